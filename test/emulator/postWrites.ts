import { postToAccounts } from './accountActivityDeliveries';
import { deliverToStreamLinks } from './streamDeliveries';
import { publishEvent } from './events';
import { ID_PATTERN, invalidRequest, notAuthorized, notFound } from './requestChecks';
import type { EmulatorState } from './state';
import { mediaRecords, newPostMetrics, postRecords, type PostRecord } from './stores';
import { pollRecords } from './views';
import { postWeight } from './weightedLength';

/**
 * POST /2/posts, checked as the platform checks it, then stored: a new post, or with
 * `edit_options.previous_post_id` a new version of one of the caller's posts.
 */
const BODY_KEYS = [
	'text',
	'reply',
	'quote_post_id',
	'media',
	'poll',
	'reply_settings',
	'community_id',
	'share_with_followers',
	'paid_partnership',
	'nullcast',
	'card_uri',
	'geo',
	'edit_options',
	'for_super_followers_only',
	'made_with_ai',
	'direct_message_deep_link',
];
export const REPLY_SETTINGS = ['following', 'mentionedUsers', 'subscribers', 'verified'];
const MAX_TEXT = 25_000;
const EDIT_WINDOW_MS = 60 * 60 * 1000;

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function idField(name: string, value: unknown): string | undefined {
	if (value === undefined) return undefined;
	if (typeof value !== 'string' || !ID_PATTERN.test(value))
		throw invalidRequest(name, value, `\`${name}\` must match ^[0-9]{1,19}$`);
	return value;
}

function existingPost(
	state: EmulatorState,
	parameter: string,
	id: string | undefined,
): PostRecord | undefined {
	if (id === undefined) return undefined;
	const post = postRecords(state).find((record) => record.id === id);
	if (!post) throw notFound('post', parameter, id);
	return post;
}

/** The media keys of `media.media_ids` (1 to 4 ids of uploaded media). */
function mediaKeys(state: EmulatorState, media: unknown): string[] | undefined {
	if (media === undefined) return undefined;
	const ids = isObject(media) ? media.media_ids : undefined;
	if (!Array.isArray(ids) || ids.length < 1 || ids.length > 4) {
		throw invalidRequest('media.media_ids', ids, '`media.media_ids` must hold 1 to 4 media ids');
	}
	return ids.map((id) => {
		const record =
			typeof id === 'string' && ID_PATTERN.test(id)
				? mediaRecords(state).find((m) => m.media_id === id)
				: undefined;
		if (!record)
			throw invalidRequest(
				'media.media_ids',
				id,
				`Your media IDs are invalid: ${JSON.stringify(id)} is not an uploaded media id`,
			);
		return record.media_key;
	});
}

/** A poll (2 to 4 options of 1 to 25 characters, 5 to 10,080 minutes), stored; its id. */
function createPoll(state: EmulatorState, poll: unknown, now: number): string | undefined {
	if (poll === undefined) return undefined;
	const options = isObject(poll) ? poll.options : undefined;
	if (!Array.isArray(options) || options.length < 2 || options.length > 4) {
		throw invalidRequest('poll.options', options, '`poll.options` must hold 2 to 4 options');
	}
	for (const option of options) {
		if (typeof option !== 'string' || [...option].length < 1 || [...option].length > 25) {
			throw invalidRequest(
				'poll.options',
				option,
				'Each poll option must be 1 to 25 characters long',
			);
		}
	}
	const minutes = (poll as Body).duration_minutes;
	if (!Number.isInteger(minutes) || (minutes as number) < 5 || (minutes as number) > 10_080) {
		throw invalidRequest(
			'poll.duration_minutes',
			minutes,
			'`poll.duration_minutes` must be from 5 to 10080',
		);
	}
	const id = state.nextNumericId();
	pollRecords(state).push({
		id,
		options: (options as string[]).map((label, index) => ({
			position: index + 1,
			label,
			votes: 0,
		})),
		duration_minutes: minutes as number,
		end_datetime: new Date(now + (minutes as number) * 60_000).toISOString(),
		voting_status: 'open',
	});
	return id;
}

/**
 * Checks the body's shape and plain values; what needs stored records is checked by the callers.
 */
function checkBody(body: unknown): Body {
	if (!isObject(body)) throw invalidRequest('body', body, 'The request body must be a JSON object');
	const unknown = Object.keys(body).find((key) => !BODY_KEYS.includes(key));
	if (unknown)
		throw invalidRequest(
			unknown,
			body[unknown],
			`\`${unknown}\` is not a valid field of a post request`,
		);
	if (body.text !== undefined && typeof body.text !== 'string')
		throw invalidRequest('text', body.text, '`text` must be a string');
	const weight = postWeight((body.text as string | undefined) ?? '');
	if (weight > MAX_TEXT)
		throw invalidRequest(
			'text',
			`weighs ${weight}`,
			`\`text\` must weigh at most ${MAX_TEXT} as the platform counts it`,
		);
	if (!body.text && body.media === undefined)
		throw invalidRequest('text', '', '`text` is required unless media is given');
	if (
		body.reply_settings !== undefined &&
		!REPLY_SETTINGS.includes(body.reply_settings as string)
	) {
		throw invalidRequest(
			'reply_settings',
			body.reply_settings,
			`\`reply_settings\` must be one of ${REPLY_SETTINGS.join(', ')}`,
		);
	}
	for (const flag of ['share_with_followers', 'paid_partnership', 'nullcast']) {
		if (body[flag] !== undefined && typeof body[flag] !== 'boolean')
			throw invalidRequest(flag, body[flag], `\`${flag}\` must be a boolean`);
	}
	if (body.share_with_followers !== undefined && body.community_id === undefined) {
		throw invalidRequest(
			'share_with_followers',
			body.share_with_followers,
			'`share_with_followers` needs `community_id`',
		);
	}
	if (body.card_uri !== undefined && typeof body.card_uri !== 'string')
		throw invalidRequest('card_uri', body.card_uri, '`card_uri` must be a string');
	idField('community_id', body.community_id);
	return body;
}

/** The record of a new post (or new version) written by `authorId` from a checked body. */
function postFromBody(
	state: EmulatorState,
	body: Body,
	authorId: string,
	history: string[],
): PostRecord {
	const now = Date.now();
	const replyTo = existingPost(
		state,
		'reply.in_reply_to_post_id',
		idField(
			'reply.in_reply_to_post_id',
			isObject(body.reply) ? body.reply.in_reply_to_post_id : body.reply,
		),
	);
	const quoted = existingPost(state, 'quote_post_id', idField('quote_post_id', body.quote_post_id));
	const media_keys = mediaKeys(state, body.media);
	const pollId = createPoll(state, body.poll, now);
	const id = state.nextNumericId();
	const referenced = [
		...(replyTo ? [{ type: 'replied_to', id: replyTo.id }] : []),
		...(quoted ? [{ type: 'quoted', id: quoted.id }] : []),
	];
	const optional: Record<string, unknown> = {
		attachments:
			media_keys || pollId
				? { ...(media_keys ? { media_keys } : {}), ...(pollId ? { poll_ids: [pollId] } : {}) }
				: undefined,
		referenced_posts: referenced.length > 0 ? referenced : undefined,
		in_reply_to_user_id: replyTo?.author_id,
		community_id: body.community_id,
		card_uri: body.card_uri,
	};
	const post: PostRecord = {
		id,
		text: (body.text as string | undefined) ?? '',
		author_id: authorId,
		created_at: new Date(now).toISOString(),
		edit_history_post_ids: [...history, id],
		conversation_id: replyTo
			? ((replyTo.conversation_id as string | undefined) ?? replyTo.id)
			: (history[0] ?? id),
		lang: 'en',
		possibly_sensitive: false,
		reply_settings: (body.reply_settings as string | undefined) ?? 'everyone',
		paid_partnership: body.paid_partnership === true,
		public_metrics: newPostMetrics(),
	};
	for (const [field, value] of Object.entries(optional))
		if (value !== undefined) post[field] = value;
	return post;
}

/** The caller's post that an edit replaces, if the edit is allowed (own post, within one hour). */
function editablePost(state: EmulatorState, editOptions: unknown, userId: string): PostRecord {
	const id = idField(
		'edit_options.previous_post_id',
		isObject(editOptions) ? editOptions.previous_post_id : editOptions,
	);
	if (id === undefined)
		throw invalidRequest(
			'edit_options.previous_post_id',
			'',
			'`edit_options.previous_post_id` is required',
		);
	const previous = existingPost(state, 'edit_options.previous_post_id', id)!;
	if (previous.author_id !== userId) {
		throw notAuthorized(
			'post',
			'edit_options.previous_post_id',
			id,
			'You can only edit your own posts.',
		);
	}
	const original =
		postRecords(state).find((post) => post.id === previous.edit_history_post_ids[0]) ?? previous;
	if (Date.now() - Date.parse(original.created_at) > EDIT_WINDOW_MS) {
		throw invalidRequest(
			'edit_options.previous_post_id',
			id,
			'A post can be edited only within one hour of its creation',
		);
	}
	return previous;
}

/** Creates (or, with edit_options, edits) a post for the caller; publishes post.create. */
export function writePost(state: EmulatorState, rawBody: unknown, userId: string): PostRecord {
	const body = checkBody(rawBody);
	const previous =
		body.edit_options === undefined ? undefined : editablePost(state, body.edit_options, userId);
	const post = postFromBody(state, body, userId, previous?.edit_history_post_ids ?? []);
	postRecords(state).push(post);
	publishEvent(state, { event_type: 'post.create', user_id: userId, payload: { ...post } });
	void deliverToStreamLinks(state, post);
	void postToAccounts(state, post);
	return post;
}

/** Deletes one of the caller's posts; publishes post.delete. */
export function deletePost(state: EmulatorState, id: string, userId: string): void {
	const posts = postRecords(state);
	const index = posts.findIndex((post) => post.id === id);
	if (index === -1) throw notFound('post', 'id', id);
	const post = posts[index];
	if (post.author_id !== userId) {
		throw notAuthorized('post', 'id', id, 'You can only delete your own posts.');
	}
	posts.splice(index, 1);
	publishEvent(state, { event_type: 'post.delete', user_id: userId, payload: { ...post } });
}
