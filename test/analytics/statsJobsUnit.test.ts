import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import type { IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import {
	createStatsJob,
	getStatsJobs,
	jobQuery,
	nextPause,
	planStatsJobs,
	waitForStatsJobs,
	type JobSlots,
	type StatsJob,
} from '../../nodes/PlatformAds/resources/analytics/statsJobs';
import type { StatsRequest } from '../../nodes/shared/adsAnalytics/statsRules';
import { downloadJobFile, parseJobFile } from '../../nodes/PlatformAds/resources/analytics/jobFile';
import { startEmulator, type Emulator } from '../emulator';
import type { Fault } from '../emulator/types';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { ACCOUNT } from '../ads/adsFixtures';

/**
 * The job helpers on real HTTP, with the jobs endpoints' answers scripted as emulator faults (a
 * fault with a status answers instead of the route) and the job file served by a server of the
 * test: what the code does with each answer, and what it sends.
 */
let emulator: Emulator;
let files: Server;
let fileAnswers: Array<{ status: number; body: Buffer }>;
let pauses: number[];

beforeAll(async () => {
	emulator = await startEmulator();
	files = createServer((_request, response) => {
		const answer = fileAnswers.shift() ?? { status: 404, body: Buffer.from('gone') };
		response.writeHead(answer.status, { 'content-type': 'application/gzip' });
		response.end(answer.body);
	});
	await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
	await emulator.close();
	await new Promise((resolve) => files.close(resolve));
});
beforeEach(() => {
	emulator.clearLog();
	emulator.clearFaults();
	fileAnswers = [];
	pauses = [];
});

const JOBS = `/ads/12/stats/jobs/accounts/${ACCOUNT}`;
const fileUrl = () =>
	`http://127.0.0.1:${(files.address() as AddressInfo).port}/files/stats/7.json.gz`;
const sleep = async (ms: number) => void pauses.push(ms);

/** An execute context: the node's parameters, its credential, and n8n's plain httpRequest. */
function context(requestOptions: Record<string, number> = {}): IExecuteFunctions {
	const base = fakeContext(
		new PlatformOAuth1Api(),
		emulatorCredentials(emulator).platformOAuth1Api,
	);
	const parameters: Record<string, unknown> = { authentication: 'oAuth1', requestOptions };
	return {
		...base,
		getInputData: () => [{ json: {} }],
		getNodeParameter: (name: string, _item: number, fallback: unknown) =>
			parameters[name] ?? fallback,
		helpers: {
			...base.helpers,
			async httpRequest(options: IHttpRequestOptions) {
				const response = await fetch(options.url);
				const body = Buffer.from(await response.arrayBuffer());
				return { statusCode: response.status, headers: {}, body };
			},
		},
	} as unknown as IExecuteFunctions;
}

const START = Date.UTC(2026, 7, 1);
const REQUEST: StatsRequest = {
	entity: 'LINE_ITEM',
	entityIds: ['li1', 'li2'],
	range: { startMs: START, endMs: Date.UTC(2026, 9, 30) },
	granularity: 'DAY',
	placement: 'ALL_ON_PLATFORM',
	metricGroups: ['ENGAGEMENT', 'BILLING'],
};
const QUERY = {
	entity: 'LINE_ITEM',
	entity_ids: 'li1,li2',
	start_time: '2026-08-01T00:00:00Z',
	end_time: '2026-10-30T00:00:00Z',
	granularity: 'DAY',
	placement: 'ALL_ON_PLATFORM',
	metric_groups: 'ENGAGEMENT,BILLING',
};
const job = (id: string, status = 'PROCESSING', url: string | null = null): StatsJob => ({
	id: Number(id),
	id_str: id,
	status,
	url,
	expires_at: url ? '2026-11-29T00:00:00Z' : null,
});
const jobAnswer = (data: unknown, remaining?: number): Omit<Fault, 'path'> => ({
	status: 200,
	body: { data, request: { params: {} } },
	headers:
		remaining === undefined
			? {}
			: {
					'x-concurrent-job-limit': '100',
					'x-concurrent-job-limit-remaining': String(remaining),
				},
});
const TOO_MANY = {
	status: 400,
	body: {
		errors: [
			{ code: 'TOO_MANY_JOBS', message: 'A maximum of 100 jobs can be in processing state' },
		],
		request: { params: {} },
	},
};
const sent = () => emulator.log.map(({ method, path, query }) => ({ method, path, query }));

const ids = (count: number) => Array.from({ length: count }, (_, n) => `li${n}`);
/** The instant `count` days after the request's start. */
const days = (count: number) => START + count * 86_400_000;
/** The request with its range ending `count` days after its start. */
const lasting = (count: number) => ({ ...REQUEST.range, endMs: days(count) });

describe('planStatsJobs, jobQuery and pauses', () => {
	test('90 days and 20 ids are one job; 21 ids are two; 91 days are two windows per batch', () => {
		const one = planStatsJobs({ ...REQUEST, entityIds: ids(20), range: lasting(90) });
		expect(one).toEqual([{ window: lasting(90), ids: ids(20), batch: 0 }]);
		const split = planStatsJobs({ ...REQUEST, entityIds: ids(21), range: lasting(91) });
		expect(
			split.map(({ window, ids: batch, batch: n }) => [window.endMs, batch.length, n]),
		).toEqual([
			[days(90), 20, 0],
			[days(91), 20, 0],
			[days(90), 1, 1],
			[days(91), 1, 1],
		]);
	});

	test('a segmented job holds at most 45 days', () => {
		const windows = (length: number) =>
			planStatsJobs({ ...REQUEST, segmentationType: 'AGE', range: lasting(length) }).map(
				({ window }) => window,
			);
		expect(windows(45)).toEqual([lasting(45)]);
		expect(windows(46)).toEqual([lasting(45), { startMs: days(45), endMs: days(46) }]);
	});

	test('lists become comma lists; empty segmentation values are left out', () => {
		const job = { window: REQUEST.range, ids: ['li1', 'li2'] };
		expect(jobQuery({ ...REQUEST, segmentationType: '', country: ' ' }, job)).toEqual(QUERY);
		expect(
			jobQuery({ ...REQUEST, segmentationType: 'METROS', country: '96683cc9126741d1' }, job),
		).toEqual({ ...QUERY, segmentation_type: 'METROS', country: '96683cc9126741d1' });
	});

	test('each pause is half again as long, up to six times the first', () => {
		const seen = [10_000];
		for (let n = 0; n < 8; n++) seen.push(nextPause(seen.at(-1)!, 10_000));
		expect(seen).toEqual([10_000, 15_000, 22_500, 33_750, 50_625, 60_000, 60_000, 60_000, 60_000]);
	});
});

describe('createStatsJob', () => {
	test('sends the query on POST and keeps what the limit header says is left', async () => {
		emulator.injectFault({ method: 'POST', path: JOBS, ...jobAnswer(job('7'), 99) });
		const slots: JobSlots = {};
		const created = await createStatsJob(context(), 0, ACCOUNT, QUERY, slots, {
			pollMs: 10,
			sleep,
		});
		expect(created).toMatchObject({ id_str: '7', status: 'PROCESSING' });
		expect(slots.remaining).toBe(99);
		expect(sent()).toEqual([{ method: 'POST', path: JOBS, query: QUERY }]);
		expect(pauses).toEqual([]);
	});

	test('on TOO_MANY_JOBS it lists the jobs with growing pauses until a slot is free, then creates', async () => {
		emulator.injectFault({ method: 'POST', path: JOBS, ...TOO_MANY });
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer([job('1')], 0) });
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer([job('1', 'SUCCESS')], 1) });
		emulator.injectFault({ method: 'POST', path: JOBS, ...jobAnswer(job('8'), 0) });
		const slots: JobSlots = {};
		const created = await createStatsJob(context(), 0, ACCOUNT, QUERY, slots, {
			pollMs: 100,
			sleep,
		});
		expect(created.id_str).toBe('8');
		expect(slots.remaining).toBe(0);
		expect(pauses).toEqual([100, 150]);
		expect(sent()).toEqual([
			{ method: 'POST', path: JOBS, query: QUERY },
			{ method: 'GET', path: JOBS, query: { count: '1000' } },
			{ method: 'GET', path: JOBS, query: { count: '1000' } },
			{ method: 'POST', path: JOBS, query: QUERY },
		]);
	});

	test('a full account (0 left) is waited for before the create is sent', async () => {
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer([], 3) });
		emulator.injectFault({ method: 'POST', path: JOBS, ...jobAnswer(job('9'), 2) });
		const slots: JobSlots = { remaining: 0 };
		await createStatsJob(context(), 0, ACCOUNT, QUERY, slots, { pollMs: 5, sleep });
		expect(sent().map(({ method }) => method)).toEqual(['GET', 'POST']);
		expect(slots.remaining).toBe(2);
	});

	test('without the header, the listed processing jobs tell how many slots are left', async () => {
		const processing = Array.from({ length: 100 }, (_, n) => job(String(n + 1)));
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer(processing) });
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer(processing.slice(1)) });
		emulator.injectFault({ method: 'POST', path: JOBS, ...jobAnswer(job('9')) });
		const slots: JobSlots = { remaining: 0 };
		await createStatsJob(context(), 0, ACCOUNT, QUERY, slots, { pollMs: 5, sleep });
		expect(sent().map(({ method }) => method)).toEqual(['GET', 'GET', 'POST']);
		expect(pauses).toEqual([5, 8]);
	});

	test('past the node wait cap the item fails saying when to try again, and nothing more is created', async () => {
		emulator.injectFault({ method: 'POST', path: JOBS, ...TOO_MANY });
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer([job('1')], 0), times: 10 });
		const error = await createStatsJob(
			context({ maxRateLimitWaitSeconds: 30 }),
			2,
			ACCOUNT,
			QUERY,
			{},
			{ pollMs: 10_000, sleep },
		).catch((failure: Error & { description?: string }) => failure);
		expect(error).toMatchObject({
			message:
				'Item 3: the account has the most stats jobs the platform lets process at once, and none finished within the wait cap of 30 s',
			description: expect.stringMatching(
				/^The platform allows 100 processing jobs per ads account \(TOO_MANY_JOBS\)\. Try again after \d{4}-\d\d-\d\dT[\d:.]+Z, when running jobs have finished, or raise Request Options > Max Rate Limit Wait\.$/,
			),
		});
		// 10 + 15 = 25 s waited (the sleep is the test's, it returns at once); the next pause (22.5 s)
		// would pass the 30 s cap. The wait also counts the requests' own time, so the pauses are
		// long beside any request a loaded machine makes.
		expect(pauses).toEqual([10_000, 15_000]);
		expect(sent().filter(({ method }) => method === 'POST')).toHaveLength(1);
	});

	test('another refusal of the create is the platform error, not a wait', async () => {
		emulator.injectFault({
			method: 'POST',
			path: JOBS,
			status: 400,
			body: {
				errors: [{ code: 'INVALID_PARAMETER', message: 'bad placement', parameter: 'placement' }],
			},
		});
		await expect(
			createStatsJob(context(), 0, ACCOUNT, QUERY, {}, { pollMs: 5, sleep }),
		).rejects.toThrow(/INVALID_PARAMETER|bad placement/);
		expect(pauses).toEqual([]);
		expect(sent()).toHaveLength(1);
	});
});

describe('waitForStatsJobs', () => {
	test('polls only the running jobs with growing pauses until all succeed', async () => {
		emulator.injectFault({
			method: 'GET',
			path: JOBS,
			...jobAnswer([job('1', 'SUCCESS', 'u1'), job('2')]),
		});
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer([job('2', 'SUCCESS', 'u2')]) });
		const done = await waitForStatsJobs(context(), 0, ACCOUNT, [job('1'), job('2')], {
			pollMs: 20,
			maxWaitMs: 10_000,
			sleep,
		});
		expect(done.map(({ id_str, status, url }) => [id_str, status, url])).toEqual([
			['1', 'SUCCESS', 'u1'],
			['2', 'SUCCESS', 'u2'],
		]);
		expect(pauses).toEqual([20, 30]);
		expect(sent().map(({ query }) => query)).toEqual([
			{ job_ids: '1,2', count: '2' },
			{ job_ids: '2', count: '1' },
		]);
	});

	test('a stopped execution ends the wait after the pause, asking nothing more', async () => {
		const stopped = { ...context(), getExecutionCancelSignal: () => AbortSignal.abort() };
		await expect(
			waitForStatsJobs(stopped as IExecuteFunctions, 0, ACCOUNT, [job('3')], {
				pollMs: 5,
				maxWaitMs: 1000,
				sleep,
			}),
		).rejects.toThrow('The execution was stopped while waiting for stats jobs');
		expect(pauses).toEqual([5]);
		expect(sent()).toEqual([]);
	});

	test('a FAILED job fails the item', async () => {
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer([job('4', 'FAILED')]) });
		await expect(
			waitForStatsJobs(context(), 1, ACCOUNT, [job('4')], { pollMs: 1, maxWaitMs: 1000, sleep }),
		).rejects.toThrow('Item 2: stats job 4 ended with status FAILED');
	});

	test('jobs still running at the maximum wait fail the item, naming them', async () => {
		emulator.injectFault({ method: 'GET', path: JOBS, ...jobAnswer([job('5')]), times: 10 });
		await expect(
			waitForStatsJobs(context(), 0, ACCOUNT, [job('5')], {
				pollMs: 10_000,
				maxWaitMs: 30_000,
				sleep,
			}),
		).rejects.toThrow('Item 1: 1 stats job is still processing after 30 s (5)');
		// 10 + 15 s waited, the next pause (22.5 s) past 30 s. The wait also counts the listings' own
		// time, so the pauses are long beside any listing a loaded machine makes.
		expect(pauses).toEqual([10_000, 15_000]);
	});
});

describe('the job file', () => {
	const STATS = { data_type: 'stats', time_series_length: 1, data: [{ id: 'li1', id_data: [] }] };
	const noRecord = async () => undefined;
	const gzipped = () => gzipSync(Buffer.from(JSON.stringify(STATS)));

	test('parseJobFile reads gzip and plain JSON, and refuses a file without data', async () => {
		await expect(parseJobFile(gzipped())).resolves.toEqual(STATS);
		await expect(parseJobFile(Buffer.from(JSON.stringify(STATS)))).resolves.toEqual(STATS);
		await expect(parseJobFile(Buffer.from('{"data_type":"stats"}'))).rejects.toThrow(
			'the file holds no `data` list of stats',
		);
	});

	test('a 404 and a 503 are retried with growing pauses, without a credential', async () => {
		fileAnswers = [
			{ status: 404, body: Buffer.from('not yet') },
			{ status: 503, body: Buffer.from('busy') },
			{ status: 200, body: gzipped() },
		];
		const answer = await downloadJobFile(context(), 0, job('7', 'SUCCESS', fileUrl()), noRecord, {
			delayMs: 50,
			sleep,
		});
		expect(answer).toEqual(STATS);
		expect(pauses).toEqual([50, 100]);
		expect(sent()).toEqual([]);
	});

	test('a missing url is read again from the job record', async () => {
		emulator.injectFault({
			method: 'GET',
			path: JOBS,
			...jobAnswer([job('7', 'SUCCESS', fileUrl())]),
		});
		fileAnswers = [{ status: 200, body: gzipped() }];
		const ctx = context();
		const readAgain = async () => (await getStatsJobs(ctx, ACCOUNT, ['7']))[0];
		const answer = await downloadJobFile(ctx, 0, job('7', 'SUCCESS'), readAgain, {
			delayMs: 5,
			sleep,
		});
		expect(answer).toEqual(STATS);
		expect(sent()).toEqual([{ method: 'GET', path: JOBS, query: { job_ids: '7', count: '1' } }]);
	});

	test('a file still missing after the retries fails the item, saying until when it is kept', async () => {
		await expect(
			downloadJobFile(context(), 0, job('7', 'SUCCESS', fileUrl()), noRecord, {
				delayMs: 1,
				sleep,
			}),
		).rejects.toMatchObject({
			message:
				'Item 1: the file of stats job 7 could not be downloaded: the file was not found (404) (4 attempts)',
			description: expect.stringContaining('kept until 2026-11-29T00:00:00Z'),
		});
		expect(pauses).toEqual([1, 2, 4]);
	});

	test('an unreadable file fails at once', async () => {
		fileAnswers = [{ status: 200, body: Buffer.from([0x1f, 0x8b, 1, 2, 3]) }];
		await expect(
			downloadJobFile(context(), 0, job('7', 'SUCCESS', fileUrl()), noRecord, {
				delayMs: 1,
				sleep,
			}),
		).rejects.toThrow(/^Item 1: the file of stats job 7 could not be read: /);
		expect(pauses).toEqual([]);
	});
});
