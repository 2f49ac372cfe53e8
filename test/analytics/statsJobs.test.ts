import type { IDataObject } from 'n8n-workflow';

import { REPORTING_LINE_ITEMS } from '../emulator/routes/adsLineItems';
import { ACCOUNT } from '../ads/adsFixtures';
import { awayFromHourEnd } from '../helpers/hourEdge';
import { byId, json, nodeHarness, type ReceivedRequest } from '../helpers/nodeHarness';
import { accountOffsetHours } from './statsBadInput';

/**
 * The job operations against the emulator's jobs: the exact requests, the
 * job lifecycle (PROCESSING until listed twice, then SUCCESS with a file url outside the ads
 * path), the file retried after a 404, the 100-processing limit waited for, and a 90-day report of
 * 45 line items equal to the emulator's own metrics.
 */
const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
// The expected ranges are computed from the clock beside the node's own: not across an hour's end.
beforeEach(awayFromHourEnd, 120_000);

const JOBS = `/ads/12/stats/jobs/accounts/${ACCOUNT}`;
const ACCOUNT_PATH = `/ads/12/accounts/${ACCOUNT}`;
const isFile = (path: string) => path.startsWith('/files/stats/');
/** Requests to the platform (the admin routes of the test left out). */
const sent = (): ReceivedRequest[] =>
	requests()
		.filter(({ path }) => !path.startsWith('/__emulator'))
		.map(({ method, path, query }) => ({ method, path, query }));

/** Polls in milliseconds, not the default 10 s. */
const FAST = { pollSeconds: 0.01 };

const DAY_MS = 86_400_000;
/** The account's midnight `daysAgo` days before today's, as UTC ISO. */
const accountMidnight = (daysAgo: number) => {
	const offsetMs = -accountOffsetHours * 3_600_000;
	const today = Math.floor((Date.now() + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
	return new Date(today - daysAgo * DAY_MS).toISOString().replace('.000Z', 'Z');
};

const base = (operation: string, change: IDataObject = {}): IDataObject => ({
	resource: 'analytics',
	operation,
	accountId: byId(ACCOUNT),
	entity: 'LINE_ITEM',
	lineItems: ['8v7jo'],
	timeRange: 'custom',
	startTime: accountMidnight(3),
	endTime: accountMidnight(1),
	granularity: 'DAY',
	placement: 'ALL_ON_PLATFORM',
	metricGroups: ['ENGAGEMENT', 'BILLING'],
	statsOptions: FAST,
	...change,
});

const jobQuery = (ids: string[], change: IDataObject = {}) => ({
	entity: 'LINE_ITEM',
	entity_ids: ids.join(','),
	start_time: accountMidnight(3),
	end_time: accountMidnight(1),
	granularity: 'DAY',
	placement: 'ALL_ON_PLATFORM',
	metric_groups: 'ENGAGEMENT,BILLING',
	...change,
});

async function admin(method: string, path: string, body?: unknown): Promise<IDataObject> {
	const response = await fetch(`${emulator().url}${path}`, {
		method,
		headers: body === undefined ? {} : { 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	expect(response.status).toBeLessThan(300);
	return (await response.json()) as IDataObject;
}

describe('Create Stats Job', () => {
	test('sends one POST with the shared parameters and outputs the job record', async () => {
		const result = await run(base('createStatsJob'));
		expect(result.error).toBeUndefined();
		expect(sent()).toEqual([
			{ method: 'GET', path: ACCOUNT_PATH, query: {} },
			{ method: 'POST', path: JOBS, query: jobQuery(['8v7jo']) },
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id_str: expect.stringMatching(/^\d+$/),
				status: 'PROCESSING',
				url: null,
				entity: 'LINE_ITEM',
			}),
		]);
	});

	test('21 line items make two jobs of 20 and 1, each paired with its items', async () => {
		const ids = REPORTING_LINE_ITEMS.slice(0, 21);
		const result = await run(base('createStatsJob', { lineItems: '={{ $json.ids }}' }), {
			items: [{ json: { ids: ids.slice(0, 10) } }, { json: { ids: ids.slice(10) } }],
		});
		expect(result.error).toBeUndefined();
		expect(sent().filter(({ method }) => method === 'POST')).toEqual([
			{ method: 'POST', path: JOBS, query: jobQuery(ids.slice(0, 20)) },
			{ method: 'POST', path: JOBS, query: jobQuery(ids.slice(20)) },
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual([
			[{ item: 0 }, { item: 1 }],
			[{ item: 1 }],
		]);
	});

	test('91 days make two jobs, of 90 days and of 1; 46 segmented days make two, of 45 and 1', async () => {
		const range = (days: number, change: IDataObject = {}) =>
			run(
				base('createStatsJob', {
					startTime: accountMidnight(days + 1),
					endTime: accountMidnight(1),
					...change,
				}),
			);
		const windows = () =>
			sent()
				.filter(({ method }) => method === 'POST')
				.map(({ query }) => [query.start_time, query.end_time]);
		expect((await range(91)).error).toBeUndefined();
		expect(windows()).toEqual([
			[accountMidnight(92), accountMidnight(2)],
			[accountMidnight(2), accountMidnight(1)],
		]);
		emulator().clearLog();
		expect((await range(46, { segmentationType: 'GENDER' })).error).toBeUndefined();
		expect(windows()).toEqual([
			[accountMidnight(47), accountMidnight(2)],
			[accountMidnight(2), accountMidnight(1)],
		]);
	});

	test('a country left from another segmentation is not sent with AGE', async () => {
		const result = await run(
			base('createStatsJob', { segmentationType: 'AGE', country: '96683cc9126741d1' }),
		);
		expect(result.error).toBeUndefined();
		expect(sent().at(-1)?.query).toEqual(jobQuery(['8v7jo'], { segmentation_type: 'AGE' }));
	});

	test('a segmentation and its country are sent', async () => {
		const result = await run(
			base('createStatsJob', { segmentationType: 'METROS', country: '96683cc9126741d1' }),
		);
		expect(result.error).toBeUndefined();
		expect(sent().at(-1)).toEqual({
			method: 'POST',
			path: JOBS,
			query: jobQuery(['8v7jo'], { segmentation_type: 'METROS', country: '96683cc9126741d1' }),
		});
	});
});

describe('Get Stats Jobs and Delete Stats Job', () => {
	test('the job goes from PROCESSING to SUCCESS as it is listed; the list filters by job_ids', async () => {
		const created = json(await run(base('createStatsJob')))[0];
		const list = () =>
			run({
				resource: 'analytics',
				operation: 'getStatsJobs',
				accountId: byId(ACCOUNT),
				returnAll: true,
				listOptions: { jobIds: String(created.id_str) },
			});
		expect(json(await list())).toEqual([
			expect.objectContaining({ id_str: created.id_str, status: 'PROCESSING' }),
		]);
		const done = json(await list())[0];
		expect(done).toMatchObject({
			id_str: created.id_str,
			status: 'SUCCESS',
			url: expect.stringMatching(new RegExp(`/files/stats/${String(created.id_str)}\\.json\\.gz$`)),
			expires_at: expect.any(String),
		});
		expect(sent().filter(({ path }) => path === JOBS)).toContainEqual({
			method: 'GET',
			path: JOBS,
			query: { job_ids: String(created.id_str), count: '1000' },
		});
	});

	test('Limit asks for that many and follows the cursor no further', async () => {
		for (let n = 0; n < 3; n++) await run(base('createStatsJob'));
		emulator().clearLog();
		const result = await run({
			resource: 'analytics',
			operation: 'getStatsJobs',
			accountId: byId(ACCOUNT),
			returnAll: false,
			limit: 2,
		});
		expect(json(result)).toHaveLength(2);
		expect(sent()).toEqual([{ method: 'GET', path: JOBS, query: { count: '2' } }]);
	});

	test('a delete answers the job record; a second delete is explained', async () => {
		const created = json(await run(base('createStatsJob')))[0];
		const remove = () =>
			run({
				resource: 'analytics',
				operation: 'deleteStatsJob',
				accountId: byId(ACCOUNT),
				jobId: String(created.id_str),
			});
		expect(json(await remove())).toEqual([expect.objectContaining({ id_str: created.id_str })]);
		const again = await remove();
		expect(again.error?.message).toBe(
			'The stats job was not found: it is already deleted or the ID is wrong',
		);
		expect(sent().filter(({ method }) => method === 'DELETE')).toEqual([
			{ method: 'DELETE', path: `${JOBS}/${String(created.id_str)}`, query: {} },
			{ method: 'DELETE', path: `${JOBS}/${String(created.id_str)}`, query: {} },
		]);
	});
});

describe('Get Stats (Long Range)', () => {
	// 16 to 20 s with the load at 20 on 2 cores, 41 s when heavier: more than jest's default 30 s.
	test('a 90-day report of 45 line items: one row per line item and day, equal to the emulator metrics', async () => {
		const result = await run(
			base('getStatsLongRange', {
				timeRange: 'last90Days',
				lineItems: REPORTING_LINE_ITEMS,
			}),
		);
		expect(result.error).toBeUndefined();
		const rows = json(result);
		expect(rows).toHaveLength(45 * 90);
		const keys = new Set(rows.map((row) => `${String(row.id)} ${String(row.startUtc)}`));
		expect(keys.size).toBe(45 * 90);
		// Three jobs (20, 20 and 5 line items), each file downloaded once, without a signature.
		const posts = sent().filter(({ method }) => method === 'POST');
		expect(posts.map(({ query }) => String(query.entity_ids).split(',').length)).toEqual([
			20, 20, 5,
		]);
		expect(posts[0].query).toMatchObject({
			start_time: accountMidnight(90),
			end_time: accountMidnight(0),
			granularity: 'DAY',
		});
		const files = requests().filter(({ path }) => isFile(path));
		expect(files).toHaveLength(3);
		expect(
			emulator()
				.log.filter(({ path }) => isFile(path))
				.map(({ headers }) => headers.authorization),
		).toEqual([undefined, undefined, undefined]);
		const metrics = await admin(
			'GET',
			`/__emulator/ads/metrics?${new URLSearchParams({
				account_id: ACCOUNT,
				entity: 'LINE_ITEM',
				entity_ids: REPORTING_LINE_ITEMS.join(','),
				start_time: accountMidnight(90),
				end_time: accountMidnight(0),
				granularity: 'DAY',
				placement: 'ALL_ON_PLATFORM',
				metric_groups: 'ENGAGEMENT,BILLING',
			}).toString()}`,
		);
		const expected = new Map<string, { impressions: unknown; spend: unknown }>();
		for (const entity of metrics.data as Array<{
			id: string;
			id_data: Array<{ metrics: IDataObject }>;
		}>) {
			const values = entity.id_data[0].metrics;
			for (let day = 0; day < 90; day++) {
				const start = new Date(Date.parse(accountMidnight(90)) + day * DAY_MS)
					.toISOString()
					.replace('.000Z', 'Z');
				const micros = (values.billed_charge_local_micro as Array<number | null> | null)?.[day];
				expected.set(`${entity.id} ${start}`, {
					impressions: (values.impressions as Array<number | null> | null)?.[day] ?? null,
					spend: micros === null || micros === undefined ? null : micros / 1e6,
				});
			}
		}
		for (const row of rows)
			expect({
				key: `${String(row.id)} ${String(row.startUtc)}`,
				impressions: row.impressions,
				spend: row.spend,
			}).toEqual({
				key: `${String(row.id)} ${String(row.startUtc)}`,
				...expected.get(`${String(row.id)} ${String(row.startUtc)}`),
			});
		expect(rows[0]).toMatchObject({
			entity: 'LINE_ITEM',
			name: expect.stringMatching(/^Reporting li7x/),
		});
	}, 120_000);

	test('a job file answering 404 once is downloaded again', async () => {
		emulator().injectFault({ method: 'GET', path: '/files/stats/.*', status: 404, times: 1 });
		const result = await run(
			base('getStatsLongRange', { requestOptions: { retryDelaySeconds: 0 } }),
		);
		expect(result.error).toBeUndefined();
		expect(json(result)).toHaveLength(2);
		expect(
			emulator()
				.log.filter(({ path }) => isFile(path))
				.map(({ status }) => status),
		).toEqual([404, 200]);
	});

	/** The calls, with the list's count or job_ids and each job create's refusal. */
	const calls = () =>
		emulator()
			.log.filter(({ path }) => !path.startsWith('/__emulator'))
			.map(({ method, path, query, status }) => {
				if (isFile(path)) return `${method} file`;
				if (path !== JOBS) return `${method} ${path.replace(ACCOUNT_PATH, 'account')}`;
				return method === 'POST'
					? `POST job ${status}`
					: `GET jobs ${String(query.job_ids ?? `count=${String(query.count)}`)}`;
			});

	test('with 0 job slots left (the header of the last create), the next job waits for a free one', async () => {
		await admin('POST', '/__emulator/ads/job-limit', { limit: 1 });
		const result = await run(
			base('getStatsLongRange', { lineItems: REPORTING_LINE_ITEMS.slice(0, 21) }),
		);
		expect(result.error).toBeUndefined();
		expect(json(result)).toHaveLength(21 * 2);
		const [first, second] = emulator()
			.log.filter(({ method, path }) => method === 'POST' && path === JOBS)
			.map(({ responseBody }) => String((responseBody as { data: IDataObject }).data.id_str));
		expect(calls()).toEqual([
			'GET account',
			'POST job 200',
			// X-Concurrent-Job-Limit-Remaining: 0. The first job is done at its second listing.
			'GET jobs count=1000',
			'GET jobs count=1000',
			'POST job 200',
			`GET jobs ${first},${second}`,
			`GET jobs ${second}`,
			'GET file',
			'GET file',
			'GET account/line_items',
			// The line items' campaigns, for their names.
			'GET account/campaigns',
		]);
	});

	test('TOO_MANY_JOBS is waited for: the jobs are listed until one is done, then the job is created', async () => {
		await admin('POST', '/__emulator/ads/job-limit', { limit: 1 });
		await run(base('createStatsJob'));
		emulator().clearLog();
		const result = await run(base('getStatsLongRange'));
		expect(result.error).toBeUndefined();
		expect(json(result)).toHaveLength(2);
		expect(calls().slice(0, 6)).toEqual([
			'GET account',
			'POST job 400',
			'GET jobs count=1000',
			'GET jobs count=1000',
			'POST job 200',
			expect.stringMatching(/^GET jobs \d+$/),
		]);
		const refused = emulator().log.find(({ status }) => status === 400)!;
		expect(refused.responseBody).toMatchObject({ errors: [{ code: 'TOO_MANY_JOBS' }] });
	});

	test('an account that stays full fails the item past the wait cap, saying when to try again', async () => {
		await admin('POST', '/__emulator/ads/job-limit', { limit: 0 });
		const result = await run(
			base('getStatsLongRange', { requestOptions: { maxRateLimitWaitSeconds: 1 } }),
		);
		expect(result.error?.message).toBe(
			'Item 1: the account has the most stats jobs the platform lets process at once, and none finished within the wait cap of 1 s',
		);
		// Listings with growing pauses (10, 15, 23, ... ms) until the next would pass the cap, then
		// no job was created. How many fit in the cap depends on the machine's load (a starved
		// run lists once), so the test counts at least one and checks each pause was kept.
		const listedAt = emulator()
			.log.filter(({ path, method }) => path === JOBS && method === 'GET')
			.map(({ receivedAt }) => receivedAt);
		expect(listedAt.length).toBeGreaterThan(0);
		for (let n = 1; n < listedAt.length; n++)
			expect(listedAt[n] - listedAt[n - 1]).toBeGreaterThanOrEqual(9); // 10 ms, timers rounded
		expect(calls().filter((call) => call.startsWith('POST'))).toEqual(['POST job 400']);
		expect((result.error as { description?: string }).description).toMatch(
			/Try again after \d{4}-/,
		);
	});

	test('with Continue On Fail, each item of a failed report gets its error', async () => {
		await admin('POST', '/__emulator/ads/job-limit', { limit: 0 });
		const result = await run(
			base('getStatsLongRange', {
				lineItems: '={{ $json.id }}',
				requestOptions: { maxRateLimitWaitSeconds: 0 },
			}),
			{ items: [{ json: { id: '8v7jo' } }, { json: { id: '8v7jp' } }], continueOnFail: true },
		);
		expect(result.items.map(({ json: item, pairedItem }) => [item.error, pairedItem])).toEqual([
			[expect.stringMatching(/^Items 1 and 2: the account has the most stats jobs/), [{ item: 0 }]],
			[expect.stringMatching(/^Items 1 and 2: the account has the most stats jobs/), [{ item: 1 }]],
		]);
	});

	test('segmented by age: rows per segment, the segmentation sent', async () => {
		const result = await run(base('getStatsLongRange', { segmentationType: 'AGE' }));
		expect(result.error).toBeUndefined();
		const rows = json(result);
		expect(rows.length).toBeGreaterThan(2);
		expect(rows.every((row) => row.segment !== null)).toBe(true);
		expect(sent().find(({ method }) => method === 'POST')?.query).toMatchObject({
			segmentation_type: 'AGE',
		});
	});

	test('Raw Answer gives each job file as the platform wrote it', async () => {
		const result = await run(
			base('getStatsLongRange', { statsOptions: { ...FAST, output: 'raw' } }),
		);
		expect(result.error).toBeUndefined();
		expect(json(result)).toEqual([
			expect.objectContaining({ data_type: 'stats', time_series_length: 2 }),
		]);
	});
});
