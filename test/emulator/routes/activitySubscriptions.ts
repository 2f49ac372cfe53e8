import { problem } from '../errors';
import {
	NUMERIC_ID,
	invalidRequest,
	objectBody,
	unknownField,
	webhookFailure,
} from '../invalidRequest';
import { corePage } from '../paging';
import type { EmulatorState } from '../state';
import type { Reply, Route, RouteContext } from '../types';
import { webhookConfigs } from './webhooks';

/** An activity subscription. */
export interface ActivitySubscription {
	subscription_id: string;
	event_type: string;
	/** No user_id for an app-wide event (oauth.revoke). */
	filter: { user_id?: string; keyword?: string; direction?: string };
	tag?: string;
	/** Absent: the events go to the stream (GET /2/activity/stream) only. */
	webhook_id?: string;
	created_at: string;
	updated_at: string;
}

export const activitySubscriptions = (state: EmulatorState): ActivitySubscription[] =>
	state.collection<ActivitySubscription>('activitySubscriptions');

/**
 * Event types the platform takes, written out here on their own (not imported from the
 * package) so the emulator checks the node's list instead of agreeing with it.
 */
const DIRECTIONAL = [
	'dm.received',
	'dm.sent',
	'dm.read',
	'dm.indicate_typing',
	'chat.received',
	'chat.sent',
	'chat.conversation.join',
];
const OWN_USER_ONLY = ['mute.mute', 'mute.unmute', 'block.block', 'block.unblock'];
/** Subscribed without a user: the filter is empty. */
const NO_USER = ['oauth.revoke'];
/** Names the platform still takes and answers under their current name. */
const ALIASES: Record<string, string> = { 'chat.conversation_join': 'chat.conversation.join' };
export const EVENT_TYPES: readonly string[] = [
	'profile.update.bio',
	'profile.update.profile_picture',
	'profile.update.banner_picture',
	'profile.update.geo',
	'profile.update.url',
	'profile.update.verified',
	'profile.update.verified_badge',
	'profile.update.affiliate',
	'profile.update.affiliate_badge',
	'profile.update.screenname',
	'profile.update.handle',
	'post.create',
	'post.delete',
	'post.mention.create',
	'post.reply.create',
	'post.quote.create',
	'post.repost.create',
	'like.create',
	'spaces.start',
	'spaces.end',
	'broadcast.start',
	'broadcast.end',
	'broadcast.chat',
	'news.new',
	'follow.follow',
	'follow.unfollow',
	'chat.conversation.member_added',
	'chat.conversation.member_removed',
	'chat.conversation.admin_added',
	'chat.conversation.admin_removed',
	'chat.update.group_name',
	'chat.update.restrictions',
	...NO_USER,
	...OWN_USER_ONLY,
	...DIRECTIONAL,
];
/** Sent, received or both (not the older inbound/outbound). */
const DIRECTIONS = ['sent', 'received', 'both'];

/** Subscriptions that deliver to a webhook go when it is deleted (see routes/webhooks.ts). */
export function dropSubscriptionsOfWebhook(state: EmulatorState, webhookId: string): void {
	const subscriptions = activitySubscriptions(state);
	for (let index = subscriptions.length - 1; index >= 0; index--) {
		if (subscriptions[index].webhook_id === webhookId) subscriptions.splice(index, 1);
	}
}

const textBetween = (value: unknown, min: number, max: number) =>
	typeof value === 'string' && [...value].length >= min && [...value].length <= max;

/** Checks tag and webhook_id (create and update); undefined when both are fine or absent. */
function checkTagAndWebhook(
	state: EmulatorState,
	fields: Record<string, unknown>,
): Reply | undefined {
	if ('tag' in fields && !textBetween(fields.tag, 1, 200))
		return invalidRequest('tag must be 1 to 200 characters', { tag: [String(fields.tag)] });
	if (!('webhook_id' in fields)) return undefined;
	const id = fields.webhook_id;
	if (typeof id !== 'string' || !NUMERIC_ID.test(id))
		return webhookFailure('WebhookIdInvalid', 'webhook_id must be 1 to 19 digits', {
			webhook_id: [String(id)],
		});
	if (!webhookConfigs(state).some((webhook) => webhook.id === id))
		return webhookFailure('WebhookIdInvalid', `No webhook configuration with id ${id}`, {
			webhook_id: [id],
		});
	return undefined;
}

/** Checks the filter of a new subscription against its event type and the caller. */
function checkFilter(
	eventType: string,
	value: unknown,
	callerId: string | undefined,
): Reply | undefined {
	const filter = objectBody(value);
	if (!filter)
		return invalidRequest('filter is required and must be an object with user_id', {
			filter: [JSON.stringify(value ?? null)],
		});
	const unknown = unknownField(filter, ['user_id', 'keyword', 'direction']);
	if (unknown)
		return invalidRequest(`Unknown filter field ${unknown}`, {
			[`filter.${unknown}`]: [JSON.stringify(filter[unknown])],
		});
	if (NO_USER.includes(eventType)) {
		return Object.keys(filter).length === 0
			? undefined
			: invalidRequest(`The filter of ${eventType} must be empty`, {
					filter: [JSON.stringify(filter)],
				});
	}
	if (typeof filter.user_id !== 'string' || !NUMERIC_ID.test(filter.user_id)) {
		return invalidRequest('filter.user_id is required and must be 1 to 19 digits', {
			'filter.user_id': [String(filter.user_id ?? '')],
		});
	}
	if ('keyword' in filter && !textBetween(filter.keyword, 1, 150))
		return invalidRequest('filter.keyword must be 1 to 150 characters', {
			'filter.keyword': [String(filter.keyword)],
		});
	if ('direction' in filter) {
		if (!DIRECTIONS.includes(String(filter.direction)))
			return invalidRequest(`filter.direction must be one of ${DIRECTIONS.join(', ')}`, {
				'filter.direction': [String(filter.direction)],
			});
		if (!DIRECTIONAL.includes(eventType))
			return invalidRequest(`filter.direction is not supported for ${eventType}`, {
				'filter.direction': [String(filter.direction)],
			});
	}
	if (OWN_USER_ONLY.includes(eventType) && filter.user_id !== callerId) {
		return invalidRequest(
			`filter.user_id of ${eventType} must be the authenticated user (user context)`,
			{ 'filter.user_id': [filter.user_id] },
		);
	}
	return undefined;
}

function createSubscription({ state, body, auth }: RouteContext): Reply {
	const fields = objectBody(body);
	if (!fields) return invalidRequest('The body must be a JSON object with event_type and filter');
	const unknown = unknownField(fields, ['event_type', 'filter', 'tag', 'webhook_id']);
	if (unknown)
		return invalidRequest(`Unknown field ${unknown}`, {
			[unknown]: [JSON.stringify(fields[unknown])],
		});
	const asked = fields.event_type;
	const eventType = typeof asked === 'string' ? (ALIASES[asked] ?? asked) : asked;
	if (typeof eventType !== 'string' || !EVENT_TYPES.includes(eventType)) {
		return invalidRequest('event_type is required and must be a known event type', {
			event_type: [String(eventType ?? '')],
		});
	}
	const refused =
		checkFilter(eventType, fields.filter, auth.userId) ?? checkTagAndWebhook(state, fields);
	if (refused) return refused;
	const now = new Date().toISOString();
	const filter = fields.filter as ActivitySubscription['filter'];
	const subscription: ActivitySubscription = {
		subscription_id: state.nextNumericId(),
		event_type: eventType,
		filter: { ...filter },
		...(fields.tag !== undefined ? { tag: fields.tag as string } : {}),
		...(fields.webhook_id !== undefined ? { webhook_id: fields.webhook_id as string } : {}),
		created_at: now,
		updated_at: now,
	};
	activitySubscriptions(state).push(subscription);
	return { body: { data: { subscription } } };
}

/** The subscription a path names, or the answer saying why there is none. */
function findSubscription(state: EmulatorState, id: string): ActivitySubscription | Reply {
	if (!NUMERIC_ID.test(id))
		return invalidRequest('subscription_id must be 1 to 19 digits', { subscription_id: [id] });
	return (
		activitySubscriptions(state).find((subscription) => subscription.subscription_id === id) ??
		problem(404, 'about:blank', 'Not Found', `No subscription with id ${id}`)
	);
}

function updateSubscription({ state, params, body }: RouteContext): Reply {
	const subscription = findSubscription(state, params.subscription_id);
	if (!('subscription_id' in subscription)) return subscription;
	const fields = objectBody(body);
	if (!fields || Object.keys(fields).length === 0)
		return invalidRequest('The body must be a JSON object with tag or webhook_id');
	const unknown = unknownField(fields, ['tag', 'webhook_id']);
	if (unknown)
		return invalidRequest(`Unknown field ${unknown}`, {
			[unknown]: [JSON.stringify(fields[unknown])],
		});
	const refused = checkTagAndWebhook(state, fields);
	if (refused) return refused;
	if (fields.tag !== undefined) subscription.tag = fields.tag as string;
	if (fields.webhook_id !== undefined) subscription.webhook_id = fields.webhook_id as string;
	subscription.updated_at = new Date().toISOString();
	return { body: { data: { subscription } } };
}

function deleteSubscription({ state, params }: RouteContext): Reply {
	const subscription = findSubscription(state, params.subscription_id);
	if (!('subscription_id' in subscription)) return subscription;
	const subscriptions = activitySubscriptions(state);
	subscriptions.splice(subscriptions.indexOf(subscription), 1);
	return { body: { data: { deleted: true } } };
}

/** DELETE ?ids=a,b (1 to 100 ids): per-id outcome; unknown ids are reported, the rest deleted. */
function deleteSubscriptions({ state, query }: RouteContext): Reply {
	const raw = Array.isArray(query.ids) ? query.ids.join(',') : query.ids;
	const ids = raw === undefined || raw === '' ? [] : raw.split(',');
	if (ids.length < 1 || ids.length > 100)
		return invalidRequest('ids must list 1 to 100 subscription ids', { ids: [raw ?? ''] });
	const bad = ids.find((id) => !NUMERIC_ID.test(id));
	if (bad !== undefined)
		return invalidRequest('Each of ids must be 1 to 19 digits', { ids: [bad] });
	const subscriptions = activitySubscriptions(state);
	const data: Array<{ subscription_id: string; deleted: boolean }> = [];
	const errors: Array<{ subscription_id: string; reason: string; message: string }> = [];
	for (const id of ids) {
		const index = subscriptions.findIndex((subscription) => subscription.subscription_id === id);
		if (index >= 0) subscriptions.splice(index, 1);
		else
			errors.push({
				subscription_id: id,
				reason: 'SubscriptionNotFound',
				message: `No subscription with id ${id}`,
			});
		data.push({ subscription_id: id, deleted: index >= 0 });
	}
	return {
		body: {
			data,
			...(errors.length > 0 ? { errors } : {}),
			meta: { total_subscriptions: subscriptions.length },
		},
	};
}

/**
 * The activity subscription endpoints. Auth as the platform has it: create and list take
 * user context or the app-only token, update and delete only the app-only token.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/2/activity/subscriptions',
		auth: 'user-or-app',
		checksItself: true,
		handler: createSubscription,
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/activity/subscriptions',
		auth: 'user-or-app',
		checksItself: true,
		handler: ({ state, query }) =>
			corePage(activitySubscriptions(state), query, { min: 1, max: 1000, default: 100 }),
	},
	{
		api: 'core',
		method: 'PUT',
		path: '/2/activity/subscriptions/:subscription_id',
		auth: 'app',
		checksItself: true,
		handler: updateSubscription,
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/activity/subscriptions/:subscription_id',
		auth: 'app',
		checksItself: true,
		handler: deleteSubscription,
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/activity/subscriptions',
		auth: 'app',
		checksItself: true,
		handler: deleteSubscriptions,
	},
];
