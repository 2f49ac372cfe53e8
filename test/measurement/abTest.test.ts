import { abTestEntities } from '../../nodes/PlatformAdsMeasurement/resources/abTest/entityOptions';
import { pickerContext } from '../ads/pickerContext';
import { abTests } from '../emulator/routes/adsAbTests';
import { advanceAdsClock } from '../emulator/adsClock';
import { lineItems } from '../emulator/routes/adsLineItems';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';

const { emulator, run, requests } = nodeHarness('measurement');
const ACCOUNT = '18ce54d4x5t';
const PATH = `/ads/12/accounts/${ACCOUNT}/ab_tests`;
const DAY = 86_400_000;
const LINE_ITEMS = `/ads/12/accounts/${ACCOUNT}/line_items`;

/** Noon UTC some days from today: away from midnight in every zone the tests use. */
const noonIn = (days: number) => {
	const now = new Date();
	return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12))
		.toISOString()
		.replace('.000Z', 'Z');
};
const START = noonIn(10);
const END = noonIn(24);

const abTest = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'abTest', operation, accountId: byId(ACCOUNT), ...extra });
const group = (entityIds: string[], extra: Record<string, unknown> = {}) => ({
	entityIds,
	size: 50,
	name: '',
	description: '',
	...extra,
});
const create = (groups: unknown[], extra: Record<string, unknown> = {}) =>
	abTest('create', {
		entityType: 'CAMPAIGN',
		campaignId: byId('c8'),
		startTime: START,
		endTime: END,
		splitEvenly: false,
		userGroups: { group: groups },
		...extra,
	});

beforeEach(() => abTests(emulator().state).splice(0));

describe('A/B Test > Create', () => {
	test('Name is in view, right after the account', async () => {
		const description = (
			await import('../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node')
		).PlatformAdsMeasurement;
		const properties = new description().description.properties;
		const shown = properties.filter(
			(property) =>
				property.displayOptions?.show?.resource?.includes('abTest') &&
				property.displayOptions?.show?.operation?.includes('create'),
		);
		expect(shown.map(({ name }) => name).slice(0, 2)).toEqual(['accountId', 'name']);
	});

	test("a group's campaign list leaves out campaigns without line items (a test cannot take them)", async () => {
		const context = pickerContext(emulator(), {
			environment: 'production',
			accountId: ACCOUNT,
			entityType: 'CAMPAIGN',
		});
		const values = (await abTestEntities.call(context)).map(({ value }) => value);
		expect(values).toEqual(expect.arrayContaining(['c1', 'c6', 'c8']));
		expect(values).not.toContain('c2');
	});

	test('with Split Evenly on, Size (%) is not asked for; typed sizes are then not sent', async () => {
		const { PlatformAdsMeasurement } = await import(
			'../../nodes/PlatformAdsMeasurement/PlatformAdsMeasurement.node'
		);
		const groups = new PlatformAdsMeasurement().description.properties.find(
			(property) =>
				property.name === 'userGroups' &&
				property.displayOptions?.show?.operation?.includes('create'),
		) as { options: Array<{ values: Array<{ name: string; displayOptions?: unknown }> }> };
		const size = groups.options[0].values.find(({ name }) => name === 'size');
		expect(size?.displayOptions).toEqual({ show: { '/splitEvenly': [false] } });
		await create([group(['c1'], { size: 60 }), group(['c6'], { size: 30 })], { splitEvenly: true });
		const body = requests().find(({ method }) => method === 'POST')?.body as {
			user_groups: Array<{ size: string }>;
		};
		expect(body.user_groups.map(({ size }) => size)).toEqual(['50.00', '50.00']);
	});

	test('looks for tests holding the campaigns and for their line items, then posts the JSON body with sizes as strings', async () => {
		const result = await create([group(['c1'], { name: 'Control' }), group(['c6'])], {
			name: 'Creative test',
			testFields: { description: 'Video against image' },
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{
				method: 'GET',
				path: LINE_ITEMS,
				query: { count: '1000', campaign_ids: 'c1,c6', with_draft: 'true' },
			},
			{
				method: 'POST',
				path: PATH,
				query: {},
				body: {
					entity_type: 'CAMPAIGN',
					start_time: START,
					end_time: END,
					user_groups: [
						{ entity_ids: ['c1'], size: '50.00', name: 'Control' },
						{ entity_ids: ['c6'], size: '50.00' },
					],
					name: 'Creative test',
					description: 'Video against image',
				},
			},
		]);
		expect(json(result)[0]).toMatchObject({ status: 'SCHEDULED', entity_type: 'CAMPAIGN' });
	});

	test('Split Evenly gives three groups 33.33, 33.33 and 33.34', async () => {
		await create([group(['c1']), group(['c6']), group(['c7'], { size: 10 })], {
			splitEvenly: true,
		});
		const body = requests()[2].body as { user_groups: Array<{ size: string }> };
		expect(body.user_groups.map(({ size }) => size)).toEqual(['33.33', '33.33', '33.34']);
	});

	test('a line item test: the line items and their campaign are looked up before posting', async () => {
		const result = await create(
			[group(['li8q0']), group(['li8q1']), group(['li8q2']), group(['li8q0'])],
			{
				entityType: 'LINE_ITEM',
				splitEvenly: true,
			},
		);
		expect(result.error?.message).toMatch(/^Item 1: User Groups name li8q0 in more than one group/);
		expect(requests()).toEqual([]);
	});

	test('a line item test missing a line item of the campaign is refused after the look-ups', async () => {
		const result = await create([group(['li8q0']), group(['li8q1'])], {
			entityType: 'LINE_ITEM',
			campaignId: byId('c8'),
			splitEvenly: true,
		});
		expect(result.error?.message).toBe(
			'Item 1: User Groups need every line item of campaign "Quiet campaign" (c8), one per group; "Quiet li8q2" (li8q2) is missing',
		);
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{
				method: 'GET',
				path: LINE_ITEMS,
				query: { count: '1000', line_item_ids: 'li8q0,li8q1', with_draft: 'true' },
			},
			{
				method: 'GET',
				path: LINE_ITEMS,
				query: { count: '1000', campaign_ids: 'c8', with_draft: 'true' },
			},
			// The campaign's name, for the error.
			{
				method: 'GET',
				path: `/ads/12/accounts/${ACCOUNT}/campaigns`,
				query: { count: '1000', campaign_ids: 'c8', with_draft: 'true' },
			},
		]);
	});

	test('line items of another campaign than the chosen one are refused after the look-up', async () => {
		const result = await create([group(['li8q0']), group(['li8q1'])], {
			entityType: 'LINE_ITEM',
			campaignId: byId('c7'),
		});
		expect(result.error?.message).toBe(
			'Item 1: User Groups need line items of campaign "Reporting campaign" (c7) (they belong to "Quiet campaign" (c8))',
		);
		expect(requests().map(({ method }) => method)).toEqual(['GET', 'GET', 'GET']); // the last one reads the names the error gives
	});

	test('a line item test without its campaign is refused before sending', async () => {
		const result = await create([group(['li8q0']), group(['li8q1'])], {
			entityType: 'LINE_ITEM',
			campaignId: byId('={{ "" }}'),
		});
		expect(result.error?.message).toBe('Item 1: Campaign is required');
		expect(requests()).toEqual([]);
	});

	test('a campaign without line items is refused after the look-ups: it is not set up yet', async () => {
		const result = await create([group(['c2']), group(['c6'])]);
		expect(result.error?.message).toBe(
			'Item 1: User Groups name campaign "Holiday Draft" (c2), which has no line items yet; set the campaign up (a line item) before the test',
		);
		expect(requests().map(({ method }) => method)).toEqual(['GET', 'GET', 'GET']); // the last one reads the names the error gives
	});

	test('a period outside the flights of a campaign is refused after the look-ups', async () => {
		const quiet = lineItems(emulator().state).filter((item) => item.campaign_id === 'c8');
		for (const item of quiet) item.end_time = noonIn(2);
		try {
			const result = await create([group(['c1']), group(['c8'])]);
			expect(result.error?.message).toBe(
				`Item 1: User Groups name campaign "Quiet campaign" (c8), none of whose line items flies during the test period (${START} to ${END})`,
			);
			expect(requests().map(({ method }) => method)).toEqual(['GET', 'GET', 'GET']); // the last one reads the names the error gives
		} finally {
			for (const item of quiet) delete item.end_time;
		}
	});

	test('a campaign already in a test is refused after the look-up', async () => {
		await create([group(['c1']), group(['c6'])]);
		emulator().clearLog();
		const result = await create([group(['c1']), group(['c7'])]);
		expect(result.error?.message).toMatch(
			/^Item 1: User Groups name campaign "Spring Sale" \(c1\), which is already in A\/B test /,
		);
		expect(requests().map(({ method }) => method)).toEqual(['GET', 'GET']); // the last one reads the names the error gives
	});

	test.each([
		['one group', [group(['c1'], { size: 99 })], {}, /need 2 to 30 groups \(there are 1\)/],
		[
			'31 groups',
			Array.from({ length: 31 }, (_, n) => group([`x${n}`])),
			{ splitEvenly: true },
			/need 2 to 30 groups \(there are 31\)/,
		],
		[
			'sizes adding to 99.99',
			[group(['c1'], { size: 33.33 }), group(['c6'], { size: 66.66 })],
			{},
			/add up to 99.99/,
		],
		[
			'a size with three decimals',
			[group(['c1'], { size: 50.005 }), group(['c6'])],
			{},
			/at most two decimals/,
		],
		[
			'a size below 1',
			[group(['c1'], { size: 0.5 }), group(['c6'], { size: 99.5 })],
			{},
			/from 1.00 to 99.00/,
		],
		[
			'a group without campaigns',
			[group([]), group(['c6'])],
			{},
			/group 1 needs at least one campaign/,
		],
		[
			'six line item groups',
			Array.from({ length: 6 }, (_, n) => group([`li7x0${n}`])),
			{ entityType: 'LINE_ITEM', splitEvenly: true },
			/at most 5 groups at line item level/,
		],
		[
			'three line item groups (no equal sizes add up to 100.00)',
			[group(['li8q0']), group(['li8q1']), group(['li8q2'])],
			{ entityType: 'LINE_ITEM', splitEvenly: true },
			/need equal sizes at line item level.*use 2, 4 or 5/,
		],
		[
			'two line items in one group',
			[group(['li8q0', 'li8q1']), group(['li8q2'])],
			{ entityType: 'LINE_ITEM' },
			/exactly one line item at line item level/,
		],
	])('User Groups: %s is refused before sending', async (_, groups, extra, problem) => {
		const result = await create(groups, extra);
		expect(result.error?.message).toMatch(/^Item 1: User Groups /);
		expect(result.error?.message).toMatch(problem);
		expect(requests()).toEqual([]);
	});

	test.each([
		['Start Time', { startTime: noonIn(-1) }, /must be in the future/],
		[
			'End Time',
			{ endTime: new Date(Date.parse(START) + DAY - 60_000).toISOString() },
			/at least 1 day after/,
		],
		['Name', { name: 'n'.repeat(256) }, /at most 255 characters/],
		['Description', { testFields: { description: 'd'.repeat(1025) } }, /at most 1,024 characters/],
		['Entity Type', { entityType: '={{ "AD_GROUP" }}' }, /must be one of CAMPAIGN, LINE_ITEM/],
	])('%s is refused before sending', async (field, extra, problem) => {
		const result = await create([group(['c1']), group(['c6'])], extra);
		expect(result.error?.message).toMatch(new RegExp(`^Item 1: ${field} `));
		expect(result.error?.message).toMatch(problem);
		expect(requests()).toEqual([]);
	});
});

describe('A/B Test > Get Many, Update, Delete', () => {
	test('Get Many sends its filters, live_during in UTC earlier first', async () => {
		await abTest('getAll', {
			returnAll: true,
			listOptions: {
				abTestIds: 'ab1,ab2',
				liveFrom: '2026-03-01T00:00:00Z',
				liveUntil: '2026-03-31T00:00:00Z',
				q: 'creative',
				status: 'LIVE',
				username: '@marketer',
				withDeleted: true,
			},
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: {
					ab_test_ids: 'ab1,ab2',
					q: 'creative',
					status: 'LIVE',
					username: 'marketer',
					with_deleted: 'true',
					count: '1000',
					live_during: '2026-03-01T00:00:00Z,2026-03-31T00:00:00Z',
				},
			},
		]);
	});

	test.each([
		['Live Until', { liveFrom: '2026-03-31T00:00:00Z', liveUntil: '2026-03-01T00:00:00Z' }],
		['Live Until', { liveFrom: '2026-03-31T00:00:00Z' }],
		['Created By Username', { userId: '12', username: 'marketer' }],
		['Name', { q: 'q'.repeat(81) }],
	])('Get Many refuses a bad %s before sending', async (field, listOptions) => {
		const result = await abTest('getAll', { limit: 10, listOptions });
		expect(result.error?.message).toMatch(new RegExp(`^Item 1: ${field} `));
		expect(requests()).toEqual([]);
	});

	test('Update reads the test, then changes group sizes by group id (still adding up to 100)', async () => {
		const created = json(await create([group(['c1']), group(['c6'])]))[0];
		const [first, second] = created.user_groups as Array<{ id: string }>;
		emulator().clearLog();
		const result = await abTest('update', {
			abTestId: byId(String(created.id)),
			updateFields: {
				name: 'Renamed',
				userGroups: {
					group: [
						{ id: first.id, entityIds: [], size: 40, name: '', description: '' },
						{ id: second.id, entityIds: [], size: 60, name: 'Bigger', description: '' },
					],
				},
			},
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000', ab_test_ids: created.id } },
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{
				method: 'GET',
				path: LINE_ITEMS,
				query: { count: '1000', campaign_ids: 'c1,c6', with_draft: 'true' },
			},
			{
				method: 'PUT',
				path: `${PATH}/${String(created.id)}`,
				query: {},
				body: {
					name: 'Renamed',
					user_groups: [
						{ id: first.id, size: '40.00' },
						{ id: second.id, size: '60.00', name: 'Bigger' },
					],
				},
			},
		]);
		expect(json(result)[0].user_groups).toMatchObject([
			{ size: '40.00', entity_ids: ['c1'] },
			{ size: '60.00', name: 'Bigger' },
		]);
	});

	test('Update: one group resized alone no longer adds up to 100, refused after reading the test', async () => {
		const created = json(await create([group(['c1']), group(['c6'])]))[0];
		const [first] = created.user_groups as Array<{ id: string }>;
		emulator().clearLog();
		const result = await abTest('update', {
			abTestId: byId(String(created.id)),
			updateFields: { userGroups: { group: [{ id: first.id, entityIds: [], size: 60 }] } },
		});
		expect(result.error?.message).toBe(
			'Item 1: User Groups sizes add up to 110.00, not exactly 100.00 (60.00 + 50.00)',
		);
		expect(requests().map(({ method }) => method)).toEqual(['GET']);
	});

	test('Update of a LIVE test: its name is refused, its end time is sent', async () => {
		const created = json(await create([group(['c1']), group(['c6'])]))[0];
		advanceAdsClock(emulator().state, 11 * 24 * 60);
		emulator().clearLog();
		const id = String(created.id);
		const refused = await abTest('update', { abTestId: byId(id), updateFields: { name: 'Late' } });
		expect(refused.error?.message).toBe(
			`Item 1: Name can change only while the test is SCHEDULED; ${id} is LIVE, which changes only its End Time`,
		);
		const newEnd = noonIn(30);
		const extended = await abTest('update', {
			abTestId: byId(id),
			updateFields: { endTime: newEnd },
		});
		expect(requests().filter(({ method }) => method === 'PUT')).toEqual([
			{ method: 'PUT', path: `${PATH}/${id}`, query: {}, body: { end_time: newEnd } },
		]);
		expect(json(extended)[0]).toMatchObject({ status: 'LIVE', end_time: newEnd });
		advanceAdsClock(emulator().state, -11 * 24 * 60);
	});

	test('Update: Remove Description sends null, and the emulator drops it', async () => {
		const created = json(
			await create([group(['c1']), group(['c6'])], { testFields: { description: 'Old' } }),
		)[0];
		emulator().clearLog();
		const result = await abTest('update', {
			abTestId: byId(String(created.id)),
			updateFields: { removeDescription: true },
		});
		expect(requests().filter(({ method }) => method === 'PUT')).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/${String(created.id)}`,
				query: {},
				body: { description: null },
			},
		]);
		expect(json(result)[0].description).toBeNull();
	});

	test('Update: a new name with Remove Name is refused before sending', async () => {
		const result = await abTest('update', {
			abTestId: byId('ab1'),
			updateFields: { name: 'New', removeName: true },
		});
		expect(result.error?.message).toBe('Item 1: Remove Name cannot be used with a new Name');
		expect(requests()).toEqual([]);
	});

	test('Update with nothing to change is refused before sending', async () => {
		const result = await abTest('update', { abTestId: byId('ab1'), updateFields: {} });
		expect(result.error?.message).toBe('Item 1: Update Fields needs at least one field to change');
		expect(requests()).toEqual([]);
	});

	test('Delete sends one DELETE; a second is not found', async () => {
		const created = json(await create([group(['c1']), group(['c6'])]))[0];
		emulator().clearLog();
		const id = String(created.id);
		const deleted = await abTest('delete', { abTestId: byId(id) });
		const again = await abTest('delete', { abTestId: byId(id) });
		expect(requests()).toEqual([
			{ method: 'DELETE', path: `${PATH}/${id}`, query: {} },
			{ method: 'DELETE', path: `${PATH}/${id}`, query: {} },
		]);
		expect(json(deleted)[0]).toMatchObject({ id, deleted: true });
		expect(again.error?.message).toMatch(/not found/i);
	});
});
