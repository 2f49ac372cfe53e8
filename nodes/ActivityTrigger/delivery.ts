import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { normalizeEventType } from '../shared/activityEventTypes';
import { triggerCredentials } from './triggerCredentials';
import { crcResponse, isValidDeliverySignature } from './webhookSignature';

/** The header the platform signs deliveries in, unless the user names another. */
export const DEFAULT_SIGNATURE_HEADER = 'x-platform-webhooks-signature';

/** How many event_uuids the trigger remembers to drop repeated deliveries. */
export const SEEN_EVENTS_LIMIT = 500;

/** Answers the request itself and starts no run (a refusal, a duplicate). */
function answer(
	context: IWebhookFunctions,
	status: number,
	body: IDataObject,
): IWebhookResponseData {
	context.getResponseObject().status(status).json(body);
	return { noWebhookResponse: true };
}

/**
 * The platform's challenge (`GET ?crc_token=`): answered with 200 and the signed token, and no
 * workflow run. Touches no static data, so it never races a setup still being saved.
 */
export async function answerChallenge(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const token = this.getRequestObject().query.crc_token;
	if (typeof token !== 'string' || token === '')
		return answer(this, 400, { error: 'crc_token is missing' });
	const { consumerSecret } = await triggerCredentials.call(this);
	return { webhookResponse: crcResponse(consumerSecret, token) };
}

interface DeliveredEvent {
	event_type?: unknown;
	event_uuid?: unknown;
	filter?: unknown;
	tag?: unknown;
	payload?: unknown;
	includes?: unknown;
}

/**
 * Records an event_uuid in the node's workflow static data (n8n saves it after the webhook call,
 * in whichever process took the call); false when it was already there. Only the newest
 * SEEN_EVENTS_LIMIT are kept.
 */
export function rememberEvent(
	staticData: IDataObject,
	eventUuid: string,
	limit = SEEN_EVENTS_LIMIT,
): boolean {
	const seen = Array.isArray(staticData.seenEventUuids)
		? (staticData.seenEventUuids as string[])
		: [];
	if (seen.includes(eventUuid)) return false;
	// A new array, so n8n's observed static data notices the change and saves it.
	staticData.seenEventUuids = [...seen, eventUuid].slice(-limit);
	return true;
}

/**
 * A delivery (`POST`): the signature over the raw body must match (401 and no run otherwise),
 * an event seen before is acknowledged without a run, anything else becomes one item.
 */
export async function receiveDelivery(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const request = this.getRequestObject() as ReturnType<IWebhookFunctions['getRequestObject']> & {
		rawBody?: Buffer;
	};
	const options = this.getNodeParameter('options', {}) as {
		signatureHeader?: string;
		verifySignature?: boolean;
		includeRawBody?: boolean;
	};
	const rawBody =
		request.rawBody ??
		Buffer.from(
			typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {}),
		);
	if (options.verifySignature !== false) {
		const { consumerSecret } = await triggerCredentials.call(this);
		const header =
			request.headers[(options.signatureHeader || DEFAULT_SIGNATURE_HEADER).toLowerCase()];
		if (!isValidDeliverySignature(consumerSecret, rawBody, header)) {
			return answer(this, 401, { error: 'The delivery signature is missing or does not match' });
		}
	}
	const event = parseEvent(request.body, rawBody);
	if (!event || typeof event.event_type !== 'string' || typeof event.event_uuid !== 'string') {
		return answer(this, 400, {
			error: 'The body is not an activity event {data: {event_type, event_uuid, ...}}',
		});
	}
	if (!rememberEvent(this.getWorkflowStaticData('node'), event.event_uuid)) {
		return answer(this, 200, { duplicate: true });
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
	return { workflowData: [this.helpers.returnJsonArray([item])] };
}

function parseEvent(body: unknown, rawBody: Buffer): DeliveredEvent | undefined {
	let parsed = body;
	if (!parsed || typeof parsed !== 'object') {
		try {
			parsed = JSON.parse(rawBody.toString('utf8'));
		} catch {
			return undefined;
		}
	}
	const data = (parsed as { data?: unknown }).data;
	return data && typeof data === 'object' ? (data as DeliveredEvent) : undefined;
}
