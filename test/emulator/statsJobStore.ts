import { gzipSync } from 'node:zlib';

import { adsNow, adsTime } from './adsClock';
import { statsBody, statsParams, type StatsQuery } from './adsMetrics';
import type { EmulatorState } from './state';
import { NOT_SPLIT_BY_TAGS, SEGMENTS } from './statsSegments';
import { jsonText } from './jsonText';

/**
 * Analytics jobs: created PROCESSING, SUCCESS the second time GET jobs lists
 * them (a client polls a few times), then their file: the stats answer's layout, gzip, at
 * `<origin>/files/stats/<id>.json.gz` until expires_at (2 days after completion). The file is
 * made at its first download from the metric model and kept, so later downloads are the same
 * bytes. At most `limit` (100) PROCESSING per account.
 */

export const DEFAULT_JOB_LIMIT = 100;
const EXPIRY_MS = 2 * 24 * 3_600_000;

export interface StatsJob {
	record: Record<string, unknown> & { id_str: string; status: string; account_id: string };
	query: StatsQuery;
	listings: number;
	file?: Buffer;
}

interface JobSettings {
	limit: number;
}

export const statsJobs = (state: EmulatorState) => state.collection<StatsJob>('adsStatsJobs');

const settings = (state: EmulatorState) =>
	state.collection<JobSettings>('adsStatsJobSettings', () => [{ limit: DEFAULT_JOB_LIMIT }])[0];

export const jobLimit = (state: EmulatorState): number => settings(state).limit;
export function setJobLimit(state: EmulatorState, limit: number): void {
	settings(state).limit = limit;
}

export const processingJobs = (state: EmulatorState, accountId: string): number =>
	statsJobs(state).filter(
		(job) => job.record.account_id === accountId && job.record.status === 'PROCESSING',
	).length;

/** The two concurrency headers of the job routes. */
export const jobHeaders = (state: EmulatorState, accountId: string): Record<string, string> => ({
	'X-Concurrent-Job-Limit': String(jobLimit(state)),
	'X-Concurrent-Job-Limit-Remaining': String(
		Math.max(0, jobLimit(state) - processingJobs(state, accountId)),
	),
});

/** A new PROCESSING job of a checked request. */
export function createJob(state: EmulatorState, query: StatsQuery): StatsJob {
	const idStr = state.nextNumericId();
	const now = adsTime(adsNow(state));
	const params = statsParams(query);
	const job: StatsJob = {
		record: {
			// A 64-bit number, written exactly (jsonText.ts), as the platform does; id_str beside it.
			id: BigInt(idStr),
			id_str: idStr,
			status: 'PROCESSING',
			url: null,
			expires_at: null,
			...params,
			account_id: query.accountId,
			created_at: now,
			updated_at: now,
		},
		query,
		listings: 0,
	};
	statsJobs(state).push(job);
	return job;
}

/** One more listing of the job: the second one completes it. */
export function listed(state: EmulatorState, job: StatsJob, origin: string): void {
	job.listings += 1;
	if (job.record.status !== 'PROCESSING' || job.listings < 2) return;
	const now = adsNow(state);
	Object.assign(job.record, {
		status: 'SUCCESS',
		url: `${origin}/files/stats/${job.record.id_str}.json.gz`,
		expires_at: adsTime(now + EXPIRY_MS),
		updated_at: adsTime(now),
	});
}

/** The job's file, gzip (made once). */
export function jobFile(state: EmulatorState, job: StatsJob): Buffer {
	if (!job.file) {
		const type = job.query.segmentation?.type;
		const body = statsBody(
			state,
			job.query,
			type
				? {
						segments: SEGMENTS[type],
						blank: type === 'CONVERSION_TAGS' ? NOT_SPLIT_BY_TAGS : [],
					}
				: undefined,
		);
		job.file = gzipSync(jsonText(body), { level: 1 });
	}
	return job.file;
}
