import { createHmac, randomUUID } from 'node:crypto';

import { notifyEventListeners } from './eventListeners';
import { activitySubscriptions, type ActivitySubscription } from './routes/activitySubscriptions';
import { webhookConfigs } from './routes/webhooks';
import type { EmulatorState } from './state';
import { sendDelivery, type DeliveryRecord } from './webhookDeliveries';

/** An activity on the platform that subscriptions may match. */
export interface ActivityEvent {
	event_type: string;
	/** The user the event is about (the author of a post, ...). */
	user_id: string;
	payload: Record<string, unknown>;
	includes?: Record<string, unknown>;
}

/** Every activity so far, in order; deliveries to webhooks start from here. */
export const activityEvents = (state: EmulatorState): ActivityEvent[] =>
	state.collection<ActivityEvent>('activityEvents');

/** The header the emulator signs deliveries in. */
export const SIGNATURE_HEADER = 'x-platform-webhooks-signature';

/**
 * The delivery signature: sha256= + base64(HMAC-SHA256(consumer
 * secret, raw body)). Computed here on its own, not with the package's webhookSignature.ts, so the
 * emulator checks the trigger instead of agreeing with it.
 */
export const deliverySignature = (secret: string, rawBody: string): string =>
	'sha256=' + createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');

/** Every string in a payload, for the keyword filter. */
function textsOf(value: unknown): string[] {
	if (typeof value === 'string') return [value];
	if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
	return [];
}

/** The subscription takes the event: its type, its user, and its keyword when set. */
export function matches(subscription: ActivitySubscription, event: ActivityEvent): boolean {
	if (subscription.event_type !== event.event_type) return false;
	// An app-wide subscription (oauth.revoke) names no user and takes every user's event.
	if (subscription.filter.user_id !== undefined && subscription.filter.user_id !== event.user_id)
		return false;
	const keyword = subscription.filter.keyword?.toLowerCase();
	return !keyword || textsOf(event.payload).some((text) => text.toLowerCase().includes(keyword));
}

/**
 * Routes call this when something happens that the platform would deliver (a post created,
 * deleted, ...). It records the event and POSTs it, signed, to the valid webhook of every
 * matching subscription (event type, filter.user_id, and the keyword when set): one delivery,
 * with its own event_uuid, per subscription. Resolves once every delivery was answered (or
 * failed); each is recorded with its target and status (webhookDeliveries.ts). Callers that
 * need not wait may ignore the promise: it never rejects.
 */
export async function publishEvent(
	state: EmulatorState,
	event: ActivityEvent,
): Promise<DeliveryRecord[]> {
	activityEvents(state).push(event);
	notifyEventListeners(state, event);
	const deliveries: DeliveryRecord[] = [];
	for (const subscription of activitySubscriptions(state).filter((candidate) =>
		matches(candidate, event),
	)) {
		const webhook = webhookConfigs(state).find(
			(config) => config.id === subscription.webhook_id && config.valid,
		);
		if (!webhook) continue;
		const rawBody = JSON.stringify({
			data: {
				event_type: event.event_type,
				event_uuid: randomUUID(),
				filter: subscription.filter,
				tag: subscription.tag ?? null,
				payload: event.payload,
				includes: event.includes ?? {},
			},
		});
		const signature = deliverySignature(state.seed.consumerSecret, rawBody);
		deliveries.push(await sendDelivery(state, webhook, rawBody, { [SIGNATURE_HEADER]: signature }));
	}
	return deliveries;
}
