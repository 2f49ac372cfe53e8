import { adsError } from '../errors';
import {
	adsRoute,
	envelope,
	invalid,
	isReply,
	notFound,
	single,
	unknownParameters,
} from '../adsRules';
import { checkStatsRequest } from '../adsStatsRules';
import { adsNow } from '../adsClock';
import { adsPage } from '../paging';
import {
	createJob,
	jobFile,
	jobHeaders,
	jobLimit,
	listed,
	processingJobs,
	statsJobs,
} from '../statsJobStore';
import type { Reply, Route, RouteContext } from '../types';
import { withAccount } from './adsAccounts';

const origin = (context: RouteContext) => `http://${String(context.headers.host)}`;

const withHeaders = (reply: Reply, headers: Record<string, string>): Reply => ({
	...reply,
	headers: { ...reply.headers, ...headers },
});

const createStatsJob = withAccount(({ state, query }, account) => {
	const headers = jobHeaders(state, account.id);
	const checked = checkStatsRequest(state, account, query, {
		maxDays: (segmented) => (segmented ? 45 : 90),
		segmentable: true,
	});
	if (isReply(checked)) return withHeaders(checked, headers);
	if (processingJobs(state, account.id) >= jobLimit(state))
		return withHeaders(
			adsError(
				400,
				'TOO_MANY_JOBS',
				`A maximum of ${jobLimit(state)} jobs can be in processing state`,
				{ details: 'Wait for jobs to finish (GET stats/jobs) before creating more' },
				{ ...query },
			),
			headers,
		);
	const job = createJob(state, checked);
	return withHeaders(envelope(job.record, query), jobHeaders(state, account.id));
});

/** GET jobs: newest first; each listing counts towards a job's completion (the second). */
function listStatsJobs(context: RouteContext): Reply {
	return withAccount(({ state, query }, account) => {
		const problem = unknownParameters(query, ['job_ids', 'count', 'cursor']);
		if (problem) return withHeaders(problem, jobHeaders(state, account.id));
		let wanted: string[] | undefined;
		if (query.job_ids !== undefined) {
			wanted = String(single(query.job_ids))
				.split(',')
				.map((id) => id.trim());
			if (wanted.some((id) => !/^\d{1,19}$/.test(id)))
				return withHeaders(
					invalid(query, 'job_ids', 'job_ids must be a comma list of job IDs (id_str)'),
					jobHeaders(state, account.id),
				);
			if (wanted.length > 200)
				return withHeaders(
					invalid(query, 'job_ids', `job_ids takes at most 200 IDs, got ${wanted.length}`),
					jobHeaders(state, account.id),
				);
		}
		const jobs = statsJobs(state)
			.filter(
				(job) =>
					job.record.account_id === account.id &&
					(wanted === undefined || wanted.includes(job.record.id_str)),
			)
			.reverse();
		const reply = adsPage(
			jobs.map((job) => job.record),
			query,
			{ min: 1, max: 1000, default: 200 },
		);
		const page = (reply.body as { data?: unknown[] }).data ?? [];
		for (const job of jobs) if (page.includes(job.record)) listed(state, job, origin(context));
		return withHeaders(reply, jobHeaders(state, account.id));
	})(context);
}

const deleteStatsJob = withAccount(({ state, params, query }, account) => {
	const problem = unknownParameters(query, []);
	if (problem) return problem;
	const jobs = statsJobs(state);
	const index = jobs.findIndex(
		(job) => job.record.account_id === account.id && job.record.id_str === params.job_id,
	);
	if (index === -1) return notFound(query, `Job ${params.job_id}`);
	const [job] = jobs.splice(index, 1);
	return envelope(job.record, query);
});

/** The job file: outside the ads interface, no credentials (a plain GET of the url). */
function downloadJobFile({ state, params }: RouteContext): Reply {
	const id = /^(\d+)\.json\.gz$/.exec(params.file)?.[1];
	const job = statsJobs(state).find((one) => one.record.id_str === id);
	const expires = job && Date.parse(String(job.record.expires_at));
	if (!job || job.record.status !== 'SUCCESS' || !(adsNow(state) < Number(expires)))
		return {
			status: 404,
			headers: { 'content-type': 'text/plain' },
			text: 'The file does not exist or has expired',
		};
	const file = jobFile(state, job);
	return {
		headers: { 'content-type': 'application/gzip', 'content-length': String(file.length) },
		stream: (response) => response.end(file),
	};
}

/**
 * Analytics jobs (statsJobStore.ts): create, list, delete, and the file.
 * A file of about 100,000 rows for the benchmark: a job of 20 line items of c7 (li7x00 to
 * li7x19), 45 days, HOUR, segmentation_type AGE (5 segments): 20 x 1,080 x 5 = 108,000 rows.
 */
export const routes: Route[] = [
	adsRoute('POST', '/12/stats/jobs/accounts/:account_id', createStatsJob),
	adsRoute('GET', '/12/stats/jobs/accounts/:account_id', listStatsJobs),
	adsRoute('DELETE', '/12/stats/jobs/accounts/:account_id/:job_id', deleteStatsJob),
	{
		api: 'core',
		method: 'GET',
		path: '/files/stats/:file',
		auth: 'none',
		checksItself: true,
		handler: downloadJobFile,
	},
];
