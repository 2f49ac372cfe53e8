import { samplePayload } from '../activityPayloads';
import { deliverySignature, publishEvent, SIGNATURE_HEADER } from '../events';
import { invalidRequest, NUMERIC_ID, objectBody } from '../invalidRequest';
import type { Reply, Route } from '../types';
import { sendDelivery, webhookDeliveries, type DeliveryRecord } from '../webhookDeliveries';

/**
 * Test controls for activity-event deliveries, for tests that run the emulator as a separate
 * process (the trigger's end-to-end test):
 * - POST /__emulator/events {event_type, user_id, payload?, includes?}: an activity happens and
 *   is delivered to matching subscriptions; answers once the deliveries were answered. Without a
 *   payload, the event type's documented payload and includes are sent (activityPayloads.ts);
 * - GET /__emulator/deliveries: every delivery so far (index, target, status, event);
 * - POST /__emulator/deliveries/:index/replay: sends a recorded delivery again, byte for byte,
 *   correctly signed (same event_uuid);
 * - POST /__emulator/deliveries/:index/forge: sends its body with a wrong signature.
 * Control resends are recorded like replays (replay_job_id `control-...`), so a replay job
 * never sends them again.
 */

/** What a test needs to know of a delivery; the headers are left out (they hold the signature). */
function describeDelivery(delivery: DeliveryRecord, index: number) {
	let event: Record<string, unknown> = {};
	try {
		event = (JSON.parse(delivery.raw_body) as { data?: Record<string, unknown> }).data ?? {};
	} catch {
		// A delivery body is always JSON; keep the listing whole if one is not.
	}
	return {
		index,
		webhook_id: delivery.webhook_id,
		url: delivery.url,
		status: delivery.status ?? null,
		event_type: event.event_type,
		event_uuid: event.event_uuid,
		sent_at: delivery.sent_at,
		...(delivery.replay_job_id ? { replay_job_id: delivery.replay_job_id } : {}),
	};
}

const notFound = (index: string): Reply =>
	invalidRequest(`No delivery with index ${index}`, { index: [index] });

/** Sends a recorded delivery again with the signature `sign` gives for its body. */
function resendRoute(
	action: 'replay' | 'forge',
	sign: (rawBody: string, secret: string) => string,
): Route {
	return {
		api: 'core',
		method: 'POST',
		path: `/__emulator/deliveries/:index/${action}`,
		auth: 'none',
		handler: async ({ state, params }) => {
			const deliveries = webhookDeliveries(state);
			const original = /^\d+$/.test(params.index) ? deliveries[Number(params.index)] : undefined;
			if (!original) return notFound(params.index);
			const headers = {
				...original.headers,
				[SIGNATURE_HEADER]: sign(original.raw_body, state.seed.consumerSecret),
			};
			const webhook = { id: original.webhook_id, url: original.url };
			const sent = await sendDelivery(
				state,
				webhook,
				original.raw_body,
				headers,
				`control-${action}`,
			);
			return { body: { data: describeDelivery(sent, deliveries.indexOf(sent)) } };
		},
	};
}

export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/__emulator/events',
		auth: 'none',
		handler: async ({ state, body }) => {
			const fields = objectBody(body);
			if (
				typeof fields?.event_type !== 'string' ||
				typeof fields.user_id !== 'string' ||
				!NUMERIC_ID.test(fields.user_id)
			) {
				return invalidRequest('The body must be {event_type, user_id, payload?, includes?}');
			}
			const sample =
				fields.payload === undefined ? samplePayload(fields.event_type, fields.user_id) : undefined;
			const includes = objectBody(fields.includes) ?? sample?.includes;
			const sent = await publishEvent(state, {
				event_type: fields.event_type,
				user_id: fields.user_id,
				payload: sample?.payload ?? objectBody(fields.payload) ?? {},
				...(includes ? { includes } : {}),
			});
			const all = webhookDeliveries(state);
			return {
				status: 201,
				body: {
					data: {
						deliveries: sent.map((delivery) => describeDelivery(delivery, all.indexOf(delivery))),
					},
				},
			};
		},
	},
	{
		api: 'core',
		method: 'GET',
		path: '/__emulator/deliveries',
		auth: 'none',
		handler: ({ state }) => ({ body: { data: webhookDeliveries(state).map(describeDelivery) } }),
	},
	resendRoute('replay', (rawBody, secret) => deliverySignature(secret, rawBody)),
	// Signed with a key that is not the consumer secret: right form, wrong value.
	resendRoute('forge', (rawBody) => deliverySignature('forged-key', rawBody)),
];
