import { createHmac } from 'node:crypto';

import type { IDataObject, IWebhookFunctions } from 'n8n-workflow';

import type { SubscribedEvents } from '../../nodes/ActivityTrigger/subscribedEvents';
import { recordAnswer } from '../security/recorder';

/** The seeded app's consumer secret (a fake key of the emulator). */
export const SECRET = 'emu-consumer-secret';

/** The user the deliveries of the tests are about, and the production URL of their trigger. */
export const WATCHED_USER = '1000000000000000001';
export const PRODUCTION_URL = 'https://n8n.example.com/webhook/activity-trigger/webhook';

/** What a trigger watching WATCHED_USER's posts (post.create, no tag) records at activation. */
export const POSTS_OF_WATCHED_USER: SubscribedEvents = {
	source: 'activity',
	userIds: [WATCHED_USER],
	eventTypes: ['post.create'],
};

/** sha256= + base64(HMAC-SHA256(secret, body)), computed here on its own as the platform would. */
export const sign = (body: string, secret = SECRET) =>
	'sha256=' + createHmac('sha256', secret).update(body).digest('base64');

export interface WebhookCall {
	name: 'setup' | 'default';
	query?: Record<string, unknown>;
	headers?: Record<string, string>;
	rawBody?: string;
	parameters?: IDataObject;
	credential?: IDataObject;
	/** The workflow static data of the node, shared between calls to play n8n's saved copy. */
	staticData?: IDataObject;
	/** The workflow the node belongs to; each test its own, as the in-process record is per workflow. */
	workflowId?: string;
	/** Headers as n8n hands them: a repeated header may arrive as a list. */
	rawHeaders?: Record<string, string | string[]>;
	/** The raw body as n8n gives it; `null` plays a request n8n had no raw bytes for. */
	rawBytes?: Buffer | null;
	/** Called when the node writes the response itself. */
	onWrite?: (status: number, body: unknown) => void;
	/**
	 * What the trigger subscribed to at the URL of the request, stored in the static data as
	 * activation does (POSTS_OF_WATCHED_USER unless given; null stores none). Static data that
	 * already holds setups is left as it is.
	 */
	subscribed?: SubscribedEvents | null;
	/** The path requested; the production URL's unless given. */
	path?: string;
	/** Collects the node's debug log lines. */
	debugLines?: string[];
}

export interface WebhookAnswer {
	/** What the node wrote to the response itself (refusals, duplicates). */
	written?: { status: number; body: unknown };
	result: Awaited<ReturnType<NonNullable<import('n8n-workflow').INodeType['webhook']>>>;
}

/** One workflow id per static data object: calls that share static data play one workflow. */
const workflowIds = new WeakMap<IDataObject, string>();
let workflowCount = 0;
function workflowIdFor(staticData: IDataObject): string {
	if (!workflowIds.has(staticData)) workflowIds.set(staticData, `workflow-${++workflowCount}`);
	return workflowIds.get(staticData)!;
}

/** Just enough of n8n's webhook context to call the trigger's webhook() as n8n does. */
export function webhookContext(call: WebhookCall): {
	context: IWebhookFunctions;
	written: () => WebhookAnswer['written'];
} {
	let written: WebhookAnswer['written'];
	const parameters: IDataObject = { authentication: 'appOnly', options: {}, ...call.parameters };
	const rawBody =
		call.rawBytes === null
			? undefined
			: (call.rawBytes ?? (call.rawBody === undefined ? undefined : Buffer.from(call.rawBody)));
	let body: unknown;
	try {
		body = call.rawBody ? JSON.parse(call.rawBody) : {};
	} catch {
		body = call.rawBody;
	}
	const staticData = (call.staticData ??= {});
	if (!staticData.setups && call.subscribed !== null)
		staticData.setups = {
			[PRODUCTION_URL]: { webhookId: '1', subscribed: call.subscribed ?? POSTS_OF_WATCHED_USER },
		} as IDataObject;
	const response = {
		status(status: number) {
			return {
				json: (json: unknown) => {
					written = { status, body: json };
					recordAnswer('webhookContext answer', json);
					call.onWrite?.(status, json);
				},
			};
		},
	};
	const context = {
		getWebhookName: () => call.name,
		getNode: () => ({
			name: 'Activity Trigger',
			type: 'n8n-nodes-platform.platformActivityTrigger',
			typeVersion: 1,
			parameters,
		}),
		getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
		getCredentials: async () =>
			call.credential ?? {
				apiKey: 'emu-consumer-key',
				apiSecret: SECRET,
				baseUrl: 'http://127.0.0.1:1',
			},
		getNodeWebhookUrl: () => PRODUCTION_URL,
		logger: { debug: (line: string) => call.debugLines?.push(line) },
		getRequestObject: () => ({
			originalUrl: call.path ?? new URL(PRODUCTION_URL).pathname,
			query: call.query ?? {},
			headers: call.rawHeaders ?? call.headers ?? {},
			body,
			rawBody,
		}),
		getWorkflow: () => ({
			id: call.workflowId ?? workflowIdFor(staticData),
			name: 'Activity events',
			active: true,
		}),
		getMode: () => 'webhook',
		getResponseObject: () => response,
		getWorkflowStaticData: () => staticData,
		helpers: { returnJsonArray: (items: IDataObject[]) => items.map((json) => ({ json })) },
	};
	return { context: context as unknown as IWebhookFunctions, written: () => written };
}
