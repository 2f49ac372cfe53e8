import type { INode } from 'n8n-workflow';

import {
	DEPRECATED_EVENT_TYPE_NAMES,
	eventTypeIsOwnUserOnly,
	eventTypeTakesDirection,
	isKnownEventType,
	normalizeEventType,
} from '../shared/activityEventTypes';
import { checkValue, invalidField, listOf, rules } from '../shared/validation';
import { USERS_FIELD } from './watchedUsers';

/** What the trigger's parameters ask for, as read from the node. */
export interface TriggerSettings {
	events: unknown;
	/** Numeric IDs (watchedUserIds turns the usernames of the panel into IDs). */
	userIds: unknown;
	keyword?: string;
	/** both, sent or received. */
	direction?: string;
	tag?: string;
}

/** The body of one `POST /2/activity/subscriptions`. */
export interface SubscriptionRequest {
	event_type: string;
	filter: { user_id: string; keyword?: string; direction?: string };
	tag?: string;
}

export interface SubscriptionPlan {
	subscriptions: SubscriptionRequest[];
	/** Deprecated names found in Events, each with the name it was subscribed under. */
	renamed: Array<{ from: string; to: string }>;
}

/** The trigger checks its parameters once, at activation: there is no item, so it is item 0. */
const ITEM = 0;

/**
 * Every pair of event type and user id becomes one subscription; deprecated PascalCase event
 * names (old workflows, expressions) are subscribed under their dot-separated names. Checks the
 * platform's limits before anything is sent.
 */
export function planSubscriptions(node: INode, settings: TriggerSettings): SubscriptionPlan {
	const requested = listOf(settings.events);
	if (requested.length === 0)
		throw invalidField(node, ITEM, 'Events', 'needs at least one event type');
	const unknown = requested.find((eventType) => !isKnownEventType(eventType));
	if (unknown !== undefined)
		throw invalidField(
			node,
			ITEM,
			'Events',
			`holds "${unknown.slice(0, 60)}", which is not an event type of the activity API`,
		);
	const renamed = requested
		.filter((eventType) => eventType in DEPRECATED_EVENT_TYPE_NAMES)
		.map((eventType) => ({ from: eventType, to: normalizeEventType(eventType) }));
	const eventTypes = [...new Set(requested.map(normalizeEventType))];
	const userContextOnly = eventTypes.find(eventTypeIsOwnUserOnly);
	if (userContextOnly !== undefined) {
		throw invalidField(
			node,
			ITEM,
			'Events',
			`holds ${userContextOnly}: mute and block events can only be subscribed in the watched user's own context, and the trigger manages its webhook in app context`,
		);
	}

	const userIds = [...new Set(listOf(settings.userIds))];
	if (userIds.length === 0)
		throw invalidField(node, ITEM, USERS_FIELD, 'needs at least one username or user ID');
	checkValue(node, ITEM, USERS_FIELD, userIds, [rules.ids]);
	const keyword = settings.keyword?.trim() || undefined;
	checkValue(node, ITEM, 'Keyword', keyword, [rules.chars(1, 150)]);
	checkValue(node, ITEM, 'Tag', settings.tag, [rules.chars(1, 200)]);

	const direction =
		settings.direction && settings.direction !== 'both' ? settings.direction : undefined;
	const tag = settings.tag || undefined;
	const subscriptions = eventTypes.flatMap((eventType) =>
		userIds.map((userId) => ({
			event_type: eventType,
			filter: {
				user_id: userId,
				...(keyword ? { keyword } : {}),
				// The direction filter exists for direct-message and chat events only; absent means both.
				...(direction && eventTypeTakesDirection(eventType) ? { direction } : {}),
			},
			...(tag ? { tag } : {}),
		})),
	);
	return { subscriptions, renamed };
}

/**
 * A subscription's identity: an existing subscription is the one asked for when its event type
 * and filter match (checkExists compares these, so a changed parameter means a new setup).
 */
export function subscriptionKey(subscription: {
	event_type?: unknown;
	filter?: unknown;
	tag?: unknown;
}): string {
	const filter = (subscription.filter ?? {}) as Record<string, unknown>;
	return JSON.stringify([
		subscription.event_type,
		filter.user_id,
		filter.keyword ?? '',
		filter.direction ?? '',
		subscription.tag ?? '',
	]);
}
