import { runChallenge } from '../challenge';
import { problem } from '../errors';
import {
	NUMERIC_ID,
	invalidRequest,
	objectBody,
	unknownField,
	webhookFailure,
} from '../invalidRequest';
import type { EmulatorState } from '../state';
import type { Reply, Route, RouteContext } from '../types';
import { deliveriesBetween, replayDeliveries } from '../webhookDeliveries';
import { dropSubscriptionsOfWebhook } from './activitySubscriptions';

/** A webhook configuration. */
export interface WebhookConfig {
	id: string;
	url: string;
	valid: boolean;
	created_at: string;
}

/** The app's webhook configurations; none at start. */
export const webhookConfigs = (state: EmulatorState): WebhookConfig[] =>
	state.collection<WebhookConfig>('webhooks');

/** How many configurations one app may hold before WebhookLimitExceeded. */
export const WEBHOOK_LIMIT = 10;

/**
 * A replay job (POST /2/webhooks/replay); `finished` settles once its deliveries were sent again.
 */
export interface ReplayJob {
	job_id: string;
	webhook_id: string;
	from_date: string;
	to_date: string;
	created_at: string;
	status: 'running' | 'complete';
	replayed: number;
	finished: Promise<void>;
}

export const replayJobs = (state: EmulatorState): ReplayJob[] =>
	state.collection<ReplayJob>('webhookReplayJobs');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why a callback URL is refused, or undefined. The real service takes https without a port
 * only; the emulator also takes http and https on loopback with any port, because n8n's and the
 * tests' receivers listen on http://127.0.0.1:<port>.
 */
function urlProblem(url: string): string | undefined {
	let parsed: URL;
	try {
		parsed = new URL(url);
	} catch {
		return 'url is not a valid URL';
	}
	if (LOOPBACK_HOSTS.has(parsed.hostname) && /^https?:$/.test(parsed.protocol)) return undefined;
	if (parsed.protocol !== 'https:') return 'url must use https';
	if (parsed.port !== '') return 'url must not name a port';
	return undefined;
}

/** The configuration a path or body names, or the WebhookIdInvalid answer. */
function findWebhook(state: EmulatorState, id: unknown, parameter: string): WebhookConfig | Reply {
	if (typeof id !== 'string' || !NUMERIC_ID.test(id))
		return webhookFailure('WebhookIdInvalid', `${parameter} must be 1 to 19 digits`, {
			[parameter]: [String(id)],
		});
	return (
		webhookConfigs(state).find((webhook) => webhook.id === id) ??
		webhookFailure('WebhookIdInvalid', `No webhook configuration with id ${id}`, {
			[parameter]: [id],
		})
	);
}

const isReply = (value: WebhookConfig | Reply): value is Reply =>
	!('url' in value && 'id' in value);

async function createWebhook({ state, body }: RouteContext): Promise<Reply> {
	const fields = objectBody(body);
	if (!fields) return invalidRequest('The body must be a JSON object with url');
	const unknown = unknownField(fields, ['url']);
	if (unknown)
		return invalidRequest(`Unknown field ${unknown}`, {
			[unknown]: [JSON.stringify(fields[unknown])],
		});
	const { url } = fields;
	if (typeof url !== 'string' || url.length < 1 || url.length > 200) {
		return webhookFailure('UrlValidationFailed', 'url must be 1 to 200 characters', {
			url: [String(url ?? '')],
		});
	}
	const wrong = urlProblem(url);
	if (wrong) return webhookFailure('UrlValidationFailed', wrong, { url: [url] });
	const webhooks = webhookConfigs(state);
	if (webhooks.some((webhook) => webhook.url === url))
		return webhookFailure('DuplicateUrlFailed', 'A webhook configuration with this url exists', {
			url: [url],
		});
	if (webhooks.length >= WEBHOOK_LIMIT)
		return webhookFailure(
			'WebhookLimitExceeded',
			`An app may hold at most ${WEBHOOK_LIMIT} webhook configurations`,
		);
	const webhook: WebhookConfig = {
		id: state.nextNumericId(),
		url,
		valid: false,
		created_at: new Date().toISOString(),
	};
	webhooks.push(webhook);
	// The record exists during the check, as on the platform: a callback may look itself up.
	await runChallenge(state, webhook);
	return { body: { data: webhook } };
}

async function validateWebhook({ state, params }: RouteContext): Promise<Reply> {
	const webhook = findWebhook(state, params.webhook_id, 'webhook_id');
	if (isReply(webhook)) return webhook;
	const { valid } = await runChallenge(state, webhook);
	return { body: { data: { valid } } };
}

function deleteWebhook({ state, params }: RouteContext): Reply {
	const webhook = findWebhook(state, params.webhook_id, 'webhook_id');
	if (isReply(webhook)) return webhook;
	const webhooks = webhookConfigs(state);
	webhooks.splice(webhooks.indexOf(webhook), 1);
	// Subscriptions delivering to it go with it: they would have nowhere to deliver.
	dropSubscriptionsOfWebhook(state, webhook.id);
	return { body: { data: { deleted: true } } };
}

/** yyyymmddhhmm (UTC) as epoch milliseconds, or undefined when it is no such date. */
export function parseReplayDate(text: string): number | undefined {
	const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
	if (!match) return undefined;
	const [year, month, day, hour, minute] = match.slice(1).map(Number);
	const ms = Date.UTC(year, month - 1, day, hour, minute);
	const date = new Date(ms);
	const sameFields =
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day &&
		date.getUTCHours() === hour &&
		date.getUTCMinutes() === minute;
	return sameFields ? ms : undefined;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The window of a replay request in epoch milliseconds, or the answer refusing it. */
function replayWindow(
	fields: Record<string, unknown>,
	now: number,
): { from: number; to: number } | Reply {
	const dates: Record<string, number> = {};
	for (const name of ['from_date', 'to_date']) {
		const value = fields[name];
		const ms =
			typeof value === 'string' && /^[0-9]{12}$/.test(value) ? parseReplayDate(value) : undefined;
		if (ms === undefined)
			return invalidRequest(`${name} must be a UTC date as yyyymmddhhmm (12 digits)`, {
				[name]: [String(value ?? '')],
			});
		dates[name] = ms;
	}
	const { from_date: from, to_date: to } = dates;
	// A minute of slack: the client truncates to the minute before the request travels.
	if (from < now - DAY_MS - MINUTE_MS)
		return invalidRequest('from_date must be within the past 24 hours', {
			from_date: [String(fields.from_date)],
		});
	if (to > now + MINUTE_MS)
		return invalidRequest('to_date must not be in the future', {
			to_date: [String(fields.to_date)],
		});
	if (from > to)
		return invalidRequest('from_date must not be after to_date', {
			from_date: [String(fields.from_date)],
			to_date: [String(fields.to_date)],
		});
	// to_date names a whole minute, inclusive.
	return { from, to: to + MINUTE_MS - 1 };
}

function replayWebhook({ state, body }: RouteContext): Reply {
	const fields = objectBody(body);
	if (!fields)
		return invalidRequest('The body must be a JSON object with webhook_id, from_date and to_date');
	const unknown = unknownField(fields, ['webhook_id', 'from_date', 'to_date']);
	if (unknown)
		return invalidRequest(`Unknown field ${unknown}`, {
			[unknown]: [JSON.stringify(fields[unknown])],
		});
	const webhook = findWebhook(state, fields.webhook_id, 'webhook_id');
	if (isReply(webhook)) return webhook;
	const window = replayWindow(fields, Date.now());
	if (!('from' in window)) return window;
	if (!webhook.valid)
		return webhookFailure(
			'CrcValidationFailed',
			'The webhook failed its last challenge-response check; deliveries are stopped',
			{ webhook_id: [webhook.id] },
		);
	const jobs = replayJobs(state);
	if (jobs.some((job) => job.webhook_id === webhook.id && job.status === 'running')) {
		return problem(
			409,
			'conflict',
			'Conflict',
			`A replay job for webhook ${webhook.id} is already in progress`,
		);
	}
	const job = {
		job_id: state.nextNumericId(),
		webhook_id: webhook.id,
		from_date: String(fields.from_date),
		to_date: String(fields.to_date),
		created_at: new Date().toISOString(),
		status: 'running',
		replayed: 0,
	} as ReplayJob;
	const deliveries = deliveriesBetween(state, webhook.id, window.from, window.to);
	// Answered at once; the deliveries go out after the answer, as a job on the platform would.
	job.finished = new Promise<void>((resolve) => setImmediate(resolve))
		.then(
			async () =>
				(job.replayed = (await replayDeliveries(state, webhook, deliveries, job.job_id)).length),
		)
		.then(() => void (job.status = 'complete'));
	jobs.push(job);
	return { body: { data: { job_id: job.job_id, created_at: job.created_at } } };
}

/** The webhook configuration endpoints, plus a test control that runs the check on demand. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/webhooks',
		auth: 'user-or-app',
		checksItself: true,
		handler: ({ state }) => {
			const data = webhookConfigs(state);
			return { body: { data, meta: { result_count: data.length } } };
		},
	},
	// POST /2/webhooks accepts either scheme, and so do PUT and DELETE.
	{
		api: 'core',
		method: 'POST',
		path: '/2/webhooks',
		auth: 'user-or-app',
		checksItself: true,
		handler: createWebhook,
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/webhooks/replay',
		auth: 'app',
		checksItself: true,
		handler: replayWebhook,
	},
	{
		api: 'core',
		method: 'PUT',
		path: '/2/webhooks/:webhook_id',
		auth: 'user-or-app',
		checksItself: true,
		handler: validateWebhook,
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/webhooks/:webhook_id',
		auth: 'user-or-app',
		checksItself: true,
		handler: deleteWebhook,
	},
	{
		api: 'core',
		method: 'POST',
		path: '/__emulator/webhooks/:webhook_id/challenge',
		auth: 'none',
		handler: async ({ state, params }) => {
			const webhook = findWebhook(state, params.webhook_id, 'webhook_id');
			if (isReply(webhook)) return webhook;
			const { valid, status, failure } = await runChallenge(state, webhook);
			return { body: { data: { id: webhook.id, valid, status, failure } } };
		},
	},
];
