import type { INode } from 'n8n-workflow';

import {
	DEPRECATED_EVENT_TYPE_NAMES,
	eventTypeOf,
	eventTypeTakesDirection,
	isKnownEventType,
	normalizeEventType,
	scopeGranted,
} from '../shared/activityEventTypes';
import { checkValue, invalidField, listOf, rules } from '../shared/validation';
import { ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS } from './accountActivityMove';
import { USERS_FIELD } from './watchedUsers';

/** The user of the Activity Events source's User Sign-In. */
export interface SignedIn {
	id: string;
	/** The OAuth2 sign-in's scopes (space-separated); undefined for an OAuth 1.0a sign-in. */
	scopes?: string;
	/** The credential's name, for messages. */
	credentialName?: string;
}

/** An event only a user's own sign-in may subscribe to (a scope, or the user themself). */
export function needsUserSignIn(eventType: string): boolean {
	const type = eventTypeOf(eventType);
	return !!type && (!!type.scopes || !!type.ownUserOnly);
}

/** What the trigger's parameters ask for, as read from the node. */
export interface TriggerSettings {
	events: unknown;
	/** Numeric IDs (watchedUserIds turns the usernames of the panel into IDs). */
	userIds: unknown;
	keyword?: string;
	/** both, sent or received. */
	direction?: string;
	tag?: string;
	/** Subscribe To: the Account Activity preset instead of Events and Users. */
	preset?: boolean;
	/** The user of User Sign-In, when one is chosen. */
	signedIn?: SignedIn;
}

/** The body of one `POST /2/activity/subscriptions`. */
export interface SubscriptionRequest {
	event_type: string;
	filter: { user_id?: string; keyword?: string; direction?: string };
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
	const { signedIn } = settings;
	if (settings.preset && !signedIn)
		throw invalidField(
			node,
			ITEM,
			'User Sign-In',
			'needs the sign-in of the user whose activity to follow: Subscribe To "Everything Account Activity Delivered" subscribes that user',
		);
	const requested = settings.preset
		? [...ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS]
		: listOf(settings.events);
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
	checkUserSignIn(node, eventTypes, signedIn);

	const userIds = settings.preset ? [signedIn!.id] : [...new Set(listOf(settings.userIds))];
	if (userIds.length === 0)
		throw invalidField(node, ITEM, USERS_FIELD, 'needs at least one username or user ID');
	checkValue(node, ITEM, USERS_FIELD, userIds, [rules.ids]);
	const keyword = settings.preset ? undefined : settings.keyword?.trim() || undefined;
	checkValue(node, ITEM, 'Keyword', keyword, [rules.chars(1, 150)]);
	checkValue(node, ITEM, 'Tag', settings.tag, [rules.chars(1, 200)]);

	const direction =
		!settings.preset && settings.direction && settings.direction !== 'both'
			? settings.direction
			: undefined;
	const tag = settings.tag || undefined;
	const subscriptions = eventTypes.flatMap((eventType): SubscriptionRequest[] => {
		// An app-wide event (oauth.revoke) names no user: one subscription, an empty filter.
		if (eventTypeOf(eventType)?.noUserFilter)
			return [{ event_type: eventType, filter: {}, ...(tag ? { tag } : {}) }];
		// A private event can only be subscribed for the user who signed in.
		const users = needsUserSignIn(eventType) ? [signedIn!.id] : userIds;
		return users.map((userId) => ({
			event_type: eventType,
			filter: {
				user_id: userId,
				...(keyword ? { keyword } : {}),
				// The direction filter exists for direct-message and chat events only; absent means both.
				...(direction && eventTypeTakesDirection(eventType) ? { direction } : {}),
			},
			...(tag ? { tag } : {}),
		}));
	});
	return { subscriptions, renamed };
}

/**
 * Private events, and mute and block events, are subscribed with the user's own sign-in, which
 * must hold the scope each names (an OAuth2 sign-in says which it holds; an OAuth 1.0a one is
 * taken at its word). Refused here, before anything is sent, naming the event and the scope.
 */
function checkUserSignIn(node: INode, eventTypes: string[], signedIn: SignedIn | undefined) {
	for (const eventType of eventTypes.filter(needsUserSignIn)) {
		const scopes = eventTypeOf(eventType)?.scopes ?? [];
		const scopeText = scopes.length ? ` with the scope ${scopes[0]}` : '';
		if (!signedIn)
			throw invalidField(
				node,
				ITEM,
				'Events',
				`holds ${eventType}, a private event: choose the user's sign-in in "User Sign-In" (an OAuth2 sign-in${scopeText}); the app's credential cannot subscribe to it`,
			);
		if (signedIn.scopes !== undefined && scopes.length && !scopeGranted(signedIn.scopes, scopes))
			throw invalidField(
				node,
				ITEM,
				'Events',
				`holds ${eventType}, which needs the scope ${scopes[0]}: add it to the Scope of the credential${signedIn.credentialName ? ` "${signedIn.credentialName}"` : ''} (it holds "${signedIn.scopes.slice(0, 200)}") and sign in again`,
			);
	}
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
