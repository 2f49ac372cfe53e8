import { randomUUID } from 'node:crypto';

import { EVENT_TYPES } from './routes/activitySubscriptions';

/**
 * The payload and includes the platform delivers for each event type, in the shapes its event
 * payload examples show (one per family), written here on their own so the emulator checks the
 * package's reading instead of agreeing with it. `POST /__emulator/events` without a payload
 * delivers these. Numbers come with their `_str` twins where the examples have them; user objects
 * are wrapped as {data: user} where the examples wrap them.
 */

export interface SamplePayload {
	payload: Record<string, unknown>;
	includes?: Record<string, unknown>;
}

/** Another account of the emulator, the other side of the sample events. */
export const OTHER_USER = { id: '2244994945', name: 'Platform Dev', username: 'platformdev' };

const userOf = (id: string) =>
	id === OTHER_USER.id ? OTHER_USER : { id, name: `User ${id}`, username: `user${id.slice(-4)}` };

const POST_ID = '1960000000000000001';
const USER_POST_ID = '1960000000000000000';
const nowIso = () => new Date().toISOString();

/** A core post object as post.* payloads carry it. */
function post(authorId: string, extra: Record<string, unknown>, text: string) {
	return {
		id: POST_ID,
		text,
		author_id: authorId,
		created_at: nowIso(),
		conversation_id: POST_ID,
		lang: 'en',
		possibly_sensitive: false,
		reply_settings: 'everyone',
		edit_history_post_ids: [POST_ID],
		edit_controls: { edits_remaining: 5, is_edit_eligible: true, editable_until: nowIso() },
		public_metrics: {
			repost_count: 0,
			reply_count: 0,
			like_count: 0,
			like_count_str: '0',
			quote_count: 0,
			bookmark_count: 0,
			impression_count: 0,
		},
		...extra,
	};
}

function postSample(eventType: string, userId: string): SamplePayload {
	const me = userOf(userId);
	const other = OTHER_USER;
	switch (eventType) {
		case 'post.mention.create':
			return {
				payload: post(
					other.id,
					{ entities: { mentions: [{ start: 0, end: 12, username: me.username, id: me.id }] } },
					`@${me.username} have you seen this?`,
				),
				includes: { users: [other, me] },
			};
		case 'post.reply.create':
			return {
				payload: post(
					other.id,
					{
						in_reply_to_post_id: USER_POST_ID,
						in_reply_to_user_id: me.id,
						referenced_posts: [{ type: 'replied_to', id: USER_POST_ID }],
					},
					'Great news!',
				),
				includes: {
					users: [other],
					posts: [{ id: USER_POST_ID, text: 'Our news', author_id: me.id }],
				},
			};
		case 'post.quote.create':
			return {
				payload: post(
					other.id,
					{ referenced_posts: [{ type: 'quoted', id: USER_POST_ID }] },
					'Worth reading',
				),
				includes: { users: [other] },
			};
		case 'post.repost.create':
			return {
				payload: post(
					other.id,
					{ referenced_posts: [{ type: 'reposted', id: USER_POST_ID }] },
					`RT @${me.username}: Our news`,
				),
				includes: { users: [other] },
			};
		default:
			return { payload: post(me.id, {}, 'A post of the user'), includes: { users: [me] } };
	}
}

const pair = (source: string, target: string) => ({
	payload: { source: { data: userOf(source) }, target: { data: userOf(target) } },
});

const chatPayload = (userId: string) => ({
	payload: {
		conversation_token: 'c29tZS10b2tlbg==',
		id: randomUUID(),
		created_at_msec: String(Date.now()),
		sender_id: userId,
		conversation_id: `${userId}:${OTHER_USER.id}`,
		conversation_key_version: '1',
		encoded_event: 'ZW5jb2RlZA==',
		conversation_key_change_event: null,
		message_event_signature: {
			public_key_version: '1',
			signature: 'c2lnbmF0dXJl',
			signature_version: '1',
			signing_public_key: 'a2V5',
		},
	},
});

const broadcast = (userId: string, ended: boolean) => ({
	payload: {
		user: { data: userOf(userId) },
		broadcast_id: '1ZkKzRbbVNvKv',
		title: 'Launch day live',
		language: 'en',
		broadcast_state: ended ? 'Ended' : 'Running',
		event_timestamp_ms: Date.now(),
		created_timestamp_ms: Date.now() - 60_000,
		updated_timestamp_ms: Date.now(),
		thumbnail_url: 'https://pbs.example/thumb.jpg',
		available_for_replay: true,
		...(ended
			? { duration_ms: 60_000, replay_thumbnail_url: 'https://pbs.example/replay.jpg' }
			: {}),
	},
});

/** The documented payload of `eventType` about `userId` (the filtered user). */
export function samplePayload(eventType: string, userId: string): SamplePayload {
	const family = eventType.split('.')[0];
	switch (family) {
		case 'post':
			return eventType === 'post.delete'
				? {
						payload: { id: POST_ID, author_id: userId },
						includes: { users: [{ data: userOf(userId) }] },
					}
				: postSample(eventType, userId);
		case 'like':
			return {
				payload: {
					id: randomUUID().replace(/-/g, ''),
					liked_post_id: USER_POST_ID,
					liked_post_author_id: userId,
					created_at: nowIso(),
					timestamp_ms: String(Date.now()),
				},
				includes: {
					users: [OTHER_USER, userOf(userId)],
					posts: [{ id: USER_POST_ID, text: 'Our news', author_id: userId }],
				},
			};
		case 'follow':
			return pair(OTHER_USER.id, userId);
		case 'mute':
		case 'block':
			return pair(userId, OTHER_USER.id);
		case 'profile':
			return { payload: { before: 'old value', after: 'new value' } };
		case 'chat':
			return chatPayload(userId);
		case 'dm':
			if (eventType === 'dm.sent' || eventType === 'dm.received') {
				const sender = eventType === 'dm.sent' ? userId : OTHER_USER.id;
				const recipient = eventType === 'dm.sent' ? OTHER_USER.id : userId;
				return {
					payload: {
						direct_message_events: [
							{
								type: 'message_create',
								id: String(Date.now()),
								created_timestamp: String(Date.now()),
								message_create: {
									target: { recipient_id: recipient },
									sender_id: sender,
									message_data: {
										text: 'Hello there',
										entities: { hashtags: [], symbols: [], user_mentions: [], urls: [] },
									},
								},
							},
						],
						users: { [sender]: { data: userOf(sender) }, [recipient]: { data: userOf(recipient) } },
					},
				};
			}
			// dm.read and dm.indicate_typing: not shown in the examples; the Account Activity fields.
			return {
				payload: {
					created_timestamp: String(Date.now()),
					sender_id: OTHER_USER.id,
					target: { recipient_id: userId },
					...(eventType === 'dm.read' ? { last_read_event_id: String(Date.now() - 1000) } : {}),
				},
			};
		case 'news':
			return {
				payload: {
					id: '1950000000000000001',
					name: 'Sneaker makers report record sales',
					category: 'Business',
					hook: 'Sales rose',
					summary: 'Several makers report record quarters.',
					contexts: { entities: { organizations: ['Sneaker Co'] }, topics: ['Retail'] },
					cluster_posts_results: [{ post_id: POST_ID }],
					updated_at: nowIso(),
				},
			};
		case 'spaces':
			return {
				payload: {
					user: { data: userOf(userId) },
					broadcast_id: '1YqKDqWqdPLsV',
					event_type: eventType === 'spaces.start' ? 'spaces_start' : 'spaces_end',
				},
			};
		case 'broadcast':
			if (eventType === 'broadcast.chat')
				return {
					payload: {
						broadcast_id: '1ZkKzRbbVNvKv',
						message_id: randomUUID(),
						message: 'Love this!',
						author: { data: OTHER_USER },
					},
				};
			return broadcast(userId, eventType === 'broadcast.end');
		case 'oauth':
			return {
				payload: {
					date_time: new Date().toISOString().replace('Z', '+00:00'),
					user_id: userId,
					app_id: '29871234',
				},
			};
		default:
			return { payload: {} };
	}
}

/** Every event type the emulator delivers has a sample (the test of the emulator checks it). */
export const SAMPLED_EVENT_TYPES = EVENT_TYPES;
