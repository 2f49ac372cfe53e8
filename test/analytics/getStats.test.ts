import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { REPORTING_LINE_ITEMS } from '../emulator/routes/adsLineItems';
import { ACCOUNT } from '../ads/adsFixtures';
import { rateLimited, serverError } from '../emulator/faults';
import { awayFromHourEnd } from '../helpers/hourEdge';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { LINE_ITEM_STATS } from './lineItemStats';

/**
 * Get Stats against the emulator: the exact requests (path and query from its log), and rows
 * whose values are the emulator's metric model for the same range (statsBody, what the admin
 * metrics route answers), spend in currency units, rates derived, the account's offsets.
 */
const { emulator, run, requests } = nodeHarness('ads');
// The expected ranges are computed from the clock beside the node's own: not across an hour's end.
beforeEach(awayFromHourEnd, 120_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const STATS = `/ads/12/stats/accounts/${ACCOUNT}`;
const ZONE = 'America/New_York';

/** The account's offset at an instant (New York: -5 or -4 hours). */
const offsetAt = (ms: number) => {
	const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'shortOffset' })
		.formatToParts(new Date(ms))
		.find((part) => part.type === 'timeZoneName')!.value;
	return Number(name.replace('GMT', '')) * HOUR;
};
/** "-05:00" */
const offsetTextOf = (offset: number) => `-0${-offset / HOUR}:00`;
/** The account's offset today, and its midnights placed with it (the platform's rule). */
// Read when each expectation is built, after the run: a run that crosses a daylight-saving change
// sees the new offset, as the node does (the platform's midnights take today's offset).
const offsetNow = () => offsetAt(Date.now());
const midnight = (daysFromToday: number) => {
	const offsetMs = offsetNow();
	return Math.floor((Date.now() + offsetMs) / DAY) * DAY + daysFromToday * DAY - offsetMs;
};
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

const statsRun = (parameters: IDataObject = {}, items?: IDataObject[]) =>
	run(
		{ ...LINE_ITEM_STATS, ...parameters },
		items ? { items: items.map((one) => ({ json: one })) } : {},
	);

/** Get Stats of 8v7jo by hour, `hours` hours from `start`. */
const hourStats = (start: number, hours: number, parameters: IDataObject = {}) =>
	statsRun({
		timeRange: 'custom',
		startTime: iso(start),
		endTime: iso(start + hours * HOUR),
		granularity: 'HOUR',
		...parameters,
	});

/** The emulator's metrics of a whole range, with no limit: its admin route GET /__emulator/ads/metrics. */
async function model(
	entity: string,
	ids: string[],
	startMs: number,
	endMs: number,
	granularity: string,
	groups = ['ENGAGEMENT', 'BILLING'],
	accountId = ACCOUNT,
): Promise<{ data: Array<{ id: string; id_data: Array<{ metrics: Record<string, unknown> }> }> }> {
	const query = new URLSearchParams({
		account_id: accountId,
		entity,
		entity_ids: ids.join(','),
		start_time: iso(startMs),
		end_time: iso(endMs),
		granularity,
		placement: 'ALL_ON_PLATFORM',
		metric_groups: groups.join(','),
	});
	const answer = await fetch(`${emulator().url}/__emulator/ads/metrics?${query}`);
	expect(answer.status).toBe(200);
	return (await answer.json()) as never;
}

type Series = Array<number | null> | null;

/** Rates as the rows give them: in percent to 2 decimals; money from micros in USD's 2 decimals. */
const percent = (value: number) => Math.round(value * 1e4) / 100;
const usd = (micros: number) => Math.round(micros / 1e4) / 100;

/** What a row of an entity and bucket must hold, from the model's answer. */
function expectedRow(metrics: Record<string, unknown>, bucket: number): IDataObject {
	const value = (name: string) => ((metrics[name] as Series)?.[bucket] ?? null) as number | null;
	const impressions = value('impressions') ?? 0;
	const spendMicros = value('billed_charge_local_micro');
	return {
		impressions: value('impressions'),
		clicks: value('clicks'),
		engagements: value('engagements'),
		billedEngagements: value('billed_engagements'),
		spend: spendMicros === null ? null : usd(spendMicros),
		clickRatePercent: impressions ? percent((value('clicks') ?? 0) / impressions) : null,
		cpm: impressions ? usd(((spendMicros ?? 0) * 1000) / impressions) : null,
	};
}

describe('Get Stats', () => {
	test('Yesterday by day: the time zone read, one request with every parameter, then the names', async () => {
		const result = await statsRun();
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}`, query: {} },
			{
				method: 'GET',
				path: STATS,
				query: {
					entity: 'LINE_ITEM',
					entity_ids: '8v7jo',
					start_time: iso(midnight(-1)),
					end_time: iso(midnight(0)),
					granularity: 'DAY',
					placement: 'ALL_ON_PLATFORM',
					metric_groups: 'ENGAGEMENT,BILLING',
				},
			},
			{
				method: 'GET',
				path: `/ads/12/accounts/${ACCOUNT}/line_items`,
				query: { line_item_ids: '8v7jo', count: '200', with_deleted: 'true' },
			},
			// The line item's campaign, for its name.
			{
				method: 'GET',
				path: `/ads/12/accounts/${ACCOUNT}/campaigns`,
				query: { campaign_ids: 'c1', count: '200', with_deleted: 'true' },
			},
		]);
		const body = await model('LINE_ITEM', ['8v7jo'], midnight(-1), midnight(0), 'DAY');
		const rows = json(result);
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			entity: 'LINE_ITEM',
			id: '8v7jo',
			name: expect.any(String),
			placement: 'ALL_ON_PLATFORM',
			granularity: 'DAY',
			start: `${iso(midnight(-1) + offsetNow()).slice(0, 19)}${offsetTextOf(offsetNow())}`,
			startUtc: iso(midnight(-1)),
			timeZone: ZONE,
			...expectedRow(body.data[0].id_data[0].metrics, 0),
		});
		expect(rows[0].start).toMatch(/T00:00:00-0[45]:00$/);
		expect(rows[0]).not.toHaveProperty('billed_charge_local_micro');
		// Spend comes in whole cents of the model (multiples of 10,000 micros).
		expect(Number.isInteger(Math.round((rows[0].spend as number) * 100))).toBe(true);
		expect(result.items[0].pairedItem).toEqual([{ item: 0 }]);
	});

	test('Last 30 Days of 45 line items: 3 batches x 5 windows, rows equal to the model, one per line item and day', async () => {
		const result = await statsRun({ lineItems: REPORTING_LINE_ITEMS, timeRange: 'last30Days' });
		expect(result.error).toBeUndefined();
		const stats = requests().filter((request) => request.path === STATS);
		expect(stats).toHaveLength(15);
		const windows = [
			[-30, -23],
			[-23, -16],
			[-16, -9],
			[-9, -2],
			[-2, 0],
		].map(([from, to]) => [iso(midnight(from)), iso(midnight(to))]);
		const batches = [
			REPORTING_LINE_ITEMS.slice(0, 20),
			REPORTING_LINE_ITEMS.slice(20, 40),
			REPORTING_LINE_ITEMS.slice(40),
		];
		expect(stats.map(({ query }) => [query.entity_ids, query.start_time, query.end_time])).toEqual(
			batches.flatMap((batch) => windows.map(([start, end]) => [batch.join(','), start, end])),
		);
		const rows = json(result);
		expect(rows).toHaveLength(45 * 30);
		const body = await model('LINE_ITEM', REPORTING_LINE_ITEMS, midnight(-30), midnight(0), 'DAY');
		rows.forEach((row, n) => {
			const entity = Math.floor(n / 30);
			const bucket = n % 30;
			expect(row.id).toBe(REPORTING_LINE_ITEMS[entity]);
			expect(row.name).toBe(`Reporting ${REPORTING_LINE_ITEMS[entity]}`);
			expect(row.startUtc).toBe(iso(midnight(-30) + bucket * DAY));
			expect(row).toMatchObject(expectedRow(body.data[entity].id_data[0].metrics, bucket));
		});
	});

	test('one ID per input item: items with equal fields share requests of 20; pairedItem is the item', async () => {
		const ids = REPORTING_LINE_ITEMS.slice(0, 21);
		const result = await statsRun(
			{ lineItems: '={{ $json.id }}', granularity: 'TOTAL' },
			ids.map((id) => ({ id })),
		);
		expect(result.error).toBeUndefined();
		const stats = requests().filter((request) => request.path === STATS);
		expect(stats.map(({ query }) => query.entity_ids)).toEqual([
			ids.slice(0, 20).join(','),
			ids[20],
		]);
		// The account's time zone is read once for the 21 items.
		expect(
			requests().filter((request) => request.path === `/ads/12/accounts/${ACCOUNT}`),
		).toHaveLength(1);
		expect(result.items.map((item) => [item.json.id, item.pairedItem])).toEqual(
			ids.map((id, n) => [id, [{ item: n }]]),
		);
	});

	test('items that differ in another field go in their own requests', async () => {
		const result = await statsRun(
			{
				lineItems: '={{ $json.id }}',
				placement: '={{ $json.placement }}',
				statsOptions: { names: false },
			},
			[
				{ id: '8v7jo', placement: 'ALL_ON_PLATFORM' },
				{ id: '9pn01', placement: 'PUBLISHER_NETWORK' },
				{ id: '8v7jp', placement: 'ALL_ON_PLATFORM' },
			],
		);
		expect(result.error).toBeUndefined();
		expect(
			requests()
				.filter((request) => request.path === STATS)
				.map(({ query }) => [query.entity_ids, query.placement]),
		).toEqual([
			['8v7jo,8v7jp', 'ALL_ON_PLATFORM'],
			['9pn01', 'PUBLISHER_NETWORK'],
		]);
		expect(json(result).map((row) => [row.id, row.placement, row.name])).toEqual([
			['8v7jo', 'ALL_ON_PLATFORM', null],
			['8v7jp', 'ALL_ON_PLATFORM', null],
			['9pn01', 'PUBLISHER_NETWORK', null],
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }],
			[{ item: 2 }],
			[{ item: 1 }],
		]);
	});

	test('TOTAL over 10 days: two windows added up, equal to the model over the whole range', async () => {
		const start = midnight(-10);
		const end = midnight(0);
		const result = await statsRun({
			entity: 'CAMPAIGN',
			campaigns: ['c7'],
			timeRange: 'custom',
			startTime: iso(start),
			endTime: iso(end),
			granularity: 'TOTAL',
		});
		expect(result.error).toBeUndefined();
		expect(
			requests()
				.filter((request) => request.path === STATS)
				.map(({ query }) => [query.start_time, query.end_time, query.granularity]),
		).toEqual([
			[iso(start), iso(midnight(-3)), 'TOTAL'],
			[iso(midnight(-3)), iso(end), 'TOTAL'],
		]);
		const body = await model('CAMPAIGN', ['c7'], start, end, 'TOTAL');
		expect(json(result)).toEqual([
			expect.objectContaining({
				entity: 'CAMPAIGN',
				id: 'c7',
				name: 'Reporting campaign',
				...expectedRow(body.data[0].id_data[0].metrics, 0),
			}),
		]);
	});

	test('HOUR rows start on each hour with the offset of that hour', async () => {
		const start = midnight(-1) + 3 * HOUR;
		const result = await hourStats(start, 3, { metricGroups: ['ENGAGEMENT', 'BILLING', 'VIDEO'] });
		expect(result.error).toBeUndefined();
		const body = await model('LINE_ITEM', ['8v7jo'], start, start + 3 * HOUR, 'HOUR', [
			'ENGAGEMENT',
			'BILLING',
			'VIDEO',
		]);
		const metrics = body.data[0].id_data[0].metrics;
		expect(
			json(result).map((row) => [
				row.startUtc,
				row.start,
				row.videoTotalViews,
				row.videoViewRatePercent,
			]),
		).toEqual(
			[0, 1, 2].map((bucket) => {
				const at = start + bucket * HOUR;
				// The offset of that hour: yesterday's may differ from today's (a change day).
				const offset = offsetAt(at);
				const views = (metrics.video_total_views as Series)?.[bucket] ?? null;
				const impressions = (metrics.impressions as Series)?.[bucket] ?? 0;
				return [
					iso(at),
					`${iso(at + offset).slice(0, 19)}${offsetTextOf(offset)}`,
					views,
					impressions ? percent((views ?? 0) / impressions) : null,
				];
			}),
		);
	});

	test('web conversions: members flat, conversions and cost per conversion from the model', async () => {
		const result = await statsRun({
			metricGroups: ['WEB_CONVERSION'],
			statsOptions: { names: false },
		});
		expect(result.error).toBeUndefined();
		const body = await model('LINE_ITEM', ['8v7jo'], midnight(-1), midnight(0), 'DAY', [
			'WEB_CONVERSION',
		]);
		const metrics = body.data[0].id_data[0].metrics as Record<
			string,
			Record<string, Series> | null
		>;
		const [row] = json(result);
		expect(row.conversionPurchasesPostView).toBe(
			metrics.conversion_purchases?.post_view?.[0] ?? null,
		);
		expect(row.conversionPurchasesSaleAmount).toBe(
			metrics.conversion_purchases?.sale_amount?.[0] ?? null,
		);
		const total = [
			'conversion_custom',
			'conversion_site_visits',
			'conversion_sign_ups',
			'conversion_downloads',
			'conversion_purchases',
		].reduce(
			(sum, name) =>
				sum + (metrics[name]?.post_view?.[0] ?? 0) + (metrics[name]?.post_engagement?.[0] ?? 0),
			0,
		);
		expect(row.conversions).toBe(total);
		// No BILLING asked for: no spend, no cost.
		expect(row).toMatchObject({ costPerConversion: null, cpm: null });
		expect(row).not.toHaveProperty('spend');
	});

	test('Raw Answer: the answer of each request, as the platform gave it', async () => {
		const result = await statsRun({
			lineItems: ['8v7jo', '8v7jp'],
			timeRange: 'last7Days',
			granularity: 'DAY',
			statsOptions: { output: 'raw' },
		});
		expect(result.error).toBeUndefined();
		expect(requests().map((request) => request.path)).toEqual([
			`/ads/12/accounts/${ACCOUNT}`,
			STATS,
		]);
		const body = await model('LINE_ITEM', ['8v7jo', '8v7jp'], midnight(-7), midnight(0), 'DAY');
		expect(json(result)).toEqual([JSON.parse(JSON.stringify(body))]);
		expect(result.items[0].pairedItem).toEqual([{ item: 0 }]);
	});

	test('Account: its own ID, engagement only; the account name', async () => {
		const result = await statsRun({ entity: 'ACCOUNT', metricGroups: ['ENGAGEMENT'] });
		expect(result.error).toBeUndefined();
		expect(requests().find((request) => request.path === STATS)?.query).toMatchObject({
			entity: 'ACCOUNT',
			entity_ids: ACCOUNT,
			metric_groups: 'ENGAGEMENT',
		});
		expect(json(result)).toEqual([
			expect.objectContaining({ id: ACCOUNT, name: 'Emulator Ads Account', cpm: null }),
		]);
		expect(json(result)[0]).not.toHaveProperty('spend');
	});

	test('a UTC account: its days start at 00:00Z and rows carry +00:00', async () => {
		const today = Math.floor(Date.now() / DAY) * DAY;
		const result = await statsRun({
			accountId: byId('18ce54bgxky'),
			entity: 'ACCOUNT',
			metricGroups: ['ENGAGEMENT'],
			statsOptions: { names: false },
		});
		expect(result.error).toBeUndefined();
		expect(requests().map(({ path, query }) => [path, query.start_time, query.end_time])).toEqual([
			['/ads/12/accounts/18ce54bgxky', undefined, undefined],
			['/ads/12/stats/accounts/18ce54bgxky', iso(today - DAY), iso(today)],
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: '18ce54bgxky',
				timeZone: 'UTC',
				start: `${iso(today - DAY).slice(0, 19)}+00:00`,
				startUtc: iso(today - DAY),
			}),
		]);
	});

	test('a 429 on the second window is waited for (the reset), then the window is asked again', async () => {
		emulator().injectFault({
			...rateLimited({ method: 'GET', path: STATS, after: 1 }, 1),
			times: 1,
		});
		emulator().injectFault({ ...serverError({ method: 'GET', path: STATS, after: 3 }), times: 1 });
		const result = await statsRun({ timeRange: 'last30Days', statsOptions: { names: false } });
		expect(result.error).toBeUndefined();
		// 5 windows, the second sent twice after the 429 and the fourth twice after the 503.
		const windows = requests()
			.filter((request) => request.path === STATS)
			.map(({ query }) => query.start_time);
		expect(windows).toHaveLength(7);
		expect(new Set(windows).size).toBe(5);
		expect(json(result)).toHaveLength(30);
	});

	test("a platform refusal fails the request's items, naming them", async () => {
		const result = await statsRun({ lineItems: '={{ $json.id }}' }, [
			{ id: '8v7jo' },
			{ id: 'nosuch1' },
		]);
		expect(result.error?.message).toMatch(/^Items 1 and 2: /);
		const kept = await statsRun(
			{ lineItems: '={{ $json.id }}', placement: '={{ $json.placement }}' },
			[
				{ id: 'nosuch1', placement: 'TREND' },
				{ id: '8v7jo', placement: 'ALL_ON_PLATFORM' },
			],
		);
		expect(kept.error?.message).toMatch(/^Item 1: /);
	});
});

/**
 * Issue 49, "report rows a person reads": what a marketer meets in a row, on the emulator's
 * traffic. One naming style (camelCase) for every column; no column repeating another; no column
 * that is empty on every row of its granularity; rates in percent; money in the currency's
 * decimals; the panel starting on Campaign, and Also Re-Read on 3 when added.
 */
describe('report rows a person reads', () => {
	const CAMEL_CASE = /^[a-z][a-zA-Z0-9]*$/;
	/** Pairs of columns of one row holding the same text (a column repeating another). */
	const repeated = (row: IDataObject) => {
		const texts = Object.entries(row).filter(
			(entry): entry is [string, string] => typeof entry[1] === 'string',
		);
		return texts.flatMap(([name, value], n) =>
			texts.slice(n + 1).flatMap(([other, text]) => (text === value ? [[name, other]] : [])),
		);
	};
	/** The digits after the decimal point of a number as JSON writes it. */
	const decimals = (value: unknown) => (String(value).split('.')[1] ?? '').length;

	test('campaign rows by day: camelCase, no repeated or empty column, percent and USD cents', async () => {
		const result = await statsRun({
			entity: 'CAMPAIGN',
			campaigns: ['c1', 'c7'],
			timeRange: 'last7Days',
		});
		expect(result.error).toBeUndefined();
		const rows = json(result);
		expect(rows).toHaveLength(14);
		const body = await model('CAMPAIGN', ['c1', 'c7'], midnight(-7), midnight(0), 'DAY');
		rows.forEach((row, n) => {
			expect(Object.keys(row).filter((name) => !CAMEL_CASE.test(name))).toEqual([]);
			expect(repeated(row)).toEqual([]);
			// A campaign's row names the campaign in name and id; by day there is no hour, and
			// without segmentation no segment.
			for (const absent of ['campaignName', 'campaignId', 'hour', 'segment', 'clickRate'])
				expect(row).not.toHaveProperty(absent);
			const metrics = body.data[Math.floor(n / 7)].id_data[0].metrics;
			expect(row).toMatchObject({ currency: 'USD', ...expectedRow(metrics, n % 7) });
			const clicks = (metrics.clicks as Series)?.[n % 7] ?? 0;
			const micros = (metrics.billed_charge_local_micro as Series)?.[n % 7] ?? 0;
			expect(row.costPerClick).toBe(clicks ? usd(micros / clicks) : null);
			for (const money of ['spend', 'cpm', 'costPerClick', 'costPerEngagement'])
				expect(decimals(row[money])).toBeLessThanOrEqual(2);
		});
		// The model's metrics reach the rates: the check above compared real figures.
		expect(rows.some((row) => (row.clickRatePercent as number) > 0)).toBe(true);
		expect(rows.some((row) => decimals(row.cpm) === 2)).toBe(true);
	});

	test("line item rows by hour: the hour, and the campaign beside the line item's own name", async () => {
		const start = midnight(-1) + 5 * HOUR;
		const result = await hourStats(start, 2);
		expect(result.error).toBeUndefined();
		const rows = json(result);
		expect(rows.map((row) => [row.startUtc, row.hour])).toEqual(
			[0, 1].map((bucket) => {
				const at = start + bucket * HOUR;
				return [iso(at), new Date(at + offsetAt(at)).getUTCHours()];
			}),
		);
		for (const row of rows) {
			expect(row).toMatchObject({ id: '8v7jo', campaignId: 'c1', campaignName: 'Spring Sale' });
			expect(repeated(row)).toEqual([]);
			expect(row).not.toHaveProperty('segment');
			expect(Object.keys(row).filter((name) => !CAMEL_CASE.test(name))).toEqual([]);
		}
	});

	test('a new node starts on Campaign, one saved on version 1 keeps Line Item; Also Re-Read the Last N Days starts at 3 when added', async () => {
		const properties = new PlatformAds().description.properties;
		const shownFor = (operation: string) => (property: INodeProperties) =>
			(property.displayOptions?.show?.operation as string[] | undefined)?.includes(operation);
		// What n8n shows a node of `version` ('@version' in show or hide).
		const forVersion = (version: number) => (property: INodeProperties) => {
			const show = property.displayOptions?.show?.['@version'] as number[] | undefined;
			const hide = property.displayOptions?.hide?.['@version'] as number[] | undefined;
			return (!show || show.includes(version)) && !hide?.includes(version);
		};
		const entityDefault = (operation: string, version: number) =>
			properties
				.filter((property) => property.name === 'entity' && shownFor(operation)(property))
				.filter(forVersion(version))
				.map((property) => property.default);
		for (const operation of ['getStats', 'getStatsLongRange', 'createStatsJob']) {
			expect(entityDefault(operation, 1.1)).toEqual(['CAMPAIGN']);
			expect(entityDefault(operation, 1)).toEqual(['LINE_ITEM']);
		}
		const reRead = properties
			.filter((property) => property.name === 'statsOptions' && shownFor('getStats')(property))
			.flatMap((property) => (property.options ?? []) as INodeProperties[])
			.find((option) => option.name === 'reReadDays');
		expect(reRead?.default).toBe(3);
		// A new node that leaves Entity alone asks for campaigns; one saved on version 1 (n8n saved
		// no Entity, as it held the default) still asks for its line items.
		const parameters = { resource: 'analytics', operation: 'getStats', accountId: byId(ACCOUNT) };
		const result = await run({ ...parameters, campaigns: ['c1'] });
		expect(result.error).toBeUndefined();
		const saved = await run({ ...parameters, lineItems: ['8v7jo'] }, { typeVersion: 1 });
		expect(saved.error).toBeUndefined();
		expect(
			requests()
				.filter((request) => request.path === STATS)
				.map(({ query }) => [query.entity, query.entity_ids]),
		).toEqual([
			['CAMPAIGN', 'c1'],
			['LINE_ITEM', '8v7jo'],
		]);
	});
});
