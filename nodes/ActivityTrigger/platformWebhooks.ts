import { NodeOperationError, type IDataObject, type IHookFunctions } from 'n8n-workflow';

import { coreRequest } from '../shared/transport/coreRequest';
import type { SubscriptionRequest } from './subscriptionPlan';
import type { TriggerCredentials } from './triggerCredentials';

/**
 * The platform calls the trigger needs (webhook configurations and activity subscriptions), each
 * through platformRequest (rate-limit waits, retries, mapped errors).
 */

export interface WebhookConfig {
	id: string;
	url: string;
	valid: boolean;
	created_at?: string;
}

export interface Subscription {
	subscription_id: string;
	event_type: string;
	filter: IDataObject;
	tag?: string;
	webhook_id?: string;
}

/** The most subscriptions one listing page returns. */
const SUBSCRIPTION_PAGE_SIZE = 1000;

/** One call of the core interface with the trigger's credential, answer as sent. */
export async function send<T>(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	method: 'GET' | 'POST' | 'DELETE',
	path: string,
	body?: IDataObject,
): Promise<T> {
	return await coreRequest<T>(context, {
		method,
		path,
		body,
		authentication: credentials.authentication,
		options: { headers: { Accept: 'application/json' } },
	});
}

/**
 * The object or list an answer carries: answers come `data`-wrapped or flat, and a list may hold
 * one object or an object stand for a one-item list. 204 and empty bodies carry nothing.
 */
function answerData(answer: unknown): unknown {
	if (!answer || typeof answer !== 'object') return undefined;
	return 'data' in answer ? (answer as { data?: unknown }).data : answer;
}

export function answerList<T>(answer: unknown): T[] {
	const data = answerData(answer);
	if (Array.isArray(data)) return data as T[];
	return data && typeof data === 'object' && Object.keys(data).length ? [data as T] : [];
}

/** `GET /2/webhooks`: the app's webhook configurations. */
export async function listWebhooks(
	this: IHookFunctions,
	credentials: TriggerCredentials,
): Promise<WebhookConfig[]> {
	const configs = answerList<WebhookConfig>(
		await send<unknown>(this, credentials, 'GET', '/2/webhooks'),
	);
	return configs.filter((config) => typeof config?.id === 'string');
}

/**
 * `POST /2/webhooks`: registers the URL. The platform runs its challenge against the URL before
 * it answers, so `valid` already says whether the trigger answered it.
 */
export async function createWebhook(
	this: IHookFunctions,
	credentials: TriggerCredentials,
	url: string,
): Promise<WebhookConfig> {
	const [config] = answerList<WebhookConfig>(
		await send<unknown>(this, credentials, 'POST', '/2/webhooks', { url }),
	);
	if (typeof config?.id !== 'string' || !config.id) {
		throw new NodeOperationError(
			this.getNode(),
			'Unexpected answer from POST /2/webhooks: expected a webhook configuration with an id',
		);
	}
	return config;
}

export async function deleteWebhook(
	this: IHookFunctions,
	credentials: TriggerCredentials,
	webhookId: string,
): Promise<void> {
	await send(this, credentials, 'DELETE', `/2/webhooks/${encodeURIComponent(webhookId)}`);
}

/**
 * `POST /2/activity/subscriptions`. The platform answers in three shapes (`data.subscription`,
 * a flat `data`, `data: [..]`): all are read.
 */
export async function createSubscription(
	this: IHookFunctions,
	credentials: TriggerCredentials,
	request: SubscriptionRequest,
	webhookId: string,
): Promise<Subscription> {
	const answer = await send<unknown>(this, credentials, 'POST', '/2/activity/subscriptions', {
		...request,
		webhook_id: webhookId,
	} as unknown as IDataObject);
	const data = answerData(answer) as
		| { subscription?: Subscription }
		| Subscription
		| Subscription[]
		| undefined;
	const subscription = Array.isArray(data)
		? data[0]
		: data && 'subscription' in data
			? data.subscription
			: (data as Subscription | undefined);
	if (!subscription?.subscription_id) {
		throw new NodeOperationError(
			this.getNode(),
			`The platform created the ${request.event_type} subscription but did not name its subscription_id`,
		);
	}
	return subscription;
}

/** `GET /2/activity/subscriptions`, every page. */
export async function listSubscriptions(
	this: IHookFunctions,
	credentials: TriggerCredentials,
): Promise<Subscription[]> {
	const all: Subscription[] = [];
	let token: string | undefined;
	do {
		const query = new URLSearchParams({
			max_results: String(SUBSCRIPTION_PAGE_SIZE),
			...(token ? { pagination_token: token } : {}),
		});
		const answer = await send<{ meta?: { next_token?: string } } | undefined>(
			this,
			credentials,
			'GET',
			`/2/activity/subscriptions?${query}`,
		);
		all.push(
			...answerList<Subscription>(answer).filter((subscription) => subscription?.subscription_id),
		);
		token = answer && typeof answer === 'object' ? answer.meta?.next_token : undefined;
	} while (token);
	return all;
}

export async function deleteSubscription(
	this: IHookFunctions,
	credentials: TriggerCredentials,
	subscriptionId: string,
): Promise<void> {
	await send(
		this,
		credentials,
		'DELETE',
		`/2/activity/subscriptions/${encodeURIComponent(subscriptionId)}`,
	);
}

/** A delete whose target is already gone succeeded. */
export function isNotFound(error: unknown): boolean {
	return String((error as { httpCode?: unknown })?.httpCode) === '404';
}
