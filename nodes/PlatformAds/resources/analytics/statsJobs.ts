import { NodeOperationError, sleep, type IDataObject } from 'n8n-workflow';

import { itemLabel } from '../../../shared/validation';
import { adsResponse, type AdsCall } from '../../../shared/ads/adsRequest';
import { requestSettingsOf } from '../../../shared/transport/requestSettings';
import { headerValue } from '../../../shared/transport/retryPolicy';
import { downloadJobFile, type FileRetries } from './jobFile';
import type { StatsAnswer } from '../../../shared/adsAnalytics/statsRows';
import { IDS_PER_REQUEST, RANGE_LIMIT_DAYS } from '../../../shared/adsAnalytics/analyticsEnums';
import type { StatsRequest } from '../../../shared/adsAnalytics/statsRules';
import {
	inBatches,
	rangeQuery,
	splitRange,
	type Range,
} from '../../../shared/adsAnalytics/statsWindows';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';
import { isRecord } from '../../../shared/isRecord';

/**
 * The asynchronous analytics: a stats job per 20 ids and range of at most 90 days (45
 * segmented), created within the account's limit of 100 processing jobs, then polled until its
 * file is ready (jobFile.ts downloads it). Only Platform Ads runs jobs, so they live beside its
 * analytics operations, not in nodes/shared.
 */

/** The platform's limit of processing jobs per account (X-Concurrent-Job-Limit). */
export const MAX_PROCESSING_JOBS = 100;
/** Ids of one job list request (job_ids: up to 200). */
export const JOB_IDS_PER_LIST = 200;
/** The largest page of the job list (count: 1 to 1000). */
export const MAX_JOBS_PAGE = 1000;

export const maxJobDays = (segmented: boolean): number =>
	segmented ? RANGE_LIMIT_DAYS.segmentedJob : RANGE_LIMIT_DAYS.job;

/** Statuses of a job that is not done yet (the platform also names QUEUED and UPLOADING). */
const UNFINISHED = new Set(['PROCESSING', 'QUEUED', 'UPLOADING']);

/** The path of the account's jobs: GET lists them, POST creates one. */
export const jobsPath = (account: string): string =>
	`/12/stats/jobs/accounts/${encodeURIComponent(account)}`;

/** A job record: id, id_str, status, url, expires_at, the request's parameters... */
export interface StatsJob extends IDataObject {
	id_str: string;
	status: string;
	url?: string | null;
	expires_at?: string | null;
}

/** A record the package can follow: its ID as text and its status (whatever else it holds). */
export const isJobRecord = (value: unknown): value is StatsJob =>
	isRecord(value) && typeof value.id_str === 'string' && typeof value.status === 'string';

/** One job of a request: a window of its range and a batch of its ids. */
export interface PlannedJob {
	window: Range;
	ids: string[];
	/** Which batch of ids (the windows of one batch are joined into one answer). */
	batch: number;
}

/**
 * The jobs a request needs: its range cut into windows of at most 90 days (45 segmented), its ids
 * into batches of 20; the windows of each batch in order.
 */
export function planStatsJobs(request: StatsRequest): PlannedJob[] {
	const windows = splitRange(
		request.range,
		maxJobDays(!!request.segmentationType),
		request.granularity,
	);
	return inBatches(request.entityIds, IDS_PER_REQUEST).flatMap((ids, batch) =>
		windows.map((window) => ({ window, ids, batch })),
	);
}

/** The query of one job create: the shared parameters, lists as comma lists, empty ones left out. */
export function jobQuery(
	request: StatsRequest,
	job: Pick<PlannedJob, 'window' | 'ids'>,
): IDataObject {
	const query: IDataObject = {
		entity: request.entity,
		entity_ids: job.ids.join(','),
		...rangeQuery(job.window),
		granularity: request.granularity,
		placement: request.placement,
		metric_groups: request.metricGroups.join(','),
	};
	const segmentation = {
		segmentation_type: request.segmentationType,
		country: request.country,
		platform: request.platform,
	};
	for (const [name, value] of Object.entries(segmentation))
		if (value !== undefined && value !== null && String(value).trim() !== '')
			query[name] = String(value).trim();
	return query;
}

/** How the jobs of one run wait: on the job limit (the node's cap) and for the files. */
export interface JobWaits {
	/** First pause between two status checks; each later pause grows, up to MAX_POLL_GROWTH times. */
	pollMs: number;
	/** How long the jobs may take to finish before the item fails. */
	maxWaitMs: number;
	/** Replaceable so that unit tests need not sleep; n8n-workflow's sleep otherwise. */
	sleep?: (ms: number) => Promise<void>;
}

/** A pause grows by half each time, up to this many times the first (10 s -> at most 60 s). */
const MAX_POLL_GROWTH = 6;
export const nextPause = (pauseMs: number, firstMs: number): number =>
	Math.min(Math.ceil(pauseMs * 1.5), Math.max(firstMs, 1) * MAX_POLL_GROWTH);

/**
 * The time spent waiting so far: the clock's, or the pauses' sum when they did not really sleep
 * (tests), so that a wait ends at its cap either way.
 */
export function waitClock(): { spent(): number; paused(ms: number): void } {
	const startedAt = Date.now();
	let pausedMs = 0;
	return {
		spent: () => Math.max(Date.now() - startedAt, pausedMs),
		paused: (ms) => void (pausedMs += ms),
	};
}

/**
 * A pause of a wait (n8n-workflow's sleep, as the transport's), after which a stopped execution
 * ends the wait instead of asking again.
 */
async function pauseOf(
	context: CodeOperationContext,
	waits: Pick<JobWaits, 'sleep'>,
	ms: number,
): Promise<void> {
	await (waits.sleep ?? sleep)(ms);
	if (context.getExecutionCancelSignal?.()?.aborted)
		throw new NodeOperationError(
			context.getNode(),
			'The execution was stopped while waiting for stats jobs',
		);
}

/** Whether a job is finished, well or not. */
export const isFinished = (job: StatsJob): boolean => !UNFINISHED.has(String(job.status));

/** An answer of the jobs endpoints, with what is left of the concurrency limit when it says. */
interface JobsAnswer {
	status: number;
	body: IDataObject;
	remaining?: number;
}

/**
 * One request to the jobs endpoints, keeping the headers: X-Concurrent-Job-Limit-Remaining tells
 * when the account is full before a create is refused. A TOO_MANY_JOBS refusal is returned, not
 * thrown, so the caller can wait.
 */
async function jobsRequest(context: CodeOperationContext, call: AdsCall): Promise<JobsAnswer> {
	const response = await adsResponse.call(context, { ...call, acceptFailure: isTooManyJobs });
	const header = headerValue(
		response.headers as Record<string, string | undefined>,
		'x-concurrent-job-limit-remaining',
	);
	const remaining = header === undefined || header === '' ? undefined : Number(header);
	return {
		status: response.statusCode,
		body: (response.body ?? {}) as IDataObject,
		remaining: Number.isFinite(remaining) ? remaining : undefined,
	};
}

/** The platform's refusal of a create while 100 jobs are processing (HTTP 400 TOO_MANY_JOBS). */
export function isTooManyJobs(status: number, body: unknown): boolean {
	if (status !== 400 || !body || typeof body !== 'object') return false;
	const errors = (body as IDataObject).errors;
	return (
		Array.isArray(errors) &&
		errors.some((error) => (error as IDataObject)?.code === 'TOO_MANY_JOBS')
	);
}

const jobsData = (body: IDataObject): StatsJob[] =>
	Array.isArray(body.data) ? (body.data as StatsJob[]) : [];

/**
 * What is known of the account's free job slots during one run: the last
 * X-Concurrent-Job-Limit-Remaining seen (undefined before the first answer).
 */
export interface JobSlots {
	remaining?: number;
}

/**
 * Creates one job. When the account has no free slot (the last answer said 0 remain, or the
 * platform answers TOO_MANY_JOBS), it waits for running jobs to finish, checking the job list with
 * growing pauses, for at most the node's wait cap (Request Options > Max Rate Limit Wait); past
 * it the item fails saying when to try again. A create is never sent twice after an ambiguous
 * failure (the transport's rule for POST).
 */
export async function createStatsJob(
	context: CodeOperationContext,
	itemIndex: number,
	account: string,
	query: IDataObject,
	slots: JobSlots,
	waits: Pick<JobWaits, 'pollMs' | 'sleep'>,
): Promise<StatsJob> {
	const capMs = requestSettingsOf(context).policy.maxRateLimitWaitMs;
	const clock = waitClock();
	for (;;) {
		if (slots.remaining !== undefined && slots.remaining <= 0)
			await waitForFreeSlot(context, itemIndex, account, slots, { clock, capMs }, waits);
		const answer = await jobsRequest(context, {
			method: 'POST',
			path: jobsPath(account),
			qs: query,
			expect: {
				what: 'expected the job record, with its `id_str` and `status`, in `data`',
				holds: (body) => isTooManyJobs(400, body) || (isRecord(body) && isJobRecord(body.data)),
			},
		});
		if (!isTooManyJobs(answer.status, answer.body)) {
			slots.remaining = answer.remaining;
			return answer.body.data as StatsJob;
		}
		slots.remaining = 0;
	}
}

/**
 * Waits until the account has a free job slot, listing its jobs (the listing's
 * X-Concurrent-Job-Limit-Remaining, or its processing jobs when the header is missing).
 */
async function waitForFreeSlot(
	context: CodeOperationContext,
	itemIndex: number,
	account: string,
	slots: JobSlots,
	{ clock, capMs }: { clock: ReturnType<typeof waitClock>; capMs: number },
	waits: Pick<JobWaits, 'pollMs' | 'sleep'>,
): Promise<void> {
	for (let pauseMs = Math.max(waits.pollMs, 1); ; pauseMs = nextPause(pauseMs, waits.pollMs)) {
		if (clock.spent() + pauseMs > capMs) throw jobLimitError(context, itemIndex, capMs, pauseMs);
		await pauseOf(context, waits, pauseMs);
		clock.paused(pauseMs);
		const listed = await jobsRequest(context, {
			method: 'GET',
			path: jobsPath(account),
			qs: { count: MAX_JOBS_PAGE },
			idempotent: true,
		});
		const processing = jobsData(listed.body).filter((job) => !isFinished(job)).length;
		slots.remaining = listed.remaining ?? MAX_PROCESSING_JOBS - processing;
		if (slots.remaining > 0) return;
	}
}

function jobLimitError(
	context: CodeOperationContext,
	itemIndex: number,
	capMs: number,
	nextPauseMs: number,
): NodeOperationError {
	// Jobs finish within minutes; the next check is as good a time as any to try again.
	const retryAt = new Date(Date.now() + Math.max(nextPauseMs, 60_000)).toISOString();
	return new NodeOperationError(
		context.getNode(),
		`${itemLabel(itemIndex)}: the account has the most stats jobs the platform lets process at once, and none finished within the wait cap of ${Math.round(capMs / 1000)} s`,
		{
			itemIndex,
			description: `The platform allows ${MAX_PROCESSING_JOBS} processing jobs per ads account (TOO_MANY_JOBS). Try again after ${retryAt}, when running jobs have finished, or raise Request Options > Max Rate Limit Wait.`,
		},
	);
}

/** The records of these jobs now (GET jobs?job_ids=..., 200 ids a request). */
export async function getStatsJobs(
	context: CodeOperationContext,
	account: string,
	jobIds: string[],
): Promise<StatsJob[]> {
	const records: StatsJob[] = [];
	for (let start = 0; start < jobIds.length; start += JOB_IDS_PER_LIST) {
		const ids = jobIds.slice(start, start + JOB_IDS_PER_LIST);
		const answer = await jobsRequest(context, {
			method: 'GET',
			path: jobsPath(account),
			qs: { job_ids: ids.join(','), count: ids.length },
			idempotent: true,
			expect: {
				what: 'expected the job records, each with its `id_str` and `status`, in a `data` list',
				holds: (body) => {
					const data = !!body && typeof body === 'object' && (body as IDataObject).data;
					return Array.isArray(data) && data.every(isJobRecord);
				},
			},
		});
		records.push(...jobsData(answer.body));
	}
	return records;
}

/**
 * Waits until every job is finished, checking their status with pauses that grow from
 * `waits.pollMs`; a FAILED job or one still running at `waits.maxWaitMs` fails the item. Answers
 * the finished records, in the order of `jobs`.
 */
export async function waitForStatsJobs(
	context: CodeOperationContext,
	itemIndex: number,
	account: string,
	jobs: StatsJob[],
	waits: JobWaits,
): Promise<StatsJob[]> {
	const clock = waitClock();
	const current = new Map(jobs.map((job) => [String(job.id_str), job]));
	let pauseMs = Math.max(waits.pollMs, 1);
	for (;;) {
		const running = [...current.values()].filter((job) => !isFinished(job));
		if (running.length === 0) break;
		if (clock.spent() + pauseMs > waits.maxWaitMs)
			throw stillRunningError(context, itemIndex, running, waits.maxWaitMs);
		await pauseOf(context, waits, pauseMs);
		clock.paused(pauseMs);
		pauseMs = nextPause(pauseMs, waits.pollMs);
		for (const job of await getStatsJobs(
			context,
			account,
			running.map((one) => String(one.id_str)),
		))
			if (current.has(String(job.id_str))) current.set(String(job.id_str), job);
	}
	const failed = [...current.values()].find((job) => job.status !== 'SUCCESS');
	if (failed)
		throw new NodeOperationError(
			context.getNode(),
			`${itemLabel(itemIndex)}: stats job ${failed.id_str} ended with status ${String(failed.status)}`,
			{
				itemIndex,
				description:
					'The platform could not produce its file. Run the node again; if it fails again, try a shorter range or fewer metric groups.',
			},
		);
	return jobs.map((job) => current.get(String(job.id_str)) ?? job);
}

function stillRunningError(
	context: CodeOperationContext,
	itemIndex: number,
	running: StatsJob[],
	maxWaitMs: number,
): NodeOperationError {
	const ids = running.map((job) => job.id_str);
	return new NodeOperationError(
		context.getNode(),
		`${itemLabel(itemIndex)}: ${ids.length} stats job${ids.length === 1 ? ' is' : 's are'} still processing after ${Math.round(maxWaitMs / 1000)} s (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', ...' : ''})`,
		{
			itemIndex,
			description:
				'Raise Options > Max Wait, or check them later with Get Stats Jobs (their files stay available about two days after they finish).',
		},
	);
}

/** What a long-range report needs beside the request. */
export interface LongRangeSettings extends JobWaits {
	/** Retries of a file download (jobFile.ts FILE_RETRIES by default). */
	fileRetries?: FileRetries;
}

/** The files of one batch of ids, one per window of the range, in order. */
export interface JobBatch {
	ids: string[];
	files: StatsAnswer[];
}

/**
 * A request of any length through jobs (for scheduled syncs and backfills): the jobs it needs
 * created one by one within the account's limit, waited for, and their files downloaded. Answers
 * the files of each batch of ids (joinWindows makes one answer of them). An error names the item;
 * jobs already created run on and can be listed with Get Stats Jobs.
 */
export async function runStatsJobs(
	context: CodeOperationContext,
	itemIndex: number,
	account: string,
	request: StatsRequest,
	slots: JobSlots,
	settings: LongRangeSettings,
): Promise<JobBatch[]> {
	const planned = planStatsJobs(request);
	const created: StatsJob[] = [];
	for (const job of planned)
		created.push(
			await createStatsJob(context, itemIndex, account, jobQuery(request, job), slots, settings),
		);
	const finished = await waitForStatsJobs(context, itemIndex, account, created, settings);
	const batches: JobBatch[] = [];
	for (const [index, job] of finished.entries()) {
		const file = await downloadJobFile(
			context,
			itemIndex,
			job,
			async () => (await getStatsJobs(context, account, [job.id_str]))[0],
			settings.fileRetries,
		);
		const { batch, ids } = planned[index];
		(batches[batch] ??= { ids, files: [] }).files.push(file as StatsAnswer);
	}
	return batches;
}
