import type { INode } from 'n8n-workflow';

import {
	accountMidnight,
	currentOffsetMs,
	isAccountMidnight,
} from '../../nodes/shared/adsAnalytics/accountDays';
import { checkStatsRequest, type StatsRequest } from '../../nodes/shared/adsAnalytics/statsRules';
import {
	joinWindows,
	statsRows,
	type StatsAnswer,
} from '../../nodes/shared/adsAnalytics/statsRows';
import {
	inBatches,
	rangeQuery,
	splitRange,
	type Range,
} from '../../nodes/shared/adsAnalytics/statsWindows';
import { LEADING_COLUMNS, TECHNICAL_COLUMNS } from './reportColumns';

/** The stats core on its own: windows, batches, time zones, the checks and the rows. */

const node = { name: 'Platform Ads', type: 'platformAds', parameters: {} } as unknown as INode;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NEW_YORK_WINTER = -5 * HOUR;

/** A range of two UTC times, as a person reads them. */
const range = (start: string, end: string): Range => ({
	startMs: Date.parse(start),
	endMs: Date.parse(end),
});

describe('splitRange', () => {
	test('8 days of DAY buckets: a 7-day window and a 1-day window, both on the midnights', () => {
		const windows = splitRange(range('2026-11-01T05:00:00Z', '2026-11-09T05:00:00Z'), 7, 'DAY');
		expect(windows.map(rangeQuery)).toEqual([
			{ start_time: '2026-11-01T05:00:00Z', end_time: '2026-11-08T05:00:00Z' },
			{ start_time: '2026-11-08T05:00:00Z', end_time: '2026-11-09T05:00:00Z' },
		]);
	});
	test('a range within the limit is one window; 90 days of hours are 13 windows', () => {
		expect(
			splitRange(range('2026-11-01T00:00:00Z', '2026-11-08T00:00:00Z'), 7, 'HOUR'),
		).toHaveLength(1);
		const start = Date.UTC(2026, 0, 1);
		const windows = splitRange({ startMs: start, endMs: start + 90 * DAY }, 7, 'HOUR');
		expect(windows).toHaveLength(13);
		expect(rangeQuery(windows.at(-1)!)).toEqual({
			start_time: '2026-03-26T00:00:00Z',
			end_time: '2026-04-01T00:00:00Z',
		});
		// Consecutive: each window starts where the last ended.
		windows.slice(1).forEach((window, n) => expect(window.startMs).toBe(windows[n].endMs));
	});
});

test('inBatches: 45 IDs are 20, 20 and 5, in order', () => {
	const ids = Array.from({ length: 45 }, (_, n) => `li${n}`);
	const batches = inBatches(ids);
	expect(batches.map((batch) => batch.length)).toEqual([20, 20, 5]);
	expect(batches.flat()).toEqual(ids);
	expect(inBatches([])).toEqual([]);
});

describe('account time zone', () => {
	test("the current day's offset places every midnight, July's too", () => {
		const now = Date.UTC(2026, 10, 27, 1, 30);
		const offset = currentOffsetMs('America/New_York', now);
		expect(offset).toBe(NEW_YORK_WINTER);
		expect(isAccountMidnight(Date.UTC(2026, 6, 1, 5), offset)).toBe(true);
		expect(isAccountMidnight(Date.UTC(2026, 6, 1, 4), offset)).toBe(false);
		// 01:30Z on Nov 27 is still Nov 26 in New York: today's midnight is Nov 26 05:00Z.
		expect(new Date(accountMidnight(offset, 0, now)).toISOString()).toBe(
			'2026-11-26T05:00:00.000Z',
		);
		expect(new Date(accountMidnight(offset, -1, now)).toISOString()).toBe(
			'2026-11-25T05:00:00.000Z',
		);
	});
});

/** A request to check; `start` and `end` change its range's times. */
type Change = Partial<StatsRequest> & { start?: string; end?: string };
const request = ({
	start = '2026-11-20T05:00:00Z',
	end = '2026-11-21T05:00:00Z',
	...change
}: Change = {}): StatsRequest => ({
	entity: 'LINE_ITEM',
	entityIds: ['li1'],
	range: range(start, end),
	granularity: 'DAY',
	placement: 'ALL_ON_PLATFORM',
	metricGroups: ['ENGAGEMENT', 'BILLING'],
	...change,
});
const check =
	(change: Change, options = {}) =>
	() =>
		checkStatsRequest(request(change), 2, node, {
			timeZone: 'America/New_York',
			offsetMs: NEW_YORK_WINTER,
			maxDays: 7,
			maxIds: 20,
			...options,
		});

describe('checkStatsRequest', () => {
	test('a good request passes', () => {
		expect(check({})).not.toThrow();
	});
	test.each([
		[{ start: '2026-11-20T05:30:00Z' }, 'Item 3: Start must be on a whole hour'],
		[{ end: '2026-11-20T05:00:00Z' }, 'Item 3: End must be after the start'],
		[{ end: '2026-11-28T05:00:00Z' }, 'Item 3: End is 8 days after the start'],
		[
			{ start: '2026-11-20T00:00:00Z' },
			"Item 3: Start must be midnight in the account's time zone",
		],
		[{ entityIds: [] }, 'Item 3: Line Items needs at least one ID'],
		[{ placement: 'ALL_ON_PLATFORM,SPOTLIGHT' }, 'Item 3: Placement must be one placement'],
		[
			{ metricGroups: ['MOBILE_CONVERSION', 'ENGAGEMENT'] },
			'Item 3: Metric Groups must hold MOBILE_CONVERSION alone',
		],
		[
			{ metricGroups: ['WEB_CONVERSION', 'BILLING'] },
			'Item 3: Metric Groups mixes conversion groups',
		],
		[{ entity: 'ACCOUNT', metricGroups: ['BILLING'] }, 'Item 3: Metric Groups holds BILLING'],
	])('%j is refused', (change, message) => {
		expect(check(change)).toThrow(message);
	});
	test('HOUR takes any whole hour; no limits when the range and IDs are split', () => {
		expect(check({ granularity: 'HOUR', start: '2026-11-20T03:00:00Z' })).not.toThrow();
		const many = Array.from({ length: 45 }, (_, n) => `li${n}`);
		expect(
			check(
				{ entityIds: many, end: '2026-12-20T05:00:00Z' },
				{ maxDays: undefined, maxIds: undefined },
			),
		).not.toThrow();
	});
});

/** An answer as the platform gives it: two line items, three DAY buckets. */
const ANSWER: StatsAnswer = {
	data_type: 'stats',
	time_series_length: 3,
	data: [
		{
			id: 'li1',
			id_data: [
				{
					segment: null,
					metrics: {
						impressions: [1000, 0, null],
						clicks: [10, 0, null],
						engagements: [50, 0, null],
						likes: null,
						billed_charge_local_micro: [2_500_000, 0, null],
						video_total_views: [100, null, null],
					},
				},
			],
		},
		{
			id: 'li2',
			id_data: [
				{
					segment: null,
					metrics: {
						impressions: [200, 300, 400],
						clicks: null,
						engagements: [2, 3, 4],
						likes: [1, 1, 1],
						billed_charge_local_micro: null,
						video_total_views: null,
					},
				},
			],
		},
	],
	request: {
		params: {
			entity: 'LINE_ITEM',
			granularity: 'DAY',
			placement: 'ALL_ON_PLATFORM',
			start_time: '2026-11-20T05:00:00Z',
			end_time: '2026-11-23T05:00:00Z',
		},
	},
};

describe('statsRows', () => {
	const rows = statsRows(ANSWER, {
		timeZone: 'America/New_York',
		offsetMs: NEW_YORK_WINTER,
		names: new Map([['li1', 'Morning line']]),
		accountId: 'acc1',
		// The second day's spend is final at 2026-11-25T05:00Z, three days after it ends.
		nowMs: Date.parse('2026-11-24T12:00:00Z'),
	});
	test('one row per entity and bucket, spend in units, rates, null where there is no data', () => {
		expect(rows).toHaveLength(6);
		expect(rows[0]).toEqual({
			date: '2026-11-20',
			name: 'Morning line',
			id: 'li1',
			campaignName: null,
			campaignId: null,
			placement: 'ALL_ON_PLATFORM',
			spend: 2.5,
			currency: null,
			impressions: 1000,
			clicks: 10,
			engagements: 50,
			likes: null,
			videoTotalViews: 100,
			clickRatePercent: 1,
			engagementRatePercent: 5,
			videoViewRatePercent: 10,
			cpm: 2.5,
			costPerClick: 0.25,
			costPerEngagement: 0.05,
			costPerConversion: null,
			entity: 'LINE_ITEM',
			granularity: 'DAY',
			start: '2026-11-20T00:00:00-05:00',
			startUtc: '2026-11-20T05:00:00Z',
			timeZone: 'America/New_York',
			rowKey: 'acc1|LINE_ITEM|li1||ALL_ON_PLATFORM|DAY|2026-11-20',
			final: true,
			finalAt: '2026-11-24T05:00:00Z',
			spendFinal: true,
		});
		// The order a report reads: bucket and entity, money, impressions, results, rates, the rest.
		expect(Object.keys(rows[0])).toEqual([
			...LEADING_COLUMNS,
			'clicks',
			'engagements',
			'likes',
			'videoTotalViews',
			'clickRatePercent',
			'engagementRatePercent',
			'videoViewRatePercent',
			'cpm',
			'costPerClick',
			'costPerEngagement',
			'costPerConversion',
			...TECHNICAL_COLUMNS,
		]);
		expect(rows[0]).not.toHaveProperty('billed_charge_local_micro');
		// No impressions: no rate.
		expect(rows[1]).toMatchObject({
			start: '2026-11-21T00:00:00-05:00',
			rowKey: 'acc1|LINE_ITEM|li1||ALL_ON_PLATFORM|DAY|2026-11-21',
			final: false,
			finalAt: '2026-11-25T05:00:00Z',
			spendFinal: false,
			spend: 0,
			clickRatePercent: null,
			cpm: null,
		});
		expect(rows[2]).toMatchObject({ impressions: null, spend: null, costPerClick: null });
		// A metric null for the whole answer counts as 0 in a rate; the name is null when unknown.
		expect(rows[3]).toMatchObject({
			id: 'li2',
			name: null,
			clicks: null,
			clickRatePercent: 0,
			cpm: 0,
		});
		expect(rows[5]).toMatchObject({ start: '2026-11-22T00:00:00-05:00', engagementRatePercent: 1 });
	});

	test('conversion objects become flat members; total conversions give the cost per conversion', () => {
		const [row] = statsRows(
			{
				time_series_length: 1,
				data: [
					{
						id: 'c1',
						id_data: [
							{
								segment: { segment_name: 'Women', segment_value: 'GENDER_FEMALE' },
								metrics: {
									billed_charge_local_micro: [12_000_000],
									conversion_purchases: {
										post_view: [2],
										post_engagement: [1],
										sale_amount: [500],
									},
									conversion_sign_ups: { post_view: [1], post_engagement: null },
								},
							},
						],
					},
				],
				request: {
					params: { entity: 'CAMPAIGN', granularity: 'TOTAL', start_time: '2026-11-20T05:00:00Z' },
				},
			},
			{ timeZone: 'UTC' },
		);
		expect(row).toMatchObject({
			segment: { name: 'Women', value: 'GENDER_FEMALE' },
			conversionPurchasesPostView: 2,
			conversionPurchasesPostEngagement: 1,
			conversionPurchasesSaleAmount: 500,
			conversionSignUpsPostEngagement: null,
			conversions: 4,
			costPerConversion: 3,
			start: '2026-11-20T05:00:00+00:00',
		});
	});

	test('a conversion answered null (a day without any) keeps its member columns', () => {
		const answer = {
			time_series_length: 1,
			data: [
				{
					id: 'li1',
					id_data: [
						{
							segment: null,
							metrics: {
								impressions: [10],
								conversion_purchases: null,
								mobile_conversion_key_page_views: null,
							},
						},
					],
				},
			],
			request: { params: { granularity: 'DAY', start_time: '2026-11-20T05:00:00Z' } },
		};
		const members = ['PostView', 'PostEngagement', 'Assisted', 'OrderQuantity', 'SaleAmount'];
		const [row] = statsRows(answer, { timeZone: 'UTC' });
		expect(row).not.toHaveProperty('conversionPurchases');
		expect(row).not.toHaveProperty('mobileConversionKeyPageViews');
		for (const member of members) expect(row[`conversionPurchases${member}`]).toBeNull();
		expect(row).toMatchObject({
			mobileConversionKeyPageViewsPostView: null,
			mobileConversionKeyPageViewsPostEngagement: null,
			conversions: 0,
		});
		expect(row).not.toHaveProperty('mobileConversionKeyPageViewsSaleAmount');
		const [zeroed] = statsRows(answer, { timeZone: 'UTC', zeroForNoDelivery: true });
		for (const member of members) expect(zeroed[`conversionPurchases${member}`]).toBe(0);
	});

	test('HOUR buckets show the offset in force at that hour', () => {
		const rows = statsRows(
			{
				time_series_length: 2,
				data: [{ id: 'li1', id_data: [{ segment: null, metrics: { impressions: [1, 2] } }] }],
				request: { params: { granularity: 'HOUR', start_time: '2026-07-01T04:00:00Z' } },
			},
			{ timeZone: 'America/New_York', offsetMs: NEW_YORK_WINTER },
		);
		expect(rows.map((row) => row.start)).toEqual([
			'2026-07-01T00:00:00-04:00',
			'2026-07-01T01:00:00-04:00',
		]);
	});

	test('HOUR buckets over the night summer time ends: each hour its own offset, not the first hour’s', () => {
		const rows = statsRows(
			{
				time_series_length: 4,
				data: [{ id: 'li1', id_data: [{ segment: null, metrics: { impressions: [1, 2, 3, 4] } }] }],
				request: { params: { granularity: 'HOUR', start_time: '2026-11-01T04:00:00Z' } },
			},
			{ timeZone: 'America/New_York', offsetMs: NEW_YORK_WINTER },
		);
		// 01:00 comes twice in New York that night: first in summer time, then in winter time.
		expect(rows.map((row) => row.start)).toEqual([
			'2026-11-01T00:00:00-04:00',
			'2026-11-01T01:00:00-04:00',
			'2026-11-01T01:00:00-05:00',
			'2026-11-01T02:00:00-05:00',
		]);
	});

	// Its speed is measured by the stats job file benchmark (npm run bench), not here: a timed unit
	// test depends on the machine's load.
	test('101,520 rows of one answer, each bucket in its place', () => {
		const length = 2160;
		const series = Array.from({ length }, (_, n) => n);
		const answer: StatsAnswer = {
			time_series_length: length,
			data: Array.from({ length: 47 }, (_, n) => ({
				id: `li${n}`,
				id_data: [
					{
						segment: null,
						metrics: {
							impressions: series,
							clicks: series,
							engagements: series,
							billed_charge_local_micro: series,
							likes: null,
						},
					},
				],
			})),
			request: { params: { granularity: 'HOUR', start_time: '2026-01-01T00:00:00Z' } },
		};
		const rows = statsRows(answer, { timeZone: 'America/New_York' });
		expect(rows).toHaveLength(47 * 2160);
		expect(rows[2161]).toMatchObject({
			id: 'li1',
			impressions: 1,
			startUtc: '2026-01-01T01:00:00Z',
		});
	});
});

describe('joinWindows', () => {
	const window = (
		start: string,
		end: string,
		impressions: Array<number | null> | null,
	): StatsAnswer => ({
		time_series_length: impressions?.length ?? 2,
		data: [{ id: 'li1', id_data: [{ segment: null, metrics: { impressions } }] }],
		request: { params: { granularity: 'DAY', start_time: start, end_time: end } },
	});
	test('buckets of consecutive windows follow each other', () => {
		const joined = joinWindows([
			window('2026-11-01T05:00:00Z', '2026-11-03T05:00:00Z', [1, 2]),
			window('2026-11-03T05:00:00Z', '2026-11-05T05:00:00Z', null),
		]);
		expect(joined.time_series_length).toBe(4);
		expect(joined.data?.[0].id_data?.[0].metrics?.impressions).toEqual([1, 2, null, null]);
		expect(joined.request?.params).toMatchObject({
			start_time: '2026-11-01T05:00:00Z',
			end_time: '2026-11-05T05:00:00Z',
		});
	});
	test('TOTAL windows are added up; all null stays null', () => {
		const total = (values: Array<number | null> | null) => {
			const answer = window('2026-11-01T05:00:00Z', '2026-11-08T05:00:00Z', values);
			answer.request!.params!.granularity = 'TOTAL';
			answer.time_series_length = 1;
			return answer;
		};
		expect(
			joinWindows([total([3]), total(null), total([4])]).data?.[0].id_data?.[0].metrics,
		).toEqual({
			impressions: [7],
		});
		expect(joinWindows([total(null), total(null)]).data?.[0].id_data?.[0].metrics).toEqual({
			impressions: null,
		});
	});
});
