import { searchWebEventTags } from '../../nodes/shared/ads/webEventTagLocator';
import { conversionPacer } from '../../nodes/PlatformAdsMeasurement/resources/conversion/conversionPacing';
import { webEventTags } from '../emulator/routes/adsWebEventTags';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { accountPickerContext } from '../ads/pickerContext';
import { ACCOUNT, PIXEL } from './conversionFixtures';

const { emulator, run, requests } = nodeHarness('measurement', { emulatorPerTest: true });
const PATH = `/ads/12/accounts/${ACCOUNT}/web_event_tags`;
const tag = (extra: Record<string, unknown>) => ({
	resource: 'webEventTag',
	authentication: 'oAuth1',
	accountId: byId(ACCOUNT),
	...extra,
});

describe('Web Event Tag', () => {
	test('Create sends the five values as query parameters', async () => {
		const result = await run(
			tag({
				operation: 'create',
				name: ' Lead form ',
				type: 'SIGN_UP',
				click_window: 30,
				view_through_window: 7,
				retargeting_enabled: false,
			}),
		);
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {
					name: 'Lead form',
					type: 'SIGN_UP',
					click_window: '30',
					view_through_window: '7',
					retargeting_enabled: 'false',
				},
			},
		]);
		expect(json(result)[0]).toMatchObject({
			name: 'Lead form',
			status: 'UNVERIFIED',
			last_tracked_at: null,
			website_tag_id: PIXEL,
		});
	});

	test.each([
		[
			'a post-view window above the post-engagement one',
			{ click_window: 7, view_through_window: 14 },
			/^Item 1: Post-View Window \(14 days\) must be at most the post-engagement window \(7 days\)/,
		],
		[
			'a post-engagement window of 60 days',
			{ click_window: 60 },
			/^Item 1: Post-Engagement Window must be one of 1, 7, 14, 30/,
		],
		[
			'a post-view window of 2 days',
			{ view_through_window: 2 },
			/^Item 1: Post-View Window must be one of 0, 1, 7, 14, 30/,
		],
		['an unknown type', { type: 'LEAD' }, /^Item 1: Type must be one of/],
		['no name', { name: ' ' }, /^Item 1: Name is required/],
	])('Create refuses %s before sending', async (_, values, message) => {
		const result = await run(
			tag({
				operation: 'create',
				name: 'Lead',
				type: 'SIGN_UP',
				click_window: 14,
				view_through_window: 1,
				retargeting_enabled: true,
				...values,
			}),
		);
		expect(result.error?.message).toMatch(message);
		expect(requests()).toEqual([]);
	});

	test('Get and Delete name the tag; Get Many with Return All off sends count', async () => {
		const got = await run(tag({ operation: 'get', webEventTagId: fromList('o87ne') }));
		expect(json(got)[0]).toMatchObject({ id: 'o87ne', type: 'PURCHASE', click_window: 14 });
		const many = await run(tag({ operation: 'getAll', returnAll: false, limit: 2 }));
		expect(json(many).map(({ id }) => id)).toHaveLength(2);
		const deleted = await run(tag({ operation: 'delete', webEventTagId: byId('o87nf') }));
		expect(json(deleted)[0]).toMatchObject({ id: 'o87nf', deleted: true });
		expect(requests()).toEqual([
			{ method: 'GET', path: `${PATH}/o87ne`, query: {} },
			{ method: 'GET', path: PATH, query: { count: '2' } },
			{ method: 'DELETE', path: `${PATH}/o87nf`, query: {} },
		]);
	});

	test('Get Many with Return All follows the cursor; by ID', async () => {
		const all = await run(tag({ operation: 'getAll', returnAll: true }));
		expect(
			json(all)
				.map(({ id }) => id)
				.sort(),
		).toEqual(['o87ne', 'o87nf', 'o87ng']);
		const some = await run(
			tag({
				operation: 'getAll',
				returnAll: true,
				listOptions: { webEventTagIds: 'o87ng, o87ne' },
			}),
		);
		expect(
			json(some)
				.map(({ id }) => id)
				.sort(),
		).toEqual(['o87ne', 'o87ng']);
	});

	test('Update with both windows compares them before sending', async () => {
		const result = await run(
			tag({
				operation: 'update',
				webEventTagId: byId('o87ne'),
				updateFields: { click_window: 1, view_through_window: 7 },
			}),
		);
		expect(result.error?.message).toMatch(
			/^Item 1: Post-View Window \(7 days\) must be at most the post-engagement window \(1 day\)/,
		);
		expect(requests()).toEqual([]);
	});

	test('Update of one window reads the stored tag first and compares with its other window', async () => {
		// o87ne is stored with a post-engagement window of 14 days.
		const refused = await run(
			tag({
				operation: 'update',
				webEventTagId: byId('o87ne'),
				updateFields: { view_through_window: 30 },
			}),
		);
		expect(refused.error?.message).toMatch(
			/^Item 1: Post-View Window \(30 days\) must be at most the tag's post-engagement window \(14 days\)/,
		);
		expect(requests()).toEqual([{ method: 'GET', path: `${PATH}/o87ne`, query: {} }]);

		emulator().clearLog();
		const accepted = await run(
			tag({
				operation: 'update',
				webEventTagId: byId('o87ne'),
				updateFields: { view_through_window: 14, name: 'Orders' },
			}),
		);
		expect(accepted.error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: `${PATH}/o87ne`, query: {} },
			{
				method: 'PUT',
				path: `${PATH}/o87ne`,
				query: { view_through_window: '14', name: 'Orders' },
			},
		]);
		expect(webEventTags(emulator().state).find(({ id }) => id === 'o87ne')).toMatchObject({
			name: 'Orders',
			view_through_window: 14,
		});
	});

	test('Update with nothing to change is refused', async () => {
		const result = await run(
			tag({ operation: 'update', webEventTagId: byId('o87ne'), updateFields: {} }),
		);
		expect(result.error?.message).toMatch(/Update Fields/);
		expect(requests()).toEqual([]);
	});

	test('the picker lists the live tags by name and type, searchable by type', async () => {
		const context = accountPickerContext(emulator());
		const found = await searchWebEventTags.call(context, 'sign_up');
		expect(found.results).toEqual([{ name: 'Lead (SIGN_UP, o87nf)', value: 'o87nf' }]);
	});
});

describe('conversion pacing', () => {
	test('waits when a request would bring 15 minutes above 60,000 conversions', async () => {
		let now = 0;
		const waits: number[] = [];
		const pace = conversionPacer(
			async (ms) => {
				waits.push(ms);
				now += ms;
			},
			() => now,
		);
		for (let n = 0; n < 120; n++) {
			await pace(500);
			now += 1_000;
		}
		// 120 requests of 500 fill the first window; the 121st waits until the first leaves it.
		expect(waits).toEqual([]);
		await pace(500);
		expect(waits).toEqual([15 * 60_000 - 120_000]);
	});
});
