import { corePage, type PageRules } from './paging';
import { checkId, listOf, single } from './requestChecks';
import type { EmulatorState } from './state';
import { mediaRecords, postRecords, userRecords, type PostRecord } from './stores';
import type { Query, Reply } from './types';

/**
 * What lookups return: a record cut to its default fields plus the fields asked for, and the
 * `includes` that expansions ask for. The allowed values are those the platform documents for
 * each field list.
 */
export const POST_FIELDS = [
	'article',
	'article_title',
	'attachments',
	'author_id',
	'card_uri',
	'community_id',
	'context_annotations',
	'conversation_id',
	'created_at',
	'display_text_range',
	'edit_controls',
	'edit_history_post_ids',
	'entities',
	'geo',
	'id',
	'in_reply_to_user_id',
	'lang',
	'matched_media_notes',
	'media_metadata',
	'non_public_metrics',
	'note_post',
	'note_request_suggestions',
	'organic_metrics',
	'paid_partnership',
	'possibly_sensitive',
	'promoted_metrics',
	'public_metrics',
	'referenced_posts',
	'reply_settings',
	'scopes',
	'source',
	'suggested_source_links',
	'suggested_source_links_with_counts',
	'text',
	'withheld',
] as const;

export const POST_EXPANSIONS = [
	'article.cover_media',
	'article.media_entities',
	'attachments.media_keys',
	'attachments.media_source_post',
	'attachments.poll_ids',
	'author_id',
	'edit_history_post_ids',
	'entities.mentions.username',
	'geo.place_id',
	'in_reply_to_user_id',
	'referenced_posts',
	'username',
] as const;

export const MEDIA_FIELDS = [
	'alt_text',
	'duration_ms',
	'height',
	'media_key',
	'non_public_metrics',
	'organic_metrics',
	'preview_image_url',
	'promoted_metrics',
	'public_metrics',
	'type',
	'url',
	'variants',
	'width',
] as const;

export const USER_FIELDS = [
	'affiliation',
	'confirmed_email',
	'connection_status',
	'created_at',
	'description',
	'entities',
	'id',
	'is_identity_verified',
	'location',
	'name',
	'parody',
	'pinned_post_id',
	'profile_banner_url',
	'profile_image_url',
	'protected',
	'public_metrics',
	'receives_your_dm',
	'subscribes_to_you',
	'subscription',
	'subscription_type',
	'url',
	'username',
	'verified',
	'verified_followers_count',
	'verified_type',
	'withheld',
] as const;

export const POLL_FIELDS = [
	'duration_minutes',
	'end_datetime',
	'id',
	'options',
	'voting_status',
] as const;

/**
 * The fields and expansions one lookup asks for; a value outside the allowed ones is an
 * invalid-request.
 */
export interface Selection {
	postFields: string[];
	expansions: string[];
	mediaFields: string[];
	userFields: string[];
	pollFields: string[];
}

export function readSelection(query: Query): Selection {
	return {
		postFields: listOf(query, 'post.fields', POST_FIELDS),
		expansions: listOf(query, 'expansions', POST_EXPANSIONS),
		mediaFields: listOf(query, 'media.fields', MEDIA_FIELDS),
		userFields: listOf(query, 'user.fields', USER_FIELDS),
		pollFields: listOf(query, 'poll.fields', POLL_FIELDS),
	};
}

/** The default fields, then each asked-for field the record has. */
function cut(
	record: Record<string, unknown>,
	defaults: readonly string[],
	fields: string[],
): Record<string, unknown> {
	const view: Record<string, unknown> = {};
	for (const field of [...defaults, ...fields])
		if (record[field] !== undefined) view[field] = record[field];
	return view;
}

export const postView = (post: PostRecord, fields: string[]) => cut(post, ['id', 'text'], fields);
export const userView = (user: Record<string, unknown>, fields: string[]) =>
	cut(user, ['id', 'name', 'username'], fields);

/** A poll as created with a post; kept by the posts route file, read here for includes.polls. */
export interface PollRecord {
	id: string;
	options: Array<{ position: number; label: string; votes: number }>;
	duration_minutes: number;
	end_datetime: string;
	voting_status: string;
}

export const pollRecords = (state: EmulatorState): PollRecord[] =>
	state.collection<PollRecord>('polls');

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** `includes` for these posts and expansions, or undefined when nothing is expanded. */
export function includesFor(
	state: EmulatorState,
	posts: PostRecord[],
	selection: Selection,
): Record<string, unknown> | undefined {
	const includes: Record<string, unknown[]> = {};
	const expand = (name: string) => selection.expansions.includes(name);
	const add = (member: string, records: unknown[]) => {
		if (records.length > 0) includes[member] = [...(includes[member] ?? []), ...records];
	};

	if (expand('attachments.media_keys')) {
		const keys = unique(
			posts.flatMap(
				(post) => (post.attachments as { media_keys?: string[] } | undefined)?.media_keys ?? [],
			),
		);
		const media = keys
			.map((key) => mediaRecords(state).find((record) => record.media_key === key))
			.filter((record) => record !== undefined);
		add(
			'media',
			media.map((record) => cut(record, ['media_key', 'type'], selection.mediaFields)),
		);
	}
	const userIds = unique(
		[
			...(expand('author_id') ? posts.map((post) => post.author_id) : []),
			...(expand('in_reply_to_user_id')
				? posts.map((post) => post.in_reply_to_user_id as string | undefined)
				: []),
		].filter((id): id is string => id !== undefined),
	);
	const users = userIds
		.map((id) => userRecords(state).find((user) => user.id === id))
		.filter((user) => user !== undefined);
	add(
		'users',
		users.map((user) => userView(user, selection.userFields)),
	);

	if (expand('referenced_posts')) {
		const ids = unique(
			posts.flatMap((post) =>
				((post.referenced_posts as Array<{ id: string }> | undefined) ?? []).map((ref) => ref.id),
			),
		);
		const referenced = ids
			.map((id) => postRecords(state).find((post) => post.id === id))
			.filter((post) => post !== undefined);
		add(
			'posts',
			referenced.map((post) => postView(post, selection.postFields)),
		);
	}
	if (expand('attachments.poll_ids')) {
		const ids = unique(
			posts.flatMap(
				(post) => (post.attachments as { poll_ids?: string[] } | undefined)?.poll_ids ?? [],
			),
		);
		const polls = ids
			.map((id) => pollRecords(state).find((poll) => poll.id === id))
			.filter((poll) => poll !== undefined);
		add(
			'polls',
			polls.map((poll) =>
				cut(poll as unknown as Record<string, unknown>, ['id', 'options'], selection.pollFields),
			),
		);
	}
	return Object.keys(includes).length > 0 ? includes : undefined;
}

/** `{data, includes}` for a list of posts (includes only when something was expanded). */
export function postsBody(
	state: EmulatorState,
	posts: PostRecord[],
	selection: Selection,
): Record<string, unknown> {
	const includes = includesFor(state, posts, selection);
	return {
		data: posts.map((post) => postView(post, selection.postFields)),
		...(includes ? { includes } : {}),
	};
}

/**
 * One page of posts (`max_results`, `pagination_token`): data, includes, meta with newest_id and
 * oldest_id.
 */
export function postsPage(
	state: EmulatorState,
	posts: PostRecord[],
	query: Query,
	rules: PageRules,
	selection: Selection,
): Reply {
	const reply = corePage(posts, query, rules);
	const page = (reply.body as { data?: PostRecord[] } | undefined)?.data;
	if (!page) return reply;
	const meta = {
		...(reply.body as { meta: Record<string, unknown> }).meta,
		newest_id: page[0].id,
		oldest_id: page[page.length - 1].id,
	};
	return { body: { ...postsBody(state, page, selection), meta } };
}

/** Numeric ids compared as numbers (they exceed 2^53). */
export const compareIds = (a: string, b: string) =>
	BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0;

/** The posts newer than `since_id` and older than `until_id`, where the query names them. */
export function withinIds(posts: PostRecord[], query: Query): PostRecord[] {
	const sinceId = single(query, 'since_id');
	const untilId = single(query, 'until_id');
	if (sinceId !== undefined) checkId('since_id', sinceId);
	if (untilId !== undefined) checkId('until_id', untilId);
	return posts.filter(
		(post) =>
			(sinceId === undefined || compareIds(post.id, sinceId) > 0) &&
			(untilId === undefined || compareIds(post.id, untilId) < 0),
	);
}
