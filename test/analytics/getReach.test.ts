import type { IDataObject } from 'n8n-workflow';

import { reach } from '../emulator/statsActivity';
import { ACCOUNT } from '../ads/adsFixtures';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';

/** Get Reach against the emulator: exact requests, 20 IDs a request, rows from its model. */
const { emulator, run, requests } = nodeHarness('ads');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REACH = `/ads/12/stats/accounts/${ACCOUNT}/reach`;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const start = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
const end = start + 2 * DAY;

const reachRun = (parameters: IDataObject = {}, items?: IDataObject[]) =>
	run(
		{
			resource: 'analytics',
			operation: 'getReach',
			accountId: byId(ACCOUNT),
			entity: 'CAMPAIGN',
			campaigns: ['c7', 'c1'],
			timeRange: 'custom',
			startTime: iso(start),
			endTime: iso(end),
			...parameters,
		},
		items ? { items: items.map((one) => ({ json: one })) } : {},
	);

/** The emulator's reach of one entity, as the platform answers it. */
const answered = (entity: 'CAMPAIGN' | 'FUNDING_INSTRUMENT', id: string) =>
	reach(emulator().state, ACCOUNT, entity, id, start / HOUR, end / HOUR);
/** The same figures under the rows' camelCase names. */
const expected = (entity: 'CAMPAIGN' | 'FUNDING_INSTRUMENT', id: string) => {
	const figures = answered(entity, id);
	return {
		totalAudienceReach: figures.total_audience_reach,
		averageFrequency: figures.average_frequency,
	};
};

describe('Get Reach', () => {
	test('campaigns: one request with the IDs and the range, then their names; one row each', async () => {
		const result = await reachRun();
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}`, query: {} },
			{
				method: 'GET',
				path: `${REACH}/campaigns`,
				query: { campaign_ids: 'c7,c1', start_time: iso(start), end_time: iso(end) },
			},
			{
				method: 'GET',
				path: `/ads/12/accounts/${ACCOUNT}/campaigns`,
				query: { campaign_ids: 'c7,c1', count: '200', with_deleted: 'true' },
			},
		]);
		const rows = json(result);
		expect(rows).toEqual([
			{
				entity: 'CAMPAIGN',
				id: 'c7',
				name: 'Reporting campaign',
				start: expect.stringMatching(/-0[45]:00$/),
				end: expect.stringMatching(/-0[45]:00$/),
				startUtc: iso(start),
				endUtc: iso(end),
				timeZone: 'America/New_York',
				...expected('CAMPAIGN', 'c7'),
				// The range is one TOTAL bucket, named by its wall-clock start and end in the zone.
				rowKey: expect.stringMatching(
					new RegExp(
						`^${ACCOUNT}\\|CAMPAIGN\\|c7\\|\\|\\|TOTAL\\|\\d{4}-\\d\\d-\\d\\dT\\d\\d:00:00/`,
					),
				),
				// Ended a day or more ago (the end is at most today's UTC midnight less a day).
				final: true,
				finalAt: iso(end + DAY),
			},
			expect.objectContaining({ name: 'Spring Sale', ...expected('CAMPAIGN', 'c1') }),
		]);
		expect(rows[0].totalAudienceReach).toBeGreaterThan(0);
	});

	test('funding instruments from 21 items: 20 IDs a request, each row paired with its item', async () => {
		const ids = Array.from({ length: 21 }, (_, n) => (n === 0 ? 'fi1usd' : 'fi2jpy'));
		const result = await reachRun(
			{
				entity: 'FUNDING_INSTRUMENT',
				fundingInstruments: '={{ $json.id }}',
				statsOptions: { names: false },
			},
			ids.map((id) => ({ id })),
		);
		expect(result.error).toBeUndefined();
		// Repeated IDs are asked for once; the row pairs with every item that named it.
		expect(
			requests()
				.filter((request) => request.path.startsWith(REACH))
				.map(({ path, query }) => [path, query.funding_instrument_ids]),
		).toEqual([[`${REACH}/funding_instruments`, 'fi1usd,fi2jpy']]);
		expect(result.items.map((item) => [item.json.id, item.json.name, item.pairedItem])).toEqual([
			['fi1usd', null, [{ item: 0 }]],
			['fi2jpy', null, ids.slice(1).map((_, n) => ({ item: n + 1 }))],
		]);
		expect(json(result)[0]).toMatchObject(expected('FUNDING_INSTRUMENT', 'fi1usd'));
	});

	test('25 campaigns from 25 items: 28 IDs in requests of 20 and 8; a refused request fails the items that named its IDs', async () => {
		const ids = Array.from({ length: 25 }, (_, n) => (n === 22 ? 'nosuch' : n % 2 ? 'c1' : 'c7'));
		const result = await run(
			{
				resource: 'analytics',
				operation: 'getReach',
				accountId: byId(ACCOUNT),
				entity: 'CAMPAIGN',
				campaigns: '={{ $json.ids }}',
				timeRange: 'custom',
				startTime: iso(start),
				endTime: iso(end),
				statsOptions: { names: false },
			},
			{
				items: ids.map((id, n) => ({ json: { ids: `${id},k${n}` } })),
				continueOnFail: true,
			},
		);
		expect(result.error).toBeUndefined();
		// c7, c1, nosuch and k0 to k24: 28 IDs, in the order the items named them.
		expect(
			requests()
				.filter((request) => request.path.startsWith(REACH))
				.map(({ query }) => String(query.campaign_ids).split(',').length),
		).toEqual([20, 8]);
		// Every ID is unknown but c7 and c1: both requests are refused, and each item that named an
		// ID of a request gets its error: the first carried c7 and c1 (every item but the 23rd) and
		// k0 to k17; the second k18 to k24 and nosuch (items 19 to 25).
		const errors = json(result).map((row) => String(row.error));
		expect(errors).toHaveLength(24 + 7);
		expect(errors[0]).toMatch(
			/^Items 1, 2, 3, .*, 22, 24 and 25: campaign_ids: k0 is not a CAMPAIGN/,
		);
		expect(errors[30]).toMatch(/^Items 19, 20, 21, 22, 23, 24 and 25: /);
	});

	test('Raw Answer: the platform answer of each request', async () => {
		const result = await reachRun({ statsOptions: { output: 'raw' } });
		expect(result.error).toBeUndefined();
		expect(json(result)).toEqual([
			{
				data_type: 'reach',
				data: [answered('CAMPAIGN', 'c7'), answered('CAMPAIGN', 'c1')],
				request: { params: { campaign_ids: 'c7,c1', start_time: iso(start), end_time: iso(end) } },
			},
		]);
	});
});
