import type { IDataObject } from 'n8n-workflow';

import { campaign, campaigns } from '../emulator/adsCampaignStore';
import { ACCOUNT } from '../ads/adsFixtures';
import { changeMetrics } from '../adsTrigger/adsTriggerHarness';
import { awayFromHourEnd } from '../helpers/hourEdge';
import { byId, json, nodeHarness, type ReceivedRequest } from '../helpers/nodeHarness';
import { LINE_ITEM_STATS } from './lineItemStats';
import { LEADING_COLUMNS, TECHNICAL_COLUMNS } from './reportColumns';

/**
 * Ads rows a workflow can keep, against the emulator: the report columns of every analytics
 * operation, All Campaigns split 20 IDs a request, the same row key on every read of a bucket and
 * after its figures changed, estimated and final rows, and Also Re-Read the Last N Days split by
 * the platform's limits. "Now" is the clock's, read beside the node's: each test keeps away from
 * an hour's end, so both fall in the same hour, and every bucket boundary is a whole hour.
 */
const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
beforeEach(awayFromHourEnd, 120_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = 'America/New_York';
const STATS = `/ads/12/stats/accounts/${ACCOUNT}`;
const JOBS = `/ads/12/stats/jobs/accounts/${ACCOUNT}`;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The account's offset now, and its midnights placed with it (the platform's rule). */
const offsetNow = () => {
	const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' })
		.formatToParts(new Date())
		.find((part) => part.type === 'timeZoneName')!.value;
	return Number(name.replace('GMT', '')) * HOUR;
};
const midnight = (daysFromToday: number) => {
	const offsetMs = offsetNow();
	return Math.floor((Date.now() + offsetMs) / DAY) * DAY + daysFromToday * DAY - offsetMs;
};
const thisHour = () => Math.floor(Date.now() / HOUR) * HOUR;

/** Requests to the platform, the test's admin routes left out. */
const sent = (): ReceivedRequest[] =>
	requests().filter(({ path }) => !path.startsWith('/__emulator'));

const stats = (parameters: IDataObject = {}) => run({ ...LINE_ITEM_STATS, ...parameters });

const longRange = (parameters: IDataObject = {}) =>
	run({
		resource: 'analytics',
		operation: 'getStatsLongRange',
		accountId: byId(ACCOUNT),
		entity: 'LINE_ITEM',
		lineItems: ['8v7jo'],
		timeRange: 'custom',
		startTime: iso(midnight(-3)),
		endTime: iso(midnight(-1)),
		granularity: 'DAY',
		...parameters,
		statsOptions: { pollSeconds: 0.01, ...(parameters.statsOptions as IDataObject) },
	});

/** The figure columns of a row (what a changed metric changes). */
const figures = ({ impressions, clicks, engagements, spend }: IDataObject) => ({
	impressions,
	clicks,
	engagements,
	spend,
});

/** Twenty more campaigns of the account than it is seeded with. */
function addCampaigns(count: number): void {
	campaigns(emulator().state).push(
		...Array.from({ length: count }, (_, n) =>
			campaign(`cextra${n}`, ACCOUNT, 40 + n, {
				name: `Extra ${n}`,
				funding_instrument_id: 'fi1usd',
				currency: 'USD',
			}),
		),
	);
}

describe('report columns', () => {
	test('Get Stats: date, the campaign, spend beside its currency, then impressions, rates, the rest', async () => {
		const result = await stats();
		expect(result.error).toBeUndefined();
		const [row] = json(result);
		expect(row).toMatchObject({
			date: new Date(midnight(-1) + offsetNow()).toISOString().slice(0, 10),
			id: '8v7jo',
			name: expect.any(String),
			campaignId: 'c1',
			campaignName: 'Spring Sale',
			currency: 'USD',
			rowKey: `${ACCOUNT}|LINE_ITEM|8v7jo||ALL_ON_PLATFORM|DAY|${new Date(midnight(-1) + offsetNow()).toISOString().slice(0, 10)}`,
			final: false,
			spendFinal: false,
			finalAt: iso(midnight(3)),
		});
		const keys = Object.keys(row);
		expect(keys.slice(0, LEADING_COLUMNS.length)).toEqual(LEADING_COLUMNS);
		// Rates after the figures, the technical columns last.
		expect(keys.indexOf('clickRatePercent')).toBeGreaterThan(keys.indexOf('engagements'));
		expect(keys.slice(-TECHNICAL_COLUMNS.length)).toEqual(TECHNICAL_COLUMNS);
		// By day: no hour; not segmented: no segment.
		expect(row).not.toHaveProperty('hour');
		expect(row).not.toHaveProperty('segment');
		// In percent to 2 decimals; an amount per thousand impressions in cents (spend is in cents).
		expect(row.clickRatePercent).toBe(
			Math.round(((row.clicks as number) / (row.impressions as number)) * 1e4) / 100,
		);
		expect(row.cpm).toBe(
			Math.round(
				(Math.round((row.spend as number) * 1e6) * 1000) / (row.impressions as number) / 1e4,
			) / 100,
		);
	});

	test("a promoted account's row: its line item's campaign and currency, looked up 200 IDs a request", async () => {
		const result = await stats({ entity: 'PROMOTED_ACCOUNT', promotedAccounts: ['19pl2'] });
		expect(result.error).toBeUndefined();
		const lookups = sent().filter(({ path }) => path.startsWith(`/ads/12/accounts/${ACCOUNT}/`));
		expect(lookups.map(({ path, query }) => [path.split('/').pop(), query])).toEqual([
			['promoted_accounts', { promoted_account_ids: '19pl2', count: '200', with_deleted: 'true' }],
			['line_items', { line_item_ids: '8v7jr', count: '200', with_deleted: 'true' }],
			['campaigns', { campaign_ids: 'c6', count: '200', with_deleted: 'true' }],
		]);
		expect(json(result)[0]).toMatchObject({
			id: '19pl2',
			campaignId: 'c6',
			campaignName: 'Follower Growth',
			currency: 'USD',
		});
	});

	test("the account's row: its name only, one request (an account's stats hold no money)", async () => {
		const result = await stats({ entity: 'ACCOUNT', metricGroups: ['ENGAGEMENT'] });
		expect(result.error).toBeUndefined();
		expect(sent().map(({ path }) => path)).toEqual([
			`/ads/12/accounts/${ACCOUNT}`,
			STATS,
			`/ads/12/accounts/${ACCOUNT}`,
		]);
		// Above campaigns: no campaign columns.
		expect(json(result)[0]).not.toHaveProperty('campaignId');
		expect(json(result)[0]).toMatchObject({
			id: ACCOUNT,
			name: expect.any(String),
			currency: null,
			rowKey: `${ACCOUNT}|ACCOUNT|${ACCOUNT}||ALL_ON_PLATFORM|DAY|${new Date(midnight(-1) + offsetNow()).toISOString().slice(0, 10)}`,
		});
	});

	test('Get Stats (Long Range): the same columns from the job file, a segment in the key', async () => {
		const result = await longRange({ segmentationType: 'GENDER' });
		expect(result.error).toBeUndefined();
		const rows = json(result);
		expect(rows.length).toBeGreaterThan(0);
		for (const row of rows) {
			expect(row).toMatchObject({
				campaignId: 'c1',
				campaignName: 'Spring Sale',
				currency: 'USD',
				date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
			});
			expect(row).not.toHaveProperty('hour');
			const segment = row.segment as IDataObject;
			expect(row.rowKey).toBe(
				`${ACCOUNT}|LINE_ITEM|8v7jo|${String(segment.name)}=${String(segment.value)}|ALL_ON_PLATFORM|DAY|${String(row.date)}`,
			);
		}
		expect(new Set(rows.map((row) => row.rowKey)).size).toBe(rows.length);
	});

	test('Get Stats of Active Entities: the campaign, currency, key and freshness of changed line items', async () => {
		const hour = thisHour() - 2 * HOUR;
		await changeMetrics(emulator(), ACCOUNT, ['li8q0'], [hour]);
		const result = await run({
			resource: 'analytics',
			operation: 'getActiveEntityStats',
			accountId: byId(ACCOUNT),
			entity: 'LINE_ITEM',
			timeRange: 'custom',
			startTime: iso(thisHour()),
			endTime: iso(thisHour() + HOUR),
			activityFilter: 'campaign_ids',
			activityFilterIds: 'c8',
			activeGranularity: 'HOUR',
			metricGroups: ['ENGAGEMENT'],
		});
		expect(result.error).toBeUndefined();
		const rows = json(result);
		expect(rows).toEqual([
			expect.objectContaining({
				id: 'li8q0',
				campaignId: 'c8',
				campaignName: 'Quiet campaign',
				currency: 'USD',
				rowKey: `${ACCOUNT}|LINE_ITEM|li8q0||ALL_ON_PLATFORM|HOUR|${iso(hour)}`,
				final: false,
				finalAt: iso(hour + HOUR + DAY),
				spendFinal: null,
			}),
		]);
		expect(rows[0].hour).toBe(Number(rows[0].start!.toString().slice(11, 13)));
	});

	test('Get Reach: a key of the range, final a day after it ends', async () => {
		const result = await run({
			resource: 'analytics',
			operation: 'getReach',
			accountId: byId(ACCOUNT),
			entity: 'CAMPAIGN',
			campaigns: ['c7'],
			timeRange: 'custom',
			startTime: iso(midnight(-3)),
			endTime: iso(midnight(-2)),
		});
		expect(result.error).toBeUndefined();
		const day = (ms: number) => new Date(ms + offsetNow()).toISOString().slice(0, 19);
		expect(json(result)[0]).toMatchObject({
			rowKey: `${ACCOUNT}|CAMPAIGN|c7|||TOTAL|${day(midnight(-3))}/${day(midnight(-2))}`,
			final: true,
			finalAt: iso(midnight(-1)),
		});
	});

	test('Write 0 for No Delivery: a line item that delivered nothing has 0, not null', async () => {
		const parameters = {
			lineItems: ['li8q1'],
			timeRange: 'custom',
			startTime: iso(thisHour() - 3 * HOUR),
			endTime: iso(thisHour() - 2 * HOUR),
			granularity: 'HOUR',
		};
		const [empty] = json(await stats(parameters));
		expect(figures(empty)).toEqual({
			impressions: null,
			clicks: null,
			engagements: null,
			spend: null,
		});
		const [zero] = json(await stats({ ...parameters, statsOptions: { zeroForNoDelivery: true } }));
		expect(figures(zero)).toEqual({ impressions: 0, clicks: 0, engagements: 0, spend: 0 });
		expect(zero.clickRatePercent).toBeNull();
	});
});

describe('All Campaigns', () => {
	test('Get Stats: one list request, then the stats 20 campaigns a request, named from the list', async () => {
		addCampaigns(20);
		const result = await stats({ entity: 'CAMPAIGN', allCampaigns: true, granularity: 'TOTAL' });
		expect(result.error).toBeUndefined();
		const list = emulator().log.find(
			({ path }) => path === `/ads/12/accounts/${ACCOUNT}/campaigns`,
		)!;
		const ids = (list.responseBody as { data: IDataObject[] }).data.map(({ id }) => String(id));
		expect(ids.length).toBeGreaterThan(20);
		expect(ids).toEqual(expect.arrayContaining(['c1', 'c7', 'cextra19']));
		expect(sent().map(({ path, query }) => [path, query.entity_ids ?? query.count])).toEqual([
			[`/ads/12/accounts/${ACCOUNT}`, undefined],
			[`/ads/12/accounts/${ACCOUNT}/campaigns`, '1000'],
			[STATS, ids.slice(0, 20).join(',')],
			[STATS, ids.slice(20).join(',')],
		]);
		const rows = json(result);
		expect(rows.map((row) => row.id)).toEqual(ids);
		const extra = rows.find((row) => row.id === 'cextra3');
		expect(extra).toMatchObject({ name: 'Extra 3', currency: 'USD' });
		// A campaign's row: its name and ID once, not again as its campaign's.
		expect(extra).not.toHaveProperty('campaignName');
		expect(extra).not.toHaveProperty('campaignId');
	});

	test('Get Stats (Long Range): one job per 20 campaigns', async () => {
		addCampaigns(20);
		const result = await longRange({ entity: 'CAMPAIGN', allCampaigns: true });
		expect(result.error).toBeUndefined();
		const list = emulator().log.find(
			({ path }) => path === `/ads/12/accounts/${ACCOUNT}/campaigns`,
		)!;
		const ids = (list.responseBody as { data: IDataObject[] }).data.map(({ id }) => String(id));
		const jobs = sent().filter(({ method, path }) => method === 'POST' && path === JOBS);
		expect(jobs.map(({ query }) => query.entity_ids)).toEqual([
			ids.slice(0, 20).join(','),
			ids.slice(20).join(','),
		]);
		expect(new Set(json(result).map((row) => row.id))).toEqual(new Set(ids));
	});

	test('All Line Items: the line items of the account, 20 a request, with their campaigns', async () => {
		const result = await stats({ allLineItems: true, granularity: 'TOTAL' });
		expect(result.error).toBeUndefined();
		const list = emulator().log.find(
			({ path }) => path === `/ads/12/accounts/${ACCOUNT}/line_items`,
		)!;
		const ids = (list.responseBody as { data: IDataObject[] }).data.map(({ id }) => String(id));
		expect(ids.length).toBeGreaterThan(40);
		const batches = sent()
			.filter(({ path }) => path === STATS)
			.map(({ query }) => query.entity_ids);
		expect(batches).toEqual(
			Array.from({ length: Math.ceil(ids.length / 20) }, (_, n) =>
				ids.slice(n * 20, n * 20 + 20).join(','),
			),
		);
		expect(json(result).find((row) => row.id === '8v7jo')).toMatchObject({
			campaignId: 'c1',
			campaignName: 'Spring Sale',
			currency: 'USD',
		});
	});
});

describe('row keys', () => {
	test('the same stats read twice give the same keys and figures', async () => {
		const parameters = { lineItems: ['8v7jo', '8v7jp'], timeRange: 'last7Days' };
		const first = json(await stats(parameters));
		const second = json(await stats(parameters));
		expect(first).toHaveLength(14);
		expect(new Set(first.map((row) => row.rowKey)).size).toBe(14);
		expect(second.map((row) => [row.rowKey, figures(row)])).toEqual(
			first.map((row) => [row.rowKey, figures(row)]),
		);
	});

	test('a changed figure comes again under the same key with its new value', async () => {
		const hour = thisHour() - 5 * HOUR;
		const parameters = {
			timeRange: 'custom',
			startTime: iso(hour),
			endTime: iso(hour + HOUR),
			granularity: 'HOUR',
		};
		const [before] = json(await stats(parameters));
		await changeMetrics(emulator(), ACCOUNT, ['8v7jo'], [hour]);
		const [after] = json(await stats(parameters));
		expect(after.rowKey).toBe(before.rowKey);
		expect(after.rowKey).toBe(`${ACCOUNT}|LINE_ITEM|8v7jo||ALL_ON_PLATFORM|HOUR|${iso(hour)}`);
		expect(figures(after)).not.toEqual(figures(before));
		expect(after.impressions).toEqual(expect.any(Number));
	});
});

describe('estimated and final', () => {
	test('HOUR without spend: final once the hour ended 24 hours ago', async () => {
		const now = thisHour();
		const result = await stats({
			timeRange: 'custom',
			startTime: iso(now - 27 * HOUR),
			endTime: iso(now - 21 * HOUR),
			granularity: 'HOUR',
			metricGroups: ['ENGAGEMENT'],
		});
		expect(result.error).toBeUndefined();
		expect(
			json(result).map((row) => [row.startUtc, row.final, row.spendFinal, row.finalAt]),
		).toEqual(
			[27, 26, 25, 24, 23, 22].map((hoursAgo) => {
				const endMs = now - (hoursAgo - 1) * HOUR;
				return [iso(now - hoursAgo * HOUR), endMs + DAY <= now, null, iso(endMs + DAY)];
			}),
		);
		// The hours that ended at least 24 hours ago: the first three.
		expect(json(result).map((row) => row.final)).toEqual([true, true, true, false, false, false]);
	});

	test('DAY with spend: estimated for 3 days after the day ends, then final', async () => {
		const result = await stats({
			timeRange: 'custom',
			startTime: iso(midnight(-6)),
			endTime: iso(midnight(0)),
		});
		expect(result.error).toBeUndefined();
		expect(
			json(result).map((row) => [row.startUtc, row.final, row.spendFinal, row.finalAt]),
		).toEqual(
			[-6, -5, -4, -3, -2, -1].map((day) => [
				iso(midnight(day)),
				day <= -4,
				day <= -4,
				iso(midnight(day + 4)),
			]),
		);
	});
});

describe('Also Re-Read the Last N Days', () => {
	test('Get Stats: Yesterday and 3 days more in one request, the same keys as when first read', async () => {
		const first = json(await stats({ lineItems: ['8v7jo'] }));
		const firstRequests = sent().length;
		const result = await stats({ statsOptions: { reReadDays: 3 } });
		expect(result.error).toBeUndefined();
		const again = sent()
			.slice(firstRequests)
			.filter(({ path }) => path === STATS);
		expect(again.map(({ query }) => [query.start_time, query.end_time])).toEqual([
			[iso(midnight(-4)), iso(midnight(0))],
		]);
		const rows = json(result);
		expect(rows.map((row) => row.startUtc)).toEqual(
			[-4, -3, -2, -1].map((day) => iso(midnight(day))),
		);
		expect([rows[3].rowKey, figures(rows[3])]).toEqual([first[0].rowKey, figures(first[0])]);
	});

	test('Get Stats: Last 7 Days and 3 more are split in windows of 7 days', async () => {
		const result = await stats({ timeRange: 'last7Days', statsOptions: { reReadDays: 3 } });
		expect(result.error).toBeUndefined();
		expect(
			sent()
				.filter(({ path }) => path === STATS)
				.map(({ query }) => [query.start_time, query.end_time]),
		).toEqual([
			[iso(midnight(-10)), iso(midnight(-3))],
			[iso(midnight(-3)), iso(midnight(0))],
		]);
		expect(json(result)).toHaveLength(10);
	});

	test('Get Stats (Long Range): jobs of 90 days, 45 segmented', async () => {
		const windows = () =>
			sent()
				.filter(({ method, path }) => method === 'POST' && path === JOBS)
				.map(({ query }) => [query.start_time, query.end_time]);
		const plain = await longRange({
			startTime: iso(midnight(-89)),
			endTime: iso(midnight(-1)),
			statsOptions: { reReadDays: 3 },
		});
		expect(plain.error).toBeUndefined();
		expect(windows()).toEqual([
			[iso(midnight(-92)), iso(midnight(-2))],
			[iso(midnight(-2)), iso(midnight(-1))],
		]);
		emulator().clearLog();
		const segmented = await longRange({
			startTime: iso(midnight(-43)),
			endTime: iso(midnight(-1)),
			segmentationType: 'GENDER',
			statsOptions: { reReadDays: 3 },
		});
		expect(segmented.error).toBeUndefined();
		expect(windows()).toEqual([[iso(midnight(-46)), iso(midnight(-1))]]);
		emulator().clearLog();
		await longRange({
			startTime: iso(midnight(-44)),
			endTime: iso(midnight(-1)),
			segmentationType: 'GENDER',
			statsOptions: { reReadDays: 3 },
		});
		expect(windows()).toEqual([
			[iso(midnight(-47)), iso(midnight(-2))],
			[iso(midnight(-2)), iso(midnight(-1))],
		]);
	});

	test('more than 14 days, or with Total, fails the item before any request', async () => {
		const tooMany = await stats({ statsOptions: { reReadDays: 15 } });
		expect(tooMany.error?.message).toBe(
			'Item 1: Also Re-Read the Last N Days must be a whole number from 0 to 14, got "15"',
		);
		const total = await stats({ granularity: 'TOTAL', statsOptions: { reReadDays: 3 } });
		expect(total.error?.message).toMatch(
			/^Item 1: Also Re-Read the Last N Days needs Granularity Day or Hour/,
		);
		expect(sent().filter(({ path }) => path.startsWith('/ads/12/stats'))).toEqual([]);
	});
});
