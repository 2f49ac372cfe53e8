import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { readDelivery } from './deliveryShapes';
import { HOUR_MS, whyUntimely } from './eventTimes';
import { claimEvent, DEFAULT_WINDOW_HOURS } from './seenEvents';
import { whyNotSubscribed } from './subscribedEvents';
import { triggerCredentials } from './triggerCredentials';
import { setupOfDelivery } from './webhookLifecycle';
import { crcResponse, isChallengeToken, isValidDeliverySignature } from './webhookSignature';

/** The header the platform signs deliveries in, unless the user names another. */
export const DEFAULT_SIGNATURE_HEADER = 'x-platform-webhooks-signature';

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

/** Deliveries each trigger (workflow, node, mode) of this process ignored since it started. */
const ignoredCounts = new Map<string, number>();

/**
 * A correctly signed delivery of an event this trigger did not ask for: answered 200, so the
 * platform does not send it again, and nothing runs. Counted in a debug line that names the
 * reason only, never the payload.
 */
function ignore(context: IWebhookFunctions, key: string, reason: string): IWebhookResponseData {
	const count = (ignoredCounts.get(key) ?? 0) + 1;
	ignoredCounts.set(key, count);
	context.logger.debug(
		`Activity Trigger "${context.getNode().name}" ignored a delivery (${reason}); ${count} ignored by this trigger since n8n started`,
	);
	return answer(context, 200, { ignored: reason });
}

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

type DeliveryOptions = {
	signatureHeader?: string;
	verifySignature?: boolean;
	includeRawBody?: boolean;
	windowHours?: number;
	acceptUnreadableTimes?: boolean;
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

/**
 * A delivery (`POST`): the signature over the bytes received must match (401 and no run
 * otherwise); an event the trigger did not subscribe to is answered 200 `{ignored}` without a
 * run; an event older than the freshness window, dated in the future or with a time that cannot
 * be read is refused (400); one seen within the window is answered without a run; anything else
 * is answered 200 and becomes one item.
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
	const delivery = readDelivery(rawBody);
	if (typeof delivery === 'string') return refuse(this, 400, delivery);
	const key = `${this.getWorkflow().id ?? ''}\n${this.getNode().name}\n${this.getMode()}`;
	const notOurs = whyNotSubscribed(setupOfDelivery(this)?.subscribed, delivery);
	if (notOurs) return ignore(this, key, notOurs);
	const { events } = delivery;
	const windowHours = options.windowHours || DEFAULT_WINDOW_HOURS;
	const now = Date.now();
	const rules = { now, windowHours, acceptUnreadable: options.acceptUnreadableTimes === true };
	const verdicts = events.map((event) => whyUntimely(event, rules));
	const fresh = events.filter((_event, index) => !verdicts[index]);
	if (fresh.length === 0) return refuse(this, 400, String(verdicts[0]));
	// From here to the last claimEvent nothing awaits: each check and record is one step.
	const staticData = this.getWorkflowStaticData('node');
	const claimed = fresh.filter(({ id }) =>
		claimEvent({ key, staticData, eventUuid: id, windowMs: windowHours * HOUR_MS, now }),
	);
	const [first] = events;
	const named = first.json.event_uuid ? { event_uuid: first.json.event_uuid } : {};
	if (claimed.length === 0) return answer(this, 200, { duplicate: true, ...named });
	const items = claimed.map(({ json }) => ({
		...json,
		...(options.includeRawBody ? { raw_body: rawBody.toString('utf8') } : {}),
	}));
	return answer(this, 200, { accepted: true, ...named }, [this.helpers.returnJsonArray(items)]);
}
