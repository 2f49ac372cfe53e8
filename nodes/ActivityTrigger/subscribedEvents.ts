import type { IDataObject } from 'n8n-workflow';

import type { Delivery } from './deliveryShapes';
import type { EventSource } from './eventSources';

/**
 * Which deliveries a setup asked for. Every webhook of an app shares one secret and the
 * signature covers only the body, so a correctly signed delivery may still carry an event this
 * trigger never subscribed to: another workflow's, another user's, another source's. Each
 * setup therefore records what it subscribed to when it is made (usernames already resolved to
 * IDs), and each delivery is checked against the record of the URL it came to.
 */
export interface SubscribedEvents {
	source: EventSource;
	/** Activity events: the watched users' numeric IDs. */
	userIds?: string[];
	/** Activity events: the event types, by their current names. */
	eventTypes?: string[];
	/** Activity events: the subscriptions' tag, if any. */
	tag?: string;
	/** Posts matching stream rules: the tags of the rules the setup added. */
	ruleTags?: string[];
	/** Account activity: the subscribed account. */
	accountUserId?: string;
}

const SOURCE_NAMES: Record<EventSource, string> = {
	activity: 'an activity event',
	streamRules: 'a post matching stream rules',
	accountActivity: 'account activity',
};

/** Why the delivery is not one the setup asked for, or undefined when it is. */
export function whyNotSubscribed(
	subscribed: SubscribedEvents | undefined,
	{ shape, events }: Delivery,
): string | undefined {
	if (!subscribed) return 'this trigger has no subscription at the URL the delivery came to';
	if (shape !== subscribed.source)
		return `${SOURCE_NAMES[shape]}, but this trigger takes ${SOURCE_NAMES[subscribed.source]}`;
	const [{ json }] = events;
	switch (shape) {
		case 'activity':
			return whyNotActivity(subscribed, json);
		case 'streamRules': {
			const ours = new Set(subscribed.ruleTags ?? []);
			return (json.tags as string[]).some((tag) => ours.has(tag))
				? undefined
				: 'a post that matched none of the stream rules this trigger added';
		}
		case 'accountActivity':
			return json.for_user_id === subscribed.accountUserId
				? undefined
				: 'activity of an account this trigger did not subscribe';
	}
}

function whyNotActivity(subscribed: SubscribedEvents, event: IDataObject): string | undefined {
	// The user the event is about: its filter's, or the revoking user of an app-wide oauth.revoke.
	const userId = event.for_user_id ?? (event.filter as IDataObject).user_id;
	if (typeof userId !== 'string' || !(subscribed.userIds ?? []).includes(userId))
		return 'an event of a user this trigger does not watch';
	if (!(subscribed.eventTypes ?? []).includes(event.event_type as string))
		return `an event of type ${String(event.event_type).slice(0, 60)}, which this trigger did not subscribe to`;
	// The platform repeats the subscription's tag in each event: another tag is another subscription.
	if ((event.tag ?? null) !== (subscribed.tag ?? null))
		return 'an event of a subscription with another tag';
	return undefined;
}
