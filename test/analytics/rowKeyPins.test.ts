import { statsRows, type StatsAnswer } from '../../nodes/shared/adsAnalytics/statsRows';

/**
 * The `rowKey` of known answers, written out as the version that introduced row keys made them
 * (computed by that code before the report columns changed): a workflow keeps rows in its own
 * table under these keys, so a later version must give the same key for the same entity, bucket,
 * segment and placement, whatever else it changes in the rows. Change an expected key here only
 * with a version note telling users their stored rows no longer match.
 */

const answer = (
	params: Record<string, string>,
	length: number,
	data: StatsAnswer['data'],
): StatsAnswer => ({ time_series_length: length, data, request: { params } });

const CONTEXT = {
	timeZone: 'America/New_York',
	offsetMs: -5 * 3_600_000,
	accountId: '18ce54d4x5t',
};

const PINNED: Array<{ about: string; answer: StatsAnswer; keys: string[] }> = [
	{
		about: 'line items by day, with details and spend',
		answer: answer(
			{
				entity: 'LINE_ITEM',
				granularity: 'DAY',
				placement: 'ALL_ON_PLATFORM',
				start_time: '2026-11-24T05:00:00Z',
				end_time: '2026-11-26T05:00:00Z',
			},
			2,
			[
				{
					id: '8v7jo',
					id_data: [
						{ metrics: { impressions: [10, 20], billed_charge_local_micro: [1_234_567, 0] } },
					],
				},
			],
		),
		keys: [
			'18ce54d4x5t|LINE_ITEM|8v7jo||ALL_ON_PLATFORM|DAY|2026-11-24',
			'18ce54d4x5t|LINE_ITEM|8v7jo||ALL_ON_PLATFORM|DAY|2026-11-25',
		],
	},
	{
		about: 'campaigns by hour, segmented, on the publisher network',
		answer: answer(
			{
				entity: 'CAMPAIGN',
				granularity: 'HOUR',
				placement: 'PUBLISHER_NETWORK',
				start_time: '2026-11-26T18:00:00Z',
				end_time: '2026-11-26T20:00:00Z',
			},
			2,
			[
				{
					id: 'c1',
					id_data: [
						{
							segment: { segment_name: 'Age', segment_value: '25-34' },
							metrics: { clicks: [1, 2] },
						},
					],
				},
			],
		),
		keys: [
			'18ce54d4x5t|CAMPAIGN|c1|Age=25-34|PUBLISHER_NETWORK|HOUR|2026-11-26T18:00:00Z',
			'18ce54d4x5t|CAMPAIGN|c1|Age=25-34|PUBLISHER_NETWORK|HOUR|2026-11-26T19:00:00Z',
		],
	},
	{
		about: 'a funding instrument over a total',
		answer: answer(
			{
				entity: 'FUNDING_INSTRUMENT',
				granularity: 'TOTAL',
				placement: 'ALL_ON_PLATFORM',
				start_time: '2026-11-01T04:00:00Z',
				end_time: '2026-11-08T05:00:00Z',
			},
			1,
			[{ id: 'fi1usd', id_data: [{ metrics: { billed_charge_local_micro: [5_000_000] } }] }],
		),
		keys: [
			'18ce54d4x5t|FUNDING_INSTRUMENT|fi1usd||ALL_ON_PLATFORM|TOTAL|2026-10-31T23:00:00/2026-11-08T00:00:00',
		],
	},
];

describe('row keys stay what earlier versions wrote', () => {
	test.each(PINNED)('$about', ({ answer: pinned, keys }) => {
		expect(statsRows(pinned, CONTEXT).map((row) => row.rowKey)).toEqual(keys);
	});
});
