import type { EntityDetails } from '../../nodes/shared/adsAnalytics/entityNames';
import { freshness, rowKey } from '../../nodes/shared/adsAnalytics/rowKeys';
import { statsRows, type StatsAnswer } from '../../nodes/shared/adsAnalytics/statsRows';
import { LEADING_COLUMNS } from './reportColumns';

/**
 * The columns for keeping rows, on their own: the key of a bucket, when its figures are final
 * (24 hours after it ends, spend 3 days), read at a fixed "now"; the report columns (date, hour,
 * currency, campaign), rounding and Write 0 for No Delivery.
 */
const HOUR = 3_600_000;
const NEW_YORK_WINTER = -5 * HOUR;

const hourAnswer = (metrics: StatsAnswer['data']): StatsAnswer => ({
	time_series_length: 3,
	data: metrics,
	request: {
		params: {
			entity: 'PROMOTED_POST',
			granularity: 'HOUR',
			placement: 'ALL_ON_PLATFORM',
			start_time: '2026-11-26T18:00:00Z',
			end_time: '2026-11-26T21:00:00Z',
		},
	},
});

const ANSWER = hourAnswer([
	{
		id: 'pp1',
		id_data: [
			{
				segment: null,
				metrics: {
					impressions: [3, null, 0],
					clicks: [1, null, 0],
					billed_charge_local_micro: [10_000_000, null, 0],
				},
			},
		],
	},
	{
		id: 'pp2',
		id_data: [
			{
				segment: { segment_name: 'Age', segment_value: '25-34' },
				metrics: { impressions: [5, 6, 7] },
			},
		],
	},
]);

const DETAILS = new Map<string, EntityDetails>([
	['pp1', { name: '1850', currency: 'JPY', campaignId: 'c9', campaignName: 'Winter' }],
]);

describe('row keys', () => {
	test('account|entity|id|segment|placement|granularity|bucket', () => {
		expect(
			rowKey({
				accountId: 'a1',
				entity: 'LINE_ITEM',
				id: 'li1',
				segment: { name: 'AGE', value: '25-34' },
				placement: 'ALL_ON_PLATFORM',
				granularity: 'HOUR',
				bucket: '2026-11-26T18:00:00Z',
			}),
		).toBe('a1|LINE_ITEM|li1|AGE=25-34|ALL_ON_PLATFORM|HOUR|2026-11-26T18:00:00Z');
	});

	test('the same bucket has the same key whatever the range and offset it was read with', () => {
		const early = statsRows(ANSWER, { timeZone: 'America/New_York', accountId: 'a1' });
		// The same hours read as part of a longer range starting two hours earlier.
		const longer = statsRows(
			{
				...hourAnswer([
					{
						id: 'pp1',
						id_data: [{ segment: null, metrics: { impressions: [9, 9, 4, null, 0] } }],
					},
				]),
				time_series_length: 5,
				request: {
					params: {
						entity: 'PROMOTED_POST',
						granularity: 'HOUR',
						placement: 'ALL_ON_PLATFORM',
						start_time: '2026-11-26T16:00:00Z',
					},
				},
			},
			{ timeZone: 'America/New_York', accountId: 'a1' },
		);
		expect(longer.slice(2).map((row) => row.rowKey)).toEqual(
			early.filter((row) => row.id === 'pp1').map((row) => row.rowKey),
		);
		expect(early[3].rowKey).toBe(
			'a1|PROMOTED_POST|pp2|Age=25-34|ALL_ON_PLATFORM|HOUR|2026-11-26T18:00:00Z',
		);
		// A day is its date in the account's zone: the same in summer, when midnight is 04:00Z.
		const day = (start: string, offsetMs: number) =>
			statsRows(
				{
					time_series_length: 1,
					data: [{ id: 'c1', id_data: [{ metrics: { impressions: [1] } }] }],
					request: { params: { entity: 'CAMPAIGN', granularity: 'DAY', start_time: start } },
				},
				{ timeZone: 'America/New_York', offsetMs, accountId: 'a1' },
			)[0].rowKey;
		expect(day('2026-07-01T05:00:00Z', NEW_YORK_WINTER)).toBe(
			day('2026-07-01T04:00:00Z', -4 * HOUR),
		);
		expect(day('2026-07-01T05:00:00Z', NEW_YORK_WINTER)).toBe('a1|CAMPAIGN|c1|||DAY|2026-07-01');
	});

	test('final: metrics 24 hours after the bucket ends, spend 3 days; a row is final when all are', () => {
		const end = Date.parse('2026-11-26T19:00:00Z');
		expect(freshness(end, false, end + 24 * HOUR - 1)).toEqual({
			final: false,
			finalAt: '2026-11-27T19:00:00Z',
			spendFinal: null,
		});
		expect(freshness(end, false, end + 24 * HOUR).final).toBe(true);
		expect(freshness(end, true, end + 24 * HOUR)).toEqual({
			final: false,
			finalAt: '2026-11-29T19:00:00Z',
			spendFinal: false,
		});
		expect(freshness(end, true, end + 72 * HOUR)).toEqual({
			final: true,
			finalAt: '2026-11-29T19:00:00Z',
			spendFinal: true,
		});
		// Rows read at a fixed now, 2026-11-28T20:30Z: pp1 has spend, final 3 days after each hour
		// (11-29); pp2 has none, final a day after (11-27), so already.
		const rows = statsRows(ANSWER, {
			timeZone: 'America/New_York',
			accountId: 'a1',
			nowMs: Date.parse('2026-11-28T20:30:00Z'),
		});
		expect(rows.map((row) => [row.id, row.final, row.spendFinal, row.finalAt])).toEqual([
			['pp1', false, false, '2026-11-29T19:00:00Z'],
			['pp1', false, false, '2026-11-29T20:00:00Z'],
			['pp1', false, false, '2026-11-29T21:00:00Z'],
			['pp2', true, null, '2026-11-27T19:00:00Z'],
			['pp2', true, null, '2026-11-27T20:00:00Z'],
			['pp2', true, null, '2026-11-27T21:00:00Z'],
		]);
		// An hour later pp1's first hour is 72 hours old: final.
		const later = statsRows(ANSWER, {
			timeZone: 'America/New_York',
			accountId: 'a1',
			nowMs: Date.parse('2026-11-29T19:00:00Z'),
		});
		expect(later.slice(0, 2).map((row) => [row.final, row.spendFinal])).toEqual([
			[true, true],
			[false, false],
		]);
	});
});

describe('report columns', () => {
	const rows = statsRows(ANSWER, {
		timeZone: 'America/New_York',
		offsetMs: NEW_YORK_WINTER,
		accountId: 'a1',
		details: DETAILS,
		nowMs: Date.parse('2026-12-10T00:00:00Z'),
	});

	test("the date and hour in the account's zone, the currency beside spend, the campaign", () => {
		expect(rows[0]).toMatchObject({
			date: '2026-11-26',
			hour: 13,
			name: '1850',
			id: 'pp1',
			campaignName: 'Winter',
			campaignId: 'c9',
			spend: 10,
			currency: 'JPY',
			final: true,
		});
		// By hour, the hour goes after the date; pp1 is not segmented (pp2 is: the answer has a
		// segment column, empty for pp1).
		const [date, ...others] = LEADING_COLUMNS;
		expect(Object.keys(rows[0]).slice(0, LEADING_COLUMNS.length + 2)).toEqual([
			date,
			'hour',
			...others.slice(0, 4),
			'segment',
			...others.slice(4),
		]);
		// An entity the lookup did not give: every detail null.
		expect(rows[3]).toMatchObject({ name: null, currency: null, campaignId: null, hour: 13 });
	});

	test("rates in percent to 2 decimals; money in the currency's decimals (JPY: none)", () => {
		// 1 click of 3 impressions; 10 yen over 3 impressions is 3333.33 per 1,000, 3333 in yen.
		expect(rows[0]).toMatchObject({ clickRatePercent: 33.33, cpm: 3333, costPerClick: 10 });
	});

	test('no delivery is null, or 0 with Write 0 for No Delivery (rates stay null)', () => {
		expect(rows[1]).toMatchObject({
			impressions: null,
			clicks: null,
			spend: null,
			clickRatePercent: null,
		});
		const zero = statsRows(ANSWER, {
			timeZone: 'America/New_York',
			zeroForNoDelivery: true,
		});
		expect(zero[1]).toMatchObject({
			impressions: 0,
			clicks: 0,
			spend: 0,
			clickRatePercent: null,
			cpm: null,
		});
		expect(zero[0]).toMatchObject({ impressions: 3, spend: 10 });
	});
});
