import { gunzipSync } from 'node:zlib';

import { startEmulator, type Emulator } from '..';
import { awayFromHourEnd } from '../../helpers/hourEdge';
import { REPORTING_LINE_ITEMS } from '../routes/adsLineItems';
import { seedToken, signedFetch } from './signedFetch';

/**
 * The analytics emulation over real HTTP: the sync stats
 * route, jobs and their gzip file, active entities, reach and the admin controls. The account
 * 18ce54d4x5t is in America/New_York; its seeded line items serve from 120 days before the
 * emulator started.
 */

let emulator: Emulator;
beforeAll(async () => (emulator = await startEmulator()));
afterAll(async () => await emulator.close());

const ACCOUNT = '18ce54d4x5t';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const thisHour = () => Math.floor(Date.now() / HOUR) * HOUR;
/** The account's midnight today, at New York's offset of today (what DAY requires). */
function localMidnight(): number {
	const offsetHours = Number(
		new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
			.formatToParts(new Date())
			.find((part) => part.type === 'timeZoneName')!
			.value.replace('GMT', '') || 0,
	);
	const utcMidnight = Math.floor((Date.now() + offsetHours * HOUR) / DAY) * DAY;
	return utcMidnight - offsetHours * HOUR;
}

type Params = Record<string, string>;

async function ads(method: string, path: string, params: Params = {}) {
	const url = `${emulator.adsBaseUrl}${path}?${new URLSearchParams(params).toString()}`;
	const response = await signedFetch(emulator, method, url, { token: seedToken(emulator) });
	const text = await response.text();
	return {
		status: response.status,
		headers: response.headers,
		body: text ? JSON.parse(text) : undefined,
	};
}

async function admin(method: string, path: string, body?: unknown) {
	const response = await fetch(`${emulator.url}${path}`, {
		method,
		headers: body === undefined ? {} : { 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	return { status: response.status, body: (await response.json()) as any };
}

const STATS = `/12/stats/accounts/${ACCOUNT}`;
const JOBS = `/12/stats/jobs/accounts/${ACCOUNT}`;

/**
 * Noon UTC ten days ago, fixed for the file: 07:00 or 08:00 in New York, never the account's
 * midnight (a DAY request from it must be refused at any hour of the run), and the same for
 * every test even when the run crosses an hour.
 */
const TEN_DAYS_AGO = Math.floor(Date.now() / DAY) * DAY - 10 * DAY + 12 * HOUR;
const tenDaysAgo = () => TEN_DAYS_AGO;
const statsParams = (extra: Params = {}): Params => ({
	entity: 'LINE_ITEM',
	entity_ids: 'li7x00,li7x01',
	start_time: iso(tenDaysAgo()),
	end_time: iso(tenDaysAgo() + 48 * HOUR),
	granularity: 'HOUR',
	placement: 'ALL_ON_PLATFORM',
	metric_groups: 'ENGAGEMENT,BILLING',
	...extra,
});

const adminMetrics = async (params: Params) =>
	(
		await admin(
			'GET',
			`/__emulator/ads/metrics?${new URLSearchParams({ account_id: ACCOUNT, ...params })}`,
		)
	).body;

describe('sync stats', () => {
	test('answers the layout of the spec: one bucket per hour, integers, spend in 10,000s', async () => {
		const { status, body, headers } = await ads('GET', STATS, statsParams());
		expect(status).toBe(200);
		expect(body.data_type).toBe('stats');
		expect(body.time_series_length).toBe(48);
		expect(body.data.map((one: { id: string }) => one.id)).toEqual(['li7x00', 'li7x01']);
		const metrics = body.data[0].id_data[0].metrics;
		expect(body.data[0].id_data[0].segment).toBeNull();
		expect(metrics.impressions).toHaveLength(48);
		expect(metrics.impressions.every((value: number) => Number.isInteger(value) && value > 0)).toBe(
			true,
		);
		expect(metrics.billed_charge_local_micro.every((value: number) => value % 10_000 === 0)).toBe(
			true,
		);
		expect(Object.keys(metrics)).toEqual(
			expect.arrayContaining(['engagements', 'clicks', 'url_clicks', 'billed_engagements']),
		);
		expect(body.request.params).toEqual({
			start_time: iso(tenDaysAgo()),
			end_time: iso(tenDaysAgo() + 48 * HOUR),
			entity: 'LINE_ITEM',
			entity_ids: ['li7x00', 'li7x01'],
			granularity: 'HOUR',
			placement: 'ALL_ON_PLATFORM',
			metric_groups: ['ENGAGEMENT', 'BILLING'],
			segmentation_type: null,
			country: null,
			platform: null,
		});
		expect(headers.get('x-rate-limit-limit')).toBe('250');
		expect(Number(headers.get('x-rate-limit-reset'))).toBeGreaterThan(Date.now() / 1000);
		// The same request answers the same values; the admin route gives the same body.
		expect((await ads('GET', STATS, statsParams())).body).toEqual(body);
		expect(await adminMetrics(statsParams())).toEqual(body);
	});

	test('a campaign by DAY is the sum of its 45 line items by hour; ACCOUNT gets partial groups', async () => {
		const start = localMidnight() - 3 * DAY;
		const range = { start_time: iso(start), end_time: iso(start + 2 * DAY) };
		const campaign = await ads(
			'GET',
			STATS,
			statsParams({ entity: 'CAMPAIGN', entity_ids: 'c7,c8', granularity: 'DAY', ...range }),
		);
		expect(campaign.status).toBe(200);
		expect(campaign.body.time_series_length).toBe(2);
		const items = await adminMetrics(
			statsParams({ entity_ids: REPORTING_LINE_ITEMS.join(','), ...range }),
		);
		expect(items.data).toHaveLength(45);
		const daySums = [0, 1].map((day) =>
			items.data.reduce(
				(sum: number, one: any) =>
					sum +
					one.id_data[0].metrics.impressions
						.slice(day * 24, day * 24 + 24)
						.reduce((a: number, b: number) => a + b, 0),
				0,
			),
		);
		expect(campaign.body.data[0].id_data[0].metrics.impressions).toEqual(daySums);
		// The quiet campaign delivers nothing on its own: every metric is null.
		expect(Object.values(campaign.body.data[1].id_data[0].metrics).every((v) => v === null)).toBe(
			true,
		);
		const account = await ads(
			'GET',
			STATS,
			statsParams({ entity: 'ACCOUNT', entity_ids: ACCOUNT, metric_groups: 'ENGAGEMENT' }),
		);
		expect(Object.keys(account.body.data[0].id_data[0].metrics)).toEqual([
			'engagements',
			'impressions',
			'reposts',
			'replies',
			'likes',
			'follows',
		]);
	});

	test('conversion groups answer member objects; the audience network placement is apart', async () => {
		const web = await ads('GET', STATS, statsParams({ metric_groups: 'WEB_CONVERSION' }));
		expect(web.status).toBe(200);
		const purchases = Object.values(web.body.data[0].id_data[0].metrics).find(Boolean) as Record<
			string,
			unknown
		>;
		expect(Object.keys(purchases)).toEqual([
			'post_view',
			'post_engagement',
			'assisted',
			'order_quantity',
			'sale_amount',
		]);
		const network = await ads(
			'GET',
			STATS,
			statsParams({ entity_ids: '9pn01,8v7jo', placement: 'PUBLISHER_NETWORK' }),
		);
		expect(network.body.data[0].id_data[0].metrics.impressions).toHaveLength(48);
		expect(network.body.data[1].id_data[0].metrics.impressions).toBeNull();
	});

	const refusals: Array<[string, Params, string, string]> = [
		['minutes', { start_time: iso(tenDaysAgo() + 30 * 60_000) }, 'INVALID_PARAMETER', 'start_time'],
		['8 days', { end_time: iso(tenDaysAgo() + 8 * DAY) }, 'INVALID_TIME_WINDOW', 'end_time'],
		['end before start', { end_time: iso(tenDaysAgo()) }, 'INVALID_TIME_WINDOW', 'end_time'],
		['DAY off midnight', { granularity: 'DAY' }, 'INVALID_PARAMETER', 'start_time'],
		[
			'two placements',
			{ placement: 'ALL_ON_PLATFORM,PUBLISHER_NETWORK' },
			'INVALID_PARAMETER',
			'placement',
		],
		['unknown placement', { placement: 'TIMELINE' }, 'INVALID_PARAMETER', 'placement'],
		[
			'groups of the entity',
			{ entity: 'ACCOUNT', entity_ids: ACCOUNT },
			'INVALID_PARAMETER',
			'metric_groups',
		],
		[
			'conversion apart',
			{ metric_groups: 'ENGAGEMENT,WEB_CONVERSION' },
			'INVALID_PARAMETER',
			'metric_groups',
		],
		[
			'MOBILE_CONVERSION alone',
			{ metric_groups: 'MOBILE_CONVERSION,LIFE_TIME_VALUE_MOBILE_CONVERSION' },
			'INVALID_PARAMETER',
			'metric_groups',
		],
		['unknown group', { metric_groups: 'ENGAGEMENT,MEDIA' }, 'INVALID_PARAMETER', 'metric_groups'],
		[
			'21 ids',
			{ entity_ids: REPORTING_LINE_ITEMS.slice(0, 21).join(',') },
			'INVALID_PARAMETER',
			'entity_ids',
		],
		['unknown id', { entity_ids: 'li7x00,nothere' }, 'INVALID_PARAMETER', 'entity_ids'],
		['other kind', { entity: 'CAMPAIGN' }, 'INVALID_PARAMETER', 'entity_ids'],
		['bad entity', { entity: 'ORGANIC_POST' }, 'INVALID_PARAMETER', 'entity'],
		['bad granularity', { granularity: 'WEEK' }, 'INVALID_PARAMETER', 'granularity'],
		['empty start_time', { start_time: '' }, 'INVALID_PARAMETER', 'start_time'],
		['no zone', { start_time: '2026-01-01T00:00:00' }, 'INVALID_PARAMETER', 'start_time'],
		[
			'segmentation on sync',
			{ segmentation_type: 'AGE' },
			'INVALID_PARAMETER',
			'segmentation_type',
		],
	];
	test.each(refusals)(
		'refuses %s with a 400 naming the parameter',
		async (_, extra, code, parameter) => {
			const { status, body } = await ads('GET', STATS, statsParams(extra));
			expect(status).toBe(400);
			expect(body.errors[0]).toMatchObject({ code, parameter });
		},
	);

	test('a missing parameter is MISSING_PARAMETER naming it', async () => {
		const params = statsParams();
		delete params.placement;
		const { status, body } = await ads('GET', STATS, params);
		expect(status).toBe(400);
		expect(body.errors[0]).toMatchObject({ code: 'MISSING_PARAMETER', parameter: 'placement' });
	});

	test('DAY takes the account midnight; a bare date is that midnight', async () => {
		const start = localMidnight() - 2 * DAY;
		const day = await ads(
			'GET',
			STATS,
			statsParams({ granularity: 'DAY', start_time: iso(start), end_time: iso(start + DAY) }),
		);
		expect(day.status).toBe(200);
		expect(day.body.time_series_length).toBe(1);
		const bare = await ads(
			'GET',
			STATS,
			statsParams({
				granularity: 'DAY',
				start_time: iso(start + 12 * HOUR).slice(0, 10),
				end_time: iso(start + DAY + 12 * HOUR).slice(0, 10),
			}),
		);
		expect(bare.body.data).toEqual(day.body.data);
	});
});

describe('metric changes and active entities', () => {
	// These tests read the current hour's bucket: none may start in an hour's last seconds.
	beforeEach(awayFromHourEnd, 120_000);

	test('a quiet line item delivers the hours a change names; active entities show it', async () => {
		const hours = [thisHour() - 5 * HOUR, thisHour() - 3 * HOUR];
		const before = await ads(
			'GET',
			STATS,
			statsParams({
				entity_ids: 'li8q0,li7x00',
				start_time: iso(hours[0]),
				end_time: iso(thisHour()),
			}),
		);
		expect(before.body.data[0].id_data[0].metrics.impressions).toBeNull();
		const changed = await admin('POST', '/__emulator/ads/metric-changes', {
			account_id: ACCOUNT,
			entity_ids: ['li8q0', 'li7x00'],
			hours: hours.map(iso),
		});
		expect(changed).toEqual({ status: 200, body: { data: { recorded_at: iso(thisHour()) } } });
		const after = await ads(
			'GET',
			STATS,
			statsParams({
				entity_ids: 'li8q0,li7x00',
				start_time: iso(hours[0]),
				end_time: iso(thisHour()),
			}),
		);
		const quiet = after.body.data[0].id_data[0].metrics.impressions;
		expect(quiet.map((value: number) => value > 0)).toEqual([true, false, true, false, false]);
		// A serving line item's adjusted hours change; the others stay.
		const served = [before, after].map((one) => one.body.data[1].id_data[0].metrics.impressions);
		expect(served[1][1]).toBe(served[0][1]);
		expect([served[1][0], served[1][2]]).not.toEqual([served[0][0], served[0][2]]);

		const bucket = { start_time: iso(thisHour()), end_time: iso(thisHour() + HOUR) };
		const active = await ads('GET', `${STATS}/active_entities`, {
			entity: 'LINE_ITEM',
			...bucket,
		});
		expect(active.status).toBe(200);
		expect(active.body.data).toEqual([
			{
				entity_id: 'li7x00',
				activity_start_time: iso(hours[0]),
				activity_end_time: iso(hours[1] + HOUR),
				placements: ['ALL_ON_PLATFORM'],
			},
			{
				entity_id: 'li8q0',
				activity_start_time: iso(hours[0]),
				activity_end_time: iso(hours[1] + HOUR),
				placements: ['ALL_ON_PLATFORM'],
			},
		]);
		const campaigns = await ads('GET', `${STATS}/active_entities`, {
			entity: 'CAMPAIGN',
			campaign_ids: 'c8',
			...bucket,
		});
		expect(campaigns.body.data.map((one: { entity_id: string }) => one.entity_id)).toEqual(['c8']);
	});

	test('a past hour bucket holds every serving line item, with the hour it delivered', async () => {
		const start = thisHour() - 2 * HOUR;
		const active = await ads('GET', `${STATS}/active_entities`, {
			entity: 'LINE_ITEM',
			start_time: iso(start),
			end_time: iso(start + HOUR),
			campaign_ids: 'c7,c1',
		});
		expect(active.body.data).toHaveLength(45 + 3);
		expect(active.body.data).toContainEqual({
			entity_id: '9pn01',
			activity_start_time: iso(start),
			activity_end_time: iso(start + HOUR),
			placements: ['PUBLISHER_NETWORK'],
		});
	});

	test('active entities refuse two filters, 91 days and an unknown entity', async () => {
		const range = { start_time: iso(thisHour() - HOUR), end_time: iso(thisHour()) };
		const two = await ads('GET', `${STATS}/active_entities`, {
			entity: 'LINE_ITEM',
			campaign_ids: 'c1',
			line_item_ids: '8v7jo',
			...range,
		});
		expect(two.body.errors[0]).toMatchObject({ code: 'EXCLUSIVE_PARAMETERS' });
		const long = await ads('GET', `${STATS}/active_entities`, {
			entity: 'LINE_ITEM',
			start_time: iso(thisHour() - 91 * DAY),
			end_time: iso(thisHour()),
		});
		expect(long.body.errors[0]).toMatchObject({ parameter: 'end_time' });
		const entity = await ads('GET', `${STATS}/active_entities`, { entity: 'ACCOUNT', ...range });
		expect(entity.body.errors[0]).toMatchObject({ parameter: 'entity' });
	});
});

describe('reach', () => {
	test('follows the impressions of the range; a campaign without delivery reaches nobody', async () => {
		const range = { start_time: iso(tenDaysAgo()), end_time: iso(tenDaysAgo() + 3 * DAY) };
		const { status, body } = await ads('GET', `${STATS}/reach/campaigns`, {
			campaign_ids: 'c7,c3',
			...range,
		});
		expect(status).toBe(200);
		expect(body.data_type).toBe('reach');
		const [c7, c3] = body.data;
		expect(c3).toEqual({ id: 'c3', total_audience_reach: 0, average_frequency: 0 });
		const total = await adminMetrics({
			entity: 'CAMPAIGN',
			entity_ids: 'c7',
			granularity: 'TOTAL',
			placement: 'ALL_ON_PLATFORM',
			metric_groups: 'ENGAGEMENT',
			...range,
		});
		const impressions = total.data[0].id_data[0].metrics.impressions[0];
		expect(Number.isInteger(c7.total_audience_reach)).toBe(true);
		expect(c7.total_audience_reach).toBeLessThan(impressions);
		expect(c7.average_frequency).toBe(
			Math.round((impressions / c7.total_audience_reach) * 100) / 100,
		);
		const instruments = await ads('GET', `${STATS}/reach/funding_instruments`, {
			funding_instrument_ids: 'fi1usd',
			...range,
		});
		const again = await ads('GET', `${STATS}/reach/funding_instruments`, {
			funding_instrument_ids: 'fi1usd',
			...range,
		});
		expect(instruments.body.data[0].total_audience_reach).toBeGreaterThan(0);
		expect(again.body).toEqual(instruments.body);
		const unknown = await ads('GET', `${STATS}/reach/campaigns`, { campaign_ids: 'c5', ...range });
		expect(unknown.body.errors[0]).toMatchObject({ parameter: 'campaign_ids' });
	});
});

describe('jobs', () => {
	const jobParams = (extra: Params = {}) =>
		statsParams({
			start_time: iso(thisHour() - 60 * DAY),
			end_time: iso(thisHour() - 60 * DAY + 3 * DAY),
			...extra,
		});
	const list = async (ids: string) => await ads('GET', JOBS, { job_ids: ids });

	test('PROCESSING, SUCCESS on the second listing; the file is the stats layout, gzip', async () => {
		const created = await ads('POST', JOBS, jobParams());
		expect(created.status).toBe(200);
		expect(created.headers.get('x-concurrent-job-limit')).toBe('100');
		const job = created.body.data;
		expect(created.headers.get('x-concurrent-job-limit-remaining')).toBe('99');
		expect(job).toMatchObject({
			id_str: expect.stringMatching(/^\d+$/),
			status: 'PROCESSING',
			url: null,
			expires_at: null,
			entity: 'LINE_ITEM',
			entity_ids: ['li7x00', 'li7x01'],
			granularity: 'HOUR',
			segmentation_type: null,
			account_id: ACCOUNT,
		});
		expect(typeof job.id).toBe('number');
		expect((await list(job.id_str)).body.data[0].status).toBe('PROCESSING');
		const done = (await list(job.id_str)).body.data[0];
		expect(done.status).toBe('SUCCESS');
		expect(done.url).toBe(`${emulator.url}/files/stats/${job.id_str}.json.gz`);
		expect(Date.parse(done.expires_at) - Date.parse(done.updated_at)).toBe(2 * DAY);

		const file = await fetch(done.url);
		expect(file.status).toBe(200);
		expect(file.headers.get('content-type')).toBe('application/gzip');
		const body = JSON.parse(gunzipSync(Buffer.from(await file.arrayBuffer())).toString());
		expect(body.time_series_length).toBe(72);
		expect(body).toEqual(await adminMetrics(jobParams()));

		const removed = await ads('DELETE', `${JOBS}/${job.id_str}`);
		expect(removed).toMatchObject({ status: 200, body: { data: { id_str: job.id_str } } });
		expect((await ads('DELETE', `${JOBS}/${job.id_str}`)).body.errors[0].code).toBe('NOT_FOUND');
		expect((await fetch(done.url)).status).toBe(404);
	});

	async function countProcessing() {
		const all = await ads('GET', JOBS, { count: '1000' });
		// Listing counts: jobs listed here for the first time stay PROCESSING.
		return all.body.data.filter((one: { status: string }) => one.status === 'PROCESSING').length;
	}

	test('a segmented job of 20 ids x 45 days x HOUR x AGE is a 108,000-row file, made fast', async () => {
		const start = thisHour() - 50 * DAY;
		const params = jobParams({
			entity_ids: REPORTING_LINE_ITEMS.slice(0, 20).join(','),
			start_time: iso(start),
			end_time: iso(start + 45 * DAY),
			segmentation_type: 'AGE',
		});
		const job = (await ads('POST', JOBS, params)).body.data;
		await list(job.id_str);
		const { url } = (await list(job.id_str)).body.data[0];
		const started = Date.now();
		const file = await fetch(url);
		const body = JSON.parse(gunzipSync(Buffer.from(await file.arrayBuffer())).toString());
		// Minutes would be a file built out of proportion; a loaded machine took 22 s (load above 20
		// on 2 cores), an idle one a fraction of a second.
		expect(Date.now() - started).toBeLessThan(60_000);
		expect(body.time_series_length).toBe(45 * 24);
		expect(body.data).toHaveLength(20);
		expect(body.data[0].id_data.map((one: { segment: unknown }) => one.segment)).toEqual([
			{ segment_name: '13 to 24', segment_value: 'AGE_13_TO_24' },
			{ segment_name: '25 to 34', segment_value: 'AGE_25_TO_34' },
			{ segment_name: '35 to 44', segment_value: 'AGE_35_TO_44' },
			{ segment_name: '45 to 54', segment_value: 'AGE_45_TO_54' },
			{ segment_name: '55 and over', segment_value: 'AGE_55_AND_OVER' },
		]);
		const rows = body.data.length * body.data[0].id_data.length * body.time_series_length;
		expect(rows).toBe(108_000);
		expect(body.request.params).toMatchObject({ segmentation_type: 'AGE', country: null });
	}, 120_000);

	const jobRefusals: Array<[string, Params, string]> = [
		['91 days', { end_time: iso(thisHour() - 60 * DAY + 91 * DAY) }, 'end_time'],
		[
			'46 days segmented',
			{ end_time: iso(thisHour() - 60 * DAY + 46 * DAY), segmentation_type: 'GENDER' },
			'end_time',
		],
		['METROS without country', { segmentation_type: 'METROS' }, 'country'],
		['a country that is not one', { segmentation_type: 'METROS', country: 'nowhere' }, 'country'],
		['country with AGE', { segmentation_type: 'AGE', country: '96683cc9126741d1' }, 'country'],
		['DEVICES without platform', { segmentation_type: 'DEVICES' }, 'platform'],
		[
			'CONVERSION_TAGS without web conversions',
			{ segmentation_type: 'CONVERSION_TAGS' },
			'segmentation_type',
		],
		[
			'lifetime value segmented',
			{ metric_groups: 'LIFE_TIME_VALUE_MOBILE_CONVERSION', segmentation_type: 'AGE' },
			'segmentation_type',
		],
		['two segmentations', { segmentation_type: 'AGE,GENDER' }, 'segmentation_type'],
	];
	test.each(jobRefusals)('a job refuses %s, naming the parameter', async (_, extra, parameter) => {
		const { status, body, headers } = await ads('POST', JOBS, jobParams(extra));
		expect(status).toBe(400);
		expect(body.errors[0].parameter).toBe(parameter);
		expect(headers.get('x-concurrent-job-limit')).toBe('100');
	});

	test('METROS with a country and CONVERSION_TAGS with web conversions are taken', async () => {
		const metros = await ads(
			'POST',
			JOBS,
			jobParams({ segmentation_type: 'METROS', country: '96683cc9126741d1' }),
		);
		expect(metros.body.data).toMatchObject({
			segmentation_type: 'METROS',
			country: '96683cc9126741d1',
		});
		const tags = await ads(
			'POST',
			JOBS,
			jobParams({ segmentation_type: 'CONVERSION_TAGS', metric_groups: 'WEB_CONVERSION' }),
		);
		expect(tags.status).toBe(200);
	});

	test('over the concurrency limit: 400 TOO_MANY_JOBS until jobs complete', async () => {
		const processing = await countProcessing();
		await admin('POST', '/__emulator/ads/job-limit', { limit: processing + 2 });
		try {
			const first = await ads('POST', JOBS, jobParams());
			await ads('POST', JOBS, jobParams());
			const refused = await ads('POST', JOBS, jobParams());
			expect(refused.status).toBe(400);
			expect(refused.body.errors[0]).toMatchObject({
				code: 'TOO_MANY_JOBS',
				message: `A maximum of ${processing + 2} jobs can be in processing state`,
			});
			expect(refused.headers.get('x-concurrent-job-limit-remaining')).toBe('0');
			await list(first.body.data.id_str);
			await list(first.body.data.id_str);
			const again = await ads('POST', JOBS, jobParams());
			expect(again.status).toBe(200);
		} finally {
			await admin('POST', '/__emulator/ads/job-limit', { limit: 100 });
		}
	});
});

describe('speed and rate limit', () => {
	// The bound catches a model that grows out of proportion, not a slow machine: with the load
	// at 12 on 2 cores this took 1.4 s, above 20 almost 6 s.
	test('90 days of HOUR for 20 line items answers in seconds, not minutes', async () => {
		const params = statsParams({
			entity_ids: REPORTING_LINE_ITEMS.slice(0, 20).join(','),
			start_time: iso(thisHour() - 90 * DAY),
			end_time: iso(thisHour()),
		});
		const started = Date.now();
		const body = await adminMetrics(params);
		expect(Date.now() - started).toBeLessThan(30_000);
		expect(body.time_series_length).toBe(90 * 24);
	}, 60_000);

	test('the 251st sync request of 15 minutes is 429 TOO_MANY_REQUESTS, with the headers', async () => {
		const fresh = await startEmulator();
		try {
			const url = `${fresh.adsBaseUrl}${STATS}?entity=LINE_ITEM`;
			const send = async () => await signedFetch(fresh, 'GET', url, { token: seedToken(fresh) });
			const answers: Response[] = [];
			for (let round = 0; round < 5; round++)
				answers.push(...(await Promise.all(Array.from({ length: 50 }, send))));
			expect(answers.map((one) => one.status).every((status) => status === 400)).toBe(true);
			const remaining = answers.map((one) => Number(one.headers.get('x-rate-limit-remaining')));
			expect(Math.min(...remaining)).toBe(0);
			const over = await send();
			expect(over.status).toBe(429);
			expect(((await over.json()) as any).errors[0].code).toBe('TOO_MANY_REQUESTS');
			expect(over.headers.get('x-rate-limit-remaining')).toBe('0');
			expect(Number(over.headers.get('x-rate-limit-reset'))).toBeGreaterThan(Date.now() / 1000);
		} finally {
			await fresh.close();
		}
	});
});

describe('admin controls', () => {
	beforeEach(awayFromHourEnd, 120_000);

	test('stats-job-file makes a completed job of the rows asked (20 ids x 5 ages an hour)', async () => {
		const { status, body } = await admin('POST', '/__emulator/ads/stats-job-file', { rows: 2400 });
		expect(status).toBe(200);
		expect(body.data).toMatchObject({ status: 'SUCCESS', segmentation_type: 'AGE' });
		const file = await fetch(body.data.url);
		const content = JSON.parse(gunzipSync(Buffer.from(await file.arrayBuffer())).toString());
		expect(content.data.length * content.data[0].id_data.length * content.time_series_length).toBe(
			2400,
		);
	});

	test('the ads clock moved forward makes the hours it passes delivered', async () => {
		const fresh = await startEmulator();
		try {
			const hour = { start_time: iso(thisHour()), end_time: iso(thisHour() + HOUR) };
			const read = async () => {
				const url = `${fresh.adsBaseUrl}${STATS}?${new URLSearchParams(statsParams(hour))}`;
				const response = await signedFetch(fresh, 'GET', url, { token: seedToken(fresh) });
				return ((await response.json()) as any).data[0].id_data[0].metrics.impressions;
			};
			expect(await read()).toBeNull();
			const moved = await fetch(`${fresh.url}/__emulator/ads/clock`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ minutes: 120 }),
			});
			expect(moved.status).toBe(200);
			expect((await read())[0]).toBeGreaterThan(0);
		} finally {
			await fresh.close();
		}
	});
});
