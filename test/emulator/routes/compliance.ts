import { checkId, checked, notFound, single } from '../requestChecks';
import type { EmulatorState } from '../state';
import type { Route, RouteContext } from '../types';

interface Job {
	id: string;
	type: 'posts' | 'users';
	name?: string;
	resumable: boolean;
	status: 'created' | 'in_progress' | 'complete';
	created_at: string;
	ids: string[];
	/** Status reads since the upload: each one moves the job one step on. */
	reads: number;
}

const jobs = (state: EmulatorState) => state.collection<Job>('complianceJobs');

/** The emulator's own address, for the storage URLs it names. */
const origin = (context: RouteContext) => `http://${String(context.headers.host)}`;

function view(job: Job, context: RouteContext) {
	const base = `${origin(context)}/__emulator/compliance/${job.id}`;
	const expires = new Date(Date.parse(job.created_at) + 86_400_000).toISOString();
	return {
		id: job.id,
		type: job.type,
		...(job.name ? { name: job.name } : {}),
		resumable: job.resumable,
		status: job.status,
		created_at: job.created_at,
		upload_url: `${base}/upload`,
		upload_expires_at: expires,
		download_url: `${base}/download`,
		download_expires_at: expires,
	};
}

/**
 * Compliance jobs with the platform's life cycle, made deterministic: a job is `created` until
 * its ids file is uploaded (to the upload URL the emulator names), then each status read moves
 * it on, `in_progress` then `complete`. The result (download URL) holds one JSON line per
 * uploaded id: ids ending in an odd digit are reported deleted.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/2/compliance/jobs',
		auth: 'app',
		handler: checked((context) => {
			const { type, name, resumable } = context.body as {
				type: Job['type'];
				name?: string;
				resumable?: boolean;
			};
			const job: Job = {
				id: context.state.nextNumericId(),
				type,
				name,
				resumable: Boolean(resumable),
				status: 'created',
				created_at: new Date().toISOString(),
				ids: [],
				reads: 0,
			};
			jobs(context.state).push(job);
			return { body: { data: view(job, context) } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/compliance/jobs',
		auth: 'app',
		handler: checked((context) => {
			const type = single(context.query, 'type');
			const status = single(context.query, 'status');
			const found = jobs(context.state).filter(
				(job) => job.type === type && (!status || job.status === status),
			);
			return {
				body: found.length
					? { data: found.map((job) => view(job, context)) }
					: { meta: { result_count: 0 } },
			};
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/compliance/jobs/:id',
		auth: 'app',
		handler: checked((context) => {
			const id = checkId('id', context.params.id);
			const job = jobs(context.state).find((one) => one.id === id);
			if (!job) throw notFound('compliance_job', 'id', id);
			if (job.ids.length > 0 && job.status !== 'complete') {
				job.reads += 1;
				job.status = job.reads === 1 ? 'in_progress' : 'complete';
			}
			return { body: { data: view(job, context) } };
		}),
	},
	{
		api: 'core',
		method: 'PUT',
		path: '/__emulator/compliance/:id/upload',
		auth: 'none',
		handler: ({ params, rawBody, state }) => {
			const job = jobs(state).find((one) => one.id === params.id);
			if (!job) return { status: 404, text: 'no such upload' };
			job.ids = rawBody
				.split(/\r?\n/)
				.map((line) => line.trim())
				.filter(Boolean);
			return { status: 200, text: '' };
		},
	},
	{
		api: 'core',
		method: 'GET',
		path: '/__emulator/compliance/:id/download',
		auth: 'none',
		handler: ({ params, state }) => {
			const job = jobs(state).find((one) => one.id === params.id);
			if (!job || job.status !== 'complete') return { status: 404, text: 'not ready' };
			const lines = job.ids
				.filter((id) => /[13579]$/.test(id))
				.map((id) =>
					JSON.stringify({
						id,
						action: 'delete',
						created_at: job.created_at,
						redacted_at: new Date().toISOString(),
					}),
				);
			return {
				status: 200,
				headers: { 'content-type': 'application/x-ndjson' },
				text: lines.join('\n'),
			};
		},
	},
];
