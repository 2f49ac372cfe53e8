import { startEmulator, type Emulator } from '..';
import { advanceAdsClock } from '../adsClock';
import { conversionEvents, ENGAGEMENTS } from '../routes/adsConversionEvents';
import { lineItems } from '../routes/adsLineItems';
import { seedToken, signedFetch } from './signedFetch';

/**
 * The measurement routes of the ads interface: app event tags, provider configurations, app lists,
 * mobile conversion events and attribution lookups, and A/B tests with their rules.
 */

let emulator: Emulator;
beforeAll(async () => (emulator = await startEmulator()));
afterAll(async () => await emulator.close());

const ACCOUNT = `/12/accounts/18ce54d4x5t`;
const DAY = 86_400_000;

async function ads(
	method: string,
	path: string,
	params: Record<string, string> = {},
	json?: unknown,
) {
	const query = new URLSearchParams(params).toString();
	const url = `${emulator.adsBaseUrl}${path}${query ? `?${query}` : ''}`;
	const response = await signedFetch(emulator, method, url, { token: seedToken(emulator), json });
	return { status: response.status, body: (await response.json()) as any };
}

const refusedFor = (parameter: string) => ({
	status: 400,
	body: { errors: [expect.objectContaining({ parameter })] },
});

describe('app event tags', () => {
	test('create answers the tag with the documented defaults; list, get and delete find it', async () => {
		const created = await ads('POST', `${ACCOUNT}/app_event_tags`, {
			app_store_identifier: '333903271',
			os_type: 'IOS',
			conversion_type: 'PURCHASE',
			provider_app_event_id: 'af_purchase',
			provider_app_event_name: 'Purchase',
		});
		expect(created.status).toBe(200);
		expect(created.body.data).toMatchObject({
			post_engagement_attribution_window: 30,
			post_view_attribution_window: 1,
			retargeting_enabled: true,
			deleted: false,
		});
		const id = created.body.data.id;
		const listed = await ads('GET', `${ACCOUNT}/app_event_tags`, { app_event_tag_ids: id });
		expect(listed.body.data.map((tag: { id: string }) => tag.id)).toEqual([id]);
		expect((await ads('GET', `${ACCOUNT}/app_event_tags/${id}`)).body.data.id).toBe(id);
		expect((await ads('DELETE', `${ACCOUNT}/app_event_tags/${id}`)).body.data.deleted).toBe(true);
		expect(await ads('GET', `${ACCOUNT}/app_event_tags/${id}`)).toMatchObject({
			status: 404,
			body: { errors: [expect.objectContaining({ code: 'APP_EVENT_TAG_NOT_FOUND' })] },
		});
	});

	test('a window outside the listed values, or a missing partner name, is refused', async () => {
		const base = {
			app_store_identifier: '333903271',
			os_type: 'IOS',
			conversion_type: 'PURCHASE',
			provider_app_event_id: 'x',
			provider_app_event_name: 'X',
		};
		expect(
			await ads('POST', `${ACCOUNT}/app_event_tags`, {
				...base,
				post_view_attribution_window: '3',
			}),
		).toMatchObject(refusedFor('post_view_attribution_window'));
		const { provider_app_event_name: _, ...withoutName } = base;
		expect(await ads('POST', `${ACCOUNT}/app_event_tags`, withoutName)).toMatchObject(
			refusedFor('provider_app_event_name'),
		);
	});
});

describe('app event provider configurations', () => {
	test('one per account: a second create is refused until the first is deleted', async () => {
		const path = `${ACCOUNT}/app_event_provider_configurations`;
		const first = await ads('POST', path, { provider_advertiser_id: 'adv-1' });
		expect(first.body.data).toMatchObject({
			provider_advertiser_id: 'adv-1',
			provider_advertiser_identifier: 'adv-1',
		});
		expect(await ads('POST', path, { provider_advertiser_id: 'adv-2' })).toMatchObject(
			refusedFor('provider_advertiser_id'),
		);
		const one = await ads('GET', `${path}/${first.body.data.id}`);
		expect(one.body.data_type).toBe('app_event_provider_configuration');
		await ads('DELETE', `${path}/${first.body.data.id}`);
		expect((await ads('POST', path, { provider_advertiser_id: 'adv-2' })).status).toBe(200);
	});
});

describe('app lists', () => {
	test('create returns the apps as an array; the list shows id and name only', async () => {
		const created = await ads('POST', `${ACCOUNT}/app_lists`, {
			name: 'Games',
			app_store_identifiers: '333903271,com.example.game',
		});
		expect(created.body.data.apps).toEqual([
			{ app_store_identifier: '333903271', os_type: 'iOS' },
			{ app_store_identifier: 'com.example.game', os_type: 'Android' },
		]);
		const listed = await ads('GET', `${ACCOUNT}/app_lists`, { app_list_ids: created.body.data.id });
		expect(listed.body.data[0]).not.toHaveProperty('apps');
		const one = await ads('GET', `${ACCOUNT}/app_lists/${created.body.data.id}`);
		expect(one.body.data.apps).toHaveLength(2);
	});

	test('501 apps are refused; the 101st list of an account is refused', async () => {
		const apps = Array.from({ length: 501 }, (_, n) => `com.example.a${n}`).join(',');
		expect(
			await ads('POST', `${ACCOUNT}/app_lists`, { name: 'Big', app_store_identifiers: apps }),
		).toMatchObject(refusedFor('app_store_identifiers'));
		const live = (await ads('GET', `${ACCOUNT}/app_lists`, { count: '1000' })).body.data.length;
		for (let n = live; n < 100; n++)
			await ads('POST', `${ACCOUNT}/app_lists`, { name: `L${n}`, app_store_identifiers: '1' });
		expect(
			await ads('POST', `${ACCOUNT}/app_lists`, {
				name: 'One too many',
				app_store_identifiers: '1',
			}),
		).toMatchObject(refusedFor('name'));
	});
});

describe('conversion events and attribution', () => {
	const [click] = ENGAGEMENTS;
	const conversion = {
		app_id: click.app_id,
		os_type: 'IOS',
		hashed_device_id: click.hashed_device_id,
		conversion_type: 'INSTALL',
		conversion_time: '2026-01-12T08:30:00.125Z',
	};

	test('a conversion within the click window is claimed by the platform, and recorded', async () => {
		const before = conversionEvents(emulator.state).length;
		const answer = await ads('POST', '/12/conversion_event', conversion);
		expect(answer.body.data.platform_attribution).toMatchObject({
			engagement_type: 'CLICK',
			promoted_properties: { campaign_id: 'c1', line_item_id: '8v7jo' },
		});
		expect(answer.body.data.tpn_attribution).toBeNull();
		expect(conversionEvents(emulator.state)).toHaveLength(before + 1);
	});

	test('outside a 1-day click window nobody claims it; the lookup records nothing', async () => {
		const before = conversionEvents(emulator.state).length;
		const answer = await ads('GET', '/12/conversion_attribution', {
			...conversion,
			click_window: '1',
			view_through_window: '0',
		});
		expect(answer.body).toMatchObject({
			data_type: 'conversion_attribution',
			data: { platform_attribution: null, click_window: 1 },
		});
		expect(conversionEvents(emulator.state)).toHaveLength(before);
	});

	test.each([
		['conversion_time', { conversion_time: '2026-01-12T08:30:00Z' }],
		['conversion_time', { conversion_time: '2026-01-12T08:30:00.125' }],
		['os_type', { os_type: 'ios' }],
		['conversion_type', { conversion_type: 'DOWNLOAD' }],
		['click_window', { click_window: '3' }],
		['view_through_window', { click_window: '1', view_through_window: '7' }],
	])('%s is refused: %j', async (parameter, change) => {
		expect(await ads('POST', '/12/conversion_event', { ...conversion, ...change })).toMatchObject(
			refusedFor(parameter),
		);
	});

	test('every required parameter is required', async () => {
		const { hashed_device_id: _, ...rest } = conversion;
		expect(await ads('GET', '/12/conversion_attribution', rest)).toMatchObject(
			refusedFor('hashed_device_id'),
		);
	});
});

describe('A/B tests', () => {
	const start = () => new Date(Date.now() + 10 * DAY).toISOString();
	const end = (days = 14) => new Date(Date.now() + days * DAY).toISOString();
	const campaignTest = (groups: unknown[], extra: Record<string, unknown> = {}) => ({
		entity_type: 'CAMPAIGN',
		start_time: start(),
		end_time: end(),
		user_groups: groups,
		...extra,
	});
	const post = (body: unknown) => ads('POST', `${ACCOUNT}/ab_tests`, {}, body);

	test('a 50/50 campaign test is created SCHEDULED; its campaigns cannot join another', async () => {
		const created = await post(
			campaignTest(
				[
					{ entity_ids: ['c1'], size: '50' },
					{ entity_ids: ['c6'], size: '50.00' },
				],
				{ name: 'Creative test' },
			),
		);
		expect(created.status).toBe(200);
		expect(created.body.data).toMatchObject({ status: 'SCHEDULED', entity_type: 'CAMPAIGN' });
		expect(
			await post(
				campaignTest([
					{ entity_ids: ['c1'], size: '50' },
					{ entity_ids: ['c7'], size: '50' },
				]),
			),
		).toMatchObject(refusedFor('entity_ids'));
		const id = created.body.data.id;
		const listed = await ads('GET', `${ACCOUNT}/ab_tests`, { status: 'SCHEDULED', q: 'creative' });
		expect(listed.body.data.map((test: { id: string }) => test.id)).toEqual([id]);
		expect((await ads('DELETE', `${ACCOUNT}/ab_tests/${id}`)).body.data.deleted).toBe(true);
		expect((await ads('DELETE', `${ACCOUNT}/ab_tests/${id}`)).status).toBe(404);
	});

	test.each([
		['user_groups', [{ entity_ids: ['c7'], size: '100' }]],
		[
			'user_groups',
			[
				{ entity_ids: ['c7'], size: '33.33' },
				{ entity_ids: ['c8'], size: '33.33' },
			],
		],
		[
			'user_groups[0].size',
			[
				{ entity_ids: ['c7'], size: '50.005' },
				{ entity_ids: ['c8'], size: '49.995' },
			],
		],
		[
			'user_groups[0].size',
			[
				{ entity_ids: ['c7'], size: 50 },
				{ entity_ids: ['c8'], size: '50' },
			],
		],
		[
			'user_groups[1].size',
			[
				{ entity_ids: ['c7'], size: '60' },
				{ entity_ids: ['c8'], size: '0.5' },
			],
		],
	])('groups refused (%s): %j', async (parameter, groups) => {
		expect(await post(campaignTest(groups))).toMatchObject(refusedFor(parameter));
	});

	const pair = [
		{ entity_ids: ['c7'], size: '50' },
		{ entity_ids: ['c8'], size: '50' },
	];
	test('a start in the past, or a test shorter than a day, is refused', async () => {
		expect(
			await post(campaignTest(pair, { start_time: new Date(Date.now() - DAY).toISOString() })),
		).toMatchObject(refusedFor('start_time'));
		expect(
			await post(
				campaignTest(pair, { end_time: new Date(Date.now() + 10 * DAY + 3_600_000).toISOString() }),
			),
		).toMatchObject(refusedFor('end_time'));
	});

	test('a line item test covers every line item of the campaign, one per group, equal sizes', async () => {
		const lineItemTest = (groups: unknown[]) =>
			post({ entity_type: 'LINE_ITEM', start_time: start(), end_time: end(), user_groups: groups });
		expect(
			await lineItemTest([
				{ entity_ids: ['li8q0'], size: '50' },
				{ entity_ids: ['li8q1'], size: '50' },
			]),
		).toMatchObject(refusedFor('entity_ids'));
		expect(
			await lineItemTest([
				{ entity_ids: ['li8q0'], size: '33.34' },
				{ entity_ids: ['li8q1'], size: '33.33' },
				{ entity_ids: ['li8q2'], size: '33.33' },
			]),
		).toMatchObject(refusedFor('size'));
	});

	test('a campaign without line items, or line items not flying during the test, is refused', async () => {
		expect(
			await post(
				campaignTest([
					{ entity_ids: ['c2'], size: '50' },
					{ entity_ids: ['c8'], size: '50' },
				]),
			),
		).toMatchObject(refusedFor('entity_ids'));
		const quiet = lineItems(emulator.state).filter((item) => item.campaign_id === 'c8');
		for (const item of quiet) item.end_time = new Date(Date.now() + DAY).toISOString();
		try {
			expect(
				await post({
					entity_type: 'LINE_ITEM',
					start_time: start(),
					end_time: end(),
					user_groups: quiet.slice(0, 2).map((item) => ({ entity_ids: [item.id], size: '50' })),
				}),
			).toMatchObject(refusedFor('entity_ids'));
			expect(
				await post({
					entity_type: 'LINE_ITEM',
					start_time: start(),
					end_time: end(),
					user_groups: quiet.map((item, n) => ({
						entity_ids: [item.id],
						size: n ? '33.33' : '33.34',
					})),
				}),
			).toMatchObject(refusedFor('size'));
			expect(
				await post(
					campaignTest(
						pair.map((group, n) =>
							n ? { ...group, entity_ids: ['c8'] } : { ...group, entity_ids: ['c1'] },
						),
					),
				),
			).toMatchObject(refusedFor('start_time'));
		} finally {
			for (const item of quiet) delete item.end_time;
		}
	});

	test('a SCHEDULED test is edited by group id; a LIVE one only changes its end_time', async () => {
		const created = await post(campaignTest(pair));
		const id = created.body.data.id;
		const [first, second] = created.body.data.user_groups;
		const resized = await ads(
			'PUT',
			`${ACCOUNT}/ab_tests/${id}`,
			{},
			{
				user_groups: [
					{ id: first.id, size: '40' },
					{ id: second.id, size: '60', name: 'Bigger' },
				],
			},
		);
		expect(resized.body.data.user_groups).toMatchObject([
			{ id: first.id, size: '40', entity_ids: ['c7'] },
			{ id: second.id, size: '60', name: 'Bigger' },
		]);
		expect(
			await ads(
				'PUT',
				`${ACCOUNT}/ab_tests/${id}`,
				{},
				{
					user_groups: [{ id: first.id, size: '50' }],
				},
			),
		).toMatchObject(refusedFor('user_groups'));
		advanceAdsClock(emulator.state, 11 * 24 * 60);
		expect(await ads('PUT', `${ACCOUNT}/ab_tests/${id}`, {}, { name: 'Late' })).toMatchObject(
			refusedFor('name'),
		);
		const extended = await ads('PUT', `${ACCOUNT}/ab_tests/${id}`, {}, { end_time: end(20) });
		expect(extended.body.data.status).toBe('LIVE');
	});
});
