import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { normalizeEventType } from '../shared/activityEventTypes';
import { claimEvent, DEFAULT_WINDOW_HOURS } from './seenEvents';
import { triggerCredentials } from './triggerCredentials';
import { crcResponse, isChallengeToken, isValidDeliverySignature } from './webhookSignature';

/** The header the platform signs deliveries in, unless the user names another. */
export const DEFAULT_SIGNATURE_HEADER = 'x-platform-webhooks-signature';

const HOUR_MS = 3_600_000;

/**
 * Answers the request itself. Every answer of the trigger goes through here, so each is JSON;
 * with `workflowData` the run starts after the answer, otherwise none starts. Answering here
 * also makes n8n save the static data (the seen-event record) before it starts the run, on
 * every n8n line.
 */
function answer(
	context: IWebhookFunctions,
	status: number,
	body: IDataObject,
	workflowData?: IWebhookResponseData['workflowData'],
): IWebhookResponseData {
	context.getResponseObject().status(status).json(body);
	return workflowData ? { noWebhookResponse: true, workflowData } : { noWebhookResponse: true };
}

const refuse = (context: IWebhookFunctions, status: number, reason: string) =>
	answer(context, status, { error: reason });

/**
 * The platform's challenge (`GET ?crc_token=`): answered with 200 and the signed token, and no
 * workflow run. Only a token of the platform's shape is signed (see CRC_TOKEN_SHAPE). Touches
 * no static data, so it never races a setup still being saved.
 */
export async function answerChallenge(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const token = this.getRequestObject().query.crc_token;
	if (!isChallengeToken(token)) {
		return refuse(
			this,
			400,
			'crc_token is missing or not a challenge token (letters, digits and - _ + / =, at most 256)',
		);
	}
	const { consumerSecret } = await triggerCredentials.call(this);
	return answer(this, 200, crcResponse(consumerSecret, token));
}

interface DeliveredEvent {
	event_type: string;
	event_uuid: string;
	created_at?: unknown;
	filter?: unknown;
	tag?: unknown;
	payload?: unknown;
	includes?: unknown;
}

type DeliveryOptions = {
	signatureHeader?: string;
	verifySignature?: boolean;
	includeRawBody?: boolean;
	windowHours?: number;
};
type RequestWithRawBody = ReturnType<IWebhookFunctions['getRequestObject']> & { rawBody?: Buffer };

/**
 * The bytes as they arrived, or why they cannot be had: n8n hands the node a decompressed body
 * for a compressed request and no raw body at all for multipart, and a signature checked over
 * anything else than the bytes sent would be checked over something an attacker may shape.
 */
function receivedBytes(request: RequestWithRawBody): Buffer | string {
	const encoding = request.headers['content-encoding'];
	if (encoding && encoding !== 'identity')
		return `A ${encoding}-encoded delivery cannot be checked: n8n gives only its decoded bytes`;
	if (!Buffer.isBuffer(request.rawBody))
		return 'The delivery body was not received as raw bytes (e.g. multipart), so its signature cannot be checked';
	return request.rawBody;
}

/** The event of a delivery body `{data: {event_type, event_uuid, ...}}`, or why it is not one. */
function readEvent(rawBody: Buffer): DeliveredEvent | string {
	let parsed: unknown;
	try {
		parsed = JSON.parse(rawBody.toString('utf8'));
	} catch {
		return 'The body is not JSON';
	}
	if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
		return 'The body is not a JSON object';
	const data = (parsed as { data?: unknown }).data;
	if (!data || typeof data !== 'object' || Array.isArray(data))
		return 'The body has no event in data';
	const event = data as Partial<DeliveredEvent>;
	if (
		typeof event.event_type !== 'string' ||
		typeof event.event_uuid !== 'string' ||
		!event.event_uuid
	) {
		return 'The event has no event_type or event_uuid';
	}
	return event as DeliveredEvent;
}

/** When the event happened (its own created_at, else its payload's), if it says so. */
function eventTime(event: DeliveredEvent): number | undefined {
	const payload = event.payload as { created_at?: unknown } | undefined;
	const stated =
		event.created_at ?? (payload && typeof payload === 'object' ? payload.created_at : undefined);
	const time = typeof stated === 'string' ? Date.parse(stated) : NaN;
	return Number.isNaN(time) ? undefined : time;
}

/**
 * A delivery (`POST`): the signature over the bytes received must match (401 and no run
 * otherwise); an event older than the freshness window or seen within it is answered without a
 * run; anything else is answered 200 and becomes one item.
 */
export async function receiveDelivery(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const request = this.getRequestObject() as RequestWithRawBody;
	const options = this.getNodeParameter('options', {}) as DeliveryOptions;
	const rawBody = receivedBytes(request);
	if (typeof rawBody === 'string') return refuse(this, 415, rawBody);
	if (options.verifySignature !== false) {
		const { consumerSecret } = await triggerCredentials.call(this);
		const header =
			request.headers[(options.signatureHeader || DEFAULT_SIGNATURE_HEADER).toLowerCase()];
		if (!isValidDeliverySignature(consumerSecret, rawBody, header)) {
			return refuse(this, 401, 'The delivery signature is missing or does not match');
		}
	}
	const event = readEvent(rawBody);
	if (typeof event === 'string') return refuse(this, 400, event);
	const windowHours = options.windowHours || DEFAULT_WINDOW_HOURS;
	const now = Date.now();
	const happened = eventTime(event);
	if (happened !== undefined && now - happened > windowHours * HOUR_MS) {
		return refuse(
			this,
			400,
			`The event is older than the freshness window of ${windowHours} h and was not run`,
		);
	}
	// From here to claimEvent's return nothing awaits: the check and the record are one step.
	const key = `${this.getWorkflow().id ?? ''}\n${this.getNode().name}\n${this.getMode()}`;
	const staticData = this.getWorkflowStaticData('node');
	if (
		!claimEvent({
			key,
			staticData,
			eventUuid: event.event_uuid,
			windowMs: windowHours * HOUR_MS,
			now,
		})
	) {
		return answer(this, 200, { duplicate: true, event_uuid: event.event_uuid });
	}
	const item: IDataObject = {
		event_type: normalizeEventType(event.event_type),
		event_uuid: event.event_uuid,
		filter: (event.filter ?? {}) as IDataObject,
		tag: (event.tag ?? null) as string | null,
		payload: (event.payload ?? {}) as IDataObject,
		includes: (event.includes ?? {}) as IDataObject,
		...(options.includeRawBody ? { raw_body: rawBody.toString('utf8') } : {}),
	};
	return answer(this, 200, { accepted: true, event_uuid: event.event_uuid }, [
		this.helpers.returnJsonArray([item]),
	]);
}
