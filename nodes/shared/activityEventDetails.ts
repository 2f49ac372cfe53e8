import type { IDataObject } from 'n8n-workflow';

import { eventTypeOf, type EventFamily } from './activityEventTypes';
import { isRecord } from './isRecord';

/**
 * What an activity event means, read from its payload the way each family of event types
 * delivers it, under names that stay the same for every family member: `details` of an item of
 * the Activity Trigger and of Activity Subscription > Read Events. Workflows that used the
 * Account Activity source find each of its fields here (docs/activity-trigger.md has the table):
 * `for_user_id` is the user the event is about, `account_activity_kind` the Account Activity
 * kind the event replaces (`post_create`, `favorite`, `follow`, ...; null when it had none).
 */
export interface ActivityEventReading {
	for_user_id: string | null;
	account_activity_kind: string | null;
	details: IDataObject;
}

/** A user object, bare or wrapped as {data: user} (the examples show both). */
const unwrap = (value: unknown): IDataObject | null => {
	if (!isRecord(value)) return null;
	return isRecord(value.data) ? value.data : value;
};

const text = (value: unknown): string | null =>
	typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** The users of `includes.users`, unwrapped. */
const includedUsers = (includes: IDataObject): IDataObject[] =>
	(Array.isArray(includes.users) ? includes.users : [])
		.map(unwrap)
		.filter((user): user is IDataObject => user !== null);

const userById = (includes: IDataObject, id: string | null): IDataObject | null =>
	id === null ? null : (includedUsers(includes).find((user) => text(user.id) === id) ?? null);

/** The Account Activity kind each event type replaces (its `<kind>_events` key). */
const REPLACED_KIND: Partial<Record<EventFamily, string>> = {
	post: 'post_create',
	postDelete: 'post_delete',
	like: 'favorite',
	follow: 'follow',
	mute: 'mute',
	block: 'block',
	directMessage: 'direct_message',
	oauthRevoke: 'user_event',
};

const INDICATOR_KIND: Record<string, string> = {
	'dm.indicate_typing': 'direct_message_indicate_typing',
	'dm.read': 'direct_message_mark_read',
};

/** Which relation of the post to the user the event type reports. */
const POST_RELATION: Record<string, string> = {
	'post.create': 'by_user',
	'post.mention.create': 'mention',
	'post.reply.create': 'reply',
	'post.quote.create': 'quote',
	'post.repost.create': 'repost',
};

function readPost(eventType: string, post: IDataObject, includes: IDataObject): IDataObject {
	const referenced = (Array.isArray(post.referenced_posts) ? post.referenced_posts : []).filter(
		isRecord,
	);
	const referencedId = (type: string) =>
		text(referenced.find((one) => one.type === type)?.id ?? null);
	const quoted = referencedId('quoted');
	const reposted = referencedId('reposted');
	const inReplyTo = text(post.in_reply_to_post_id) ?? referencedId('replied_to');
	const authorId = text(post.author_id);
	const mentions = (
		isRecord(post.entities) && Array.isArray(post.entities.mentions) ? post.entities.mentions : []
	).filter(isRecord);
	return {
		relation: POST_RELATION[eventType] ?? 'by_user',
		post_kind: reposted ? 'repost' : quoted ? 'quote' : inReplyTo ? 'reply' : 'post',
		post_id: text(post.id),
		text: text(post.text),
		created_at: text(post.created_at),
		author_id: authorId,
		author: userById(includes, authorId),
		conversation_id: text(post.conversation_id),
		in_reply_to_post_id: inReplyTo,
		in_reply_to_user_id: text(post.in_reply_to_user_id),
		quoted_post_id: quoted,
		reposted_post_id: reposted,
		mentioned_user_ids: mentions.map((mention) => text(mention.id)).filter(Boolean),
		post,
	};
}

/** like.create: ids only; whose like it was follows from the filtered user and the author. */
function readLike(payload: IDataObject, forUserId: string | null, includes: IDataObject) {
	const postAuthorId = text(payload.liked_post_author_id ?? payload.post_author_id);
	const received = forUserId !== null && postAuthorId === forUserId;
	const likerId = received
		? (text(includedUsers(includes).find((user) => text(user.id) !== postAuthorId)?.id) ?? null)
		: forUserId;
	const timestamp = Number(payload.timestamp_ms);
	return {
		direction: received ? 'received' : 'given',
		like_id: text(payload.id),
		post_id: text(payload.liked_post_id),
		post_author_id: postAuthorId,
		user_id: likerId,
		user: userById(includes, likerId),
		post:
			(Array.isArray(includes.posts) ? includes.posts : [])
				.map(unwrap)
				.find((one) => one && text(one.id) === text(payload.liked_post_id)) ?? null,
		timestamp_ms: Number.isFinite(timestamp) && timestamp > 0 ? timestamp : null,
	};
}

/** follow.*, mute.*, block.*: {source, target}, the acting user first. */
function readPair(eventType: string, payload: IDataObject) {
	const source = unwrap(payload.source);
	const target = unwrap(payload.target);
	return {
		action: eventType.split('.')[1],
		source_user_id: text(source?.id ?? null),
		target_user_id: text(target?.id ?? null),
		source,
		target,
	};
}

function readDirectMessage(payload: IDataObject): IDataObject {
	const [event] = (
		Array.isArray(payload.direct_message_events) ? payload.direct_message_events : []
	).filter(isRecord);
	const create = isRecord(event?.message_create) ? event.message_create : {};
	const data = isRecord(create.message_data) ? create.message_data : {};
	const users = isRecord(payload.users)
		? Object.fromEntries(Object.entries(payload.users).map(([id, user]) => [id, unwrap(user)]))
		: {};
	return {
		encrypted: false,
		message_id: text(event?.id ?? null),
		sender_id: text(create.sender_id),
		recipient_id: text(isRecord(create.target) ? create.target.recipient_id : null),
		text: text(data.text),
		entities: isRecord(data.entities) ? data.entities : null,
		created_timestamp: text(event?.created_timestamp ?? null),
		users,
	};
}

/** dm.read, dm.indicate_typing: the payload is not shown; read as Account Activity had it. */
function readIndicator(payload: IDataObject): IDataObject {
	return {
		sender_id: text(payload.sender_id),
		recipient_id: text(
			isRecord(payload.target) ? payload.target.recipient_id : payload.recipient_id,
		),
		created_timestamp: text(payload.created_timestamp),
		last_read_event_id: text(payload.last_read_event_id),
	};
}

/** The family's reading of a payload. */
function readFamily(
	family: EventFamily,
	eventType: string,
	payload: IDataObject,
	includes: IDataObject,
	forUserId: string | null,
): IDataObject {
	switch (family) {
		case 'post':
			return readPost(eventType, payload, includes);
		case 'postDelete':
			return {
				post_id: text(payload.id),
				author_id: text(payload.author_id),
				author: userById(includes, text(payload.author_id)),
			};
		case 'like':
			return readLike(payload, forUserId, includes);
		case 'follow':
		case 'mute':
		case 'block':
			return readPair(eventType, payload);
		case 'directMessage':
			return readDirectMessage(payload);
		case 'directMessageIndicator':
			return readIndicator(payload);
		case 'chat':
			return {
				encrypted: true,
				message_id: text(payload.id),
				sender_id: text(payload.sender_id),
				conversation_id: text(payload.conversation_id),
				created_timestamp: text(payload.created_at_msec),
				text: null,
			};
		case 'profile':
			return { before: payload.before ?? null, after: payload.after ?? null };
		case 'spaces':
		case 'broadcast': {
			const host = unwrap(payload.user);
			return {
				broadcast_id: text(payload.broadcast_id),
				host_id: text(host?.id ?? null),
				host,
				...(family === 'broadcast'
					? {
							title: text(payload.title),
							state: text(payload.broadcast_state),
							duration_ms: typeof payload.duration_ms === 'number' ? payload.duration_ms : null,
						}
					: {}),
			};
		}
		case 'broadcastChat': {
			const author = unwrap(payload.author);
			return {
				broadcast_id: text(payload.broadcast_id),
				message_id: text(payload.message_id),
				text: text(payload.message),
				author_id: text(author?.id ?? null),
				author,
			};
		}
		case 'news':
			return {
				news_id: text(payload.id),
				headline: text(payload.name),
				category: text(payload.category),
				summary: text(payload.summary),
				post_ids: (Array.isArray(payload.cluster_posts_results)
					? payload.cluster_posts_results
					: []
				)
					.filter(isRecord)
					.map((one) => text(one.post_id)),
			};
		case 'oauthRevoke':
			return {
				action: 'revoke',
				user_id: text(payload.user_id),
				app_id: text(payload.app_id),
				date_time: text(payload.date_time),
			};
	}
}

/**
 * An event's reading; `eventType` by its current name. An event type the package does not know
 * is kept as delivered, with empty details.
 */
export function readActivityEvent(
	eventType: string,
	filter: IDataObject,
	payload: IDataObject,
	includes: IDataObject,
): ActivityEventReading {
	const type = eventTypeOf(eventType);
	const forUserId =
		text(filter.user_id) ?? (type?.family === 'oauthRevoke' ? text(payload.user_id) : null);
	if (!type) return { for_user_id: forUserId, account_activity_kind: null, details: {} };
	const kind =
		type.family === 'directMessageIndicator'
			? INDICATOR_KIND[type.value]
			: (REPLACED_KIND[type.family] ?? null);
	return {
		for_user_id: forUserId,
		account_activity_kind: kind,
		details: readFamily(type.family, type.value, payload, includes, forUserId),
	};
}
