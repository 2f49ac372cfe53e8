import { adsError } from '../errors';
import { adsNow, adsTime } from '../adsClock';
import {
	adsRoute,
	booleans,
	envelope,
	firstProblem,
	invalid,
	isReply,
	missing,
	notFound,
	required,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import { adsPage } from '../paging';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route, RouteContext } from '../types';
import { withAccount, type AdsAccount } from './adsAccounts';
import { mediaLibrary } from './adsMediaLibrary';
import { mediaKeys } from './adsPosts';
import { fullUserId, promotableUserIds } from './adsPromotableUsers';

/** A post not yet published: scheduled for a time, or a draft. */
export interface PendingPost {
	kind: 'scheduled' | 'draft';
	id: string;
	account_id: string;
	name: string | null;
	text: string;
	user_id: string;
	nullcast: boolean;
	card_uri: string | null;
	media_keys: string[];
	scheduled_at?: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

const seed = (
	kind: PendingPost['kind'],
	n: number,
	userId: string,
	extra: Partial<PendingPost> = {},
): PendingPost => ({
	kind,
	id: String(1_339_940_521_097_347_000n + BigInt(n)),
	account_id: '18ce54d4x5t',
	name: `${kind === 'draft' ? 'Draft' : 'Scheduled'} ${n}`,
	text: `${kind === 'draft' ? 'Draft' : 'Scheduled'} post ${n} #launch`,
	user_id: userId,
	nullcast: true,
	card_uri: null,
	media_keys: [],
	created_at: seededTime(n),
	updated_at: seededTime(n),
	deleted: false,
	...extra,
});

/**
 * Seeded: three scheduled posts (two of the account's own user, one of @platformdev) and three
 * drafts (the same), scheduled in the year 2099 so they never fall in the past.
 */
export const pendingPosts = (state: EmulatorState): PendingPost[] =>
	state.collection<PendingPost>('adsPendingPosts', () => [
		seed('scheduled', 1, state.seed.userId, { scheduled_at: '2099-01-01T10:00:00Z' }),
		seed('scheduled', 2, state.seed.userId, { scheduled_at: '2099-01-02T10:00:00Z' }),
		seed('scheduled', 3, '2244994945', { scheduled_at: '2099-01-03T10:00:00Z' }),
		seed('draft', 4, state.seed.userId),
		seed('draft', 5, state.seed.userId, { media_keys: ['3_1300000000000000000'] }),
		seed('draft', 6, '2244994945'),
	]);

/** The record as the platform shows it. */
export function pendingView({ kind, account_id: _, deleted, ...post }: PendingPost) {
	return kind === 'draft'
		? { ...post, ...(deleted ? { status: 'DELETED' } : {}) }
		: {
				...post,
				scheduled_status: deleted ? 'DELETED' : 'SCHEDULED',
				completed_at: null,
				post_id: null,
			};
}

const CONTENT = ['card_uri', 'media_keys', 'nullcast', 'text', 'name'];
const YEAR_MS = 366 * 24 * 3_600_000;

/** scheduled_at: a time, later than now and at most a year ahead; seconds are dropped. */
function scheduledAt(state: EmulatorState, query: Query): string | Reply {
	const text = single(query.scheduled_at) ?? '';
	const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:?\d{2})$/.test(text)
		? Date.parse(text)
		: NaN;
	if (Number.isNaN(ms))
		return invalid(query, 'scheduled_at', 'scheduled_at must be an ISO 8601 time');
	const now = adsNow(state);
	if (ms <= now) return invalid(query, 'scheduled_at', 'scheduled_at must be in the future');
	const yearAhead = new Date(now);
	yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
	if (ms > Math.min(yearAhead.getTime(), now + YEAR_MS))
		return invalid(query, 'scheduled_at', 'scheduled_at must be at most one year ahead');
	return adsTime(Math.floor(ms / 60_000) * 60_000);
}

/** The content parameters of a create or update, checked, as record fields. */
function content(
	state: EmulatorState,
	account: AdsAccount,
	query: Query,
): Partial<PendingPost> | Reply {
	const problem = firstProblem(
		booleans(query, ['nullcast']),
		[...String(single(query.name) ?? '')].length > 80
			? invalid(query, 'name', 'name must be at most 80 characters')
			: undefined,
	);
	if (problem) return problem;
	const changes: Partial<PendingPost> = {};
	if (query.media_keys !== undefined) {
		const keys = mediaKeys(query);
		if (!Array.isArray(keys)) return keys;
		const library = mediaLibrary(state).filter(
			(item) => item.account_id === account.id && !item.deleted,
		);
		const unknown = keys.find((key) => !library.some((item) => item.media_key === key));
		if (unknown)
			return invalid(query, 'media_keys', `${unknown} is not in the account's media library`);
		changes.media_keys = keys;
	}
	if (query.card_uri !== undefined) changes.card_uri = single(query.card_uri) || null;
	if (query.text !== undefined) changes.text = String(single(query.text));
	if (query.name !== undefined) changes.name = single(query.name) || null;
	if (query.nullcast !== undefined) changes.nullcast = single(query.nullcast) === 'true';
	if (query.scheduled_at !== undefined) {
		const time = scheduledAt(state, query);
		if (typeof time !== 'string') return time;
		changes.scheduled_at = time;
	}
	return changes;
}

const blank = (query: Query) =>
	adsError(
		400,
		'POST_CANNOT_BE_BLANK',
		'A post needs text or media',
		{ parameter: 'text' },
		{ ...query },
	);

function create(kind: PendingPost['kind']) {
	return withAccount(({ state, query }: RouteContext, account) => {
		const scheduled = kind === 'scheduled';
		const problem = firstProblem(
			unknownParameters(query, [...CONTENT, 'as_user_id', ...(scheduled ? ['scheduled_at'] : [])]),
			required(query, ['as_user_id', ...(scheduled ? ['scheduled_at'] : [])]),
		);
		if (problem) return problem;
		const asUser = String(single(query.as_user_id));
		if (!promotableUserIds(state, account.id).includes(asUser))
			return invalid(
				query,
				'as_user_id',
				`User ${asUser} is not a promotable user of this account`,
			);
		const changes = content(state, account, query);
		if (isReply(changes)) return changes;
		if (!changes.text && !changes.media_keys?.length) return missing(query, 'text');
		const now = adsTime(adsNow(state));
		const post: PendingPost = {
			kind,
			id: state.nextNumericId(),
			account_id: account.id,
			name: null,
			text: '',
			user_id: asUser,
			nullcast: true,
			card_uri: null,
			media_keys: [],
			...changes,
			created_at: now,
			updated_at: now,
			deleted: false,
		};
		pendingPosts(state).push(post);
		return envelope(pendingView(post), query);
	});
}

const find = (state: EmulatorState, kind: string, accountId: string, id: string) =>
	pendingPosts(state).find(
		(post) =>
			post.kind === kind && post.account_id === accountId && post.id === id && !post.deleted,
	);
const what = (kind: string, id: string) => `${kind === 'draft' ? 'Draft' : 'Scheduled'} post ${id}`;

function update(kind: PendingPost['kind']) {
	return withAccount(({ state, params, query }: RouteContext, account) => {
		const problem = unknownParameters(query, [
			...CONTENT,
			...(kind === 'scheduled' ? ['scheduled_at'] : []),
		]);
		if (problem) return problem;
		const post = find(state, kind, account.id, params.id);
		if (!post) return notFound(query, what(kind, params.id));
		const changes = content(state, account, query);
		if (isReply(changes)) return changes;
		const after = { ...post, ...changes };
		if (!after.text && after.media_keys.length === 0) return blank(query);
		Object.assign(post, changes, { updated_at: adsTime(adsNow(state)) });
		return envelope(pendingView(post), query);
	});
}

/** GET one: deleted ones are gone. DELETE: for good, answered with the record marked DELETED. */
function one(kind: PendingPost['kind'], remove: boolean) {
	return withAccount(({ state, params, query }: RouteContext, account) => {
		const problem = unknownParameters(query, []);
		if (problem) return problem;
		const post = find(state, kind, account.id, params.id);
		if (!post) return notFound(query, what(kind, params.id));
		if (remove) post.deleted = true;
		return envelope(pendingView(post), query);
	});
}

/** The user_id of a list: a promotable user of the account, by default its FULL one. */
export function listUser(state: EmulatorState, accountId: string, query: Query): string | Reply {
	const userId = single(query.user_id) ?? fullUserId(state, accountId) ?? '';
	if (!/^\d+$/.test(userId)) return invalid(query, 'user_id', 'user_id must be a numeric user ID');
	if (!promotableUserIds(state, accountId).includes(userId))
		return invalid(query, 'user_id', `User ${userId} is not a promotable user of this account`);
	return userId;
}

function list(kind: PendingPost['kind']) {
	return withAccount(({ state, query }: RouteContext, account) => {
		const problem = unknownParameters(query, ['count', 'cursor', 'user_id']);
		if (problem) return problem;
		const userId = listUser(state, account.id, query);
		if (typeof userId !== 'string') return userId;
		return adsPage(
			pendingPosts(state)
				.filter(
					(post) =>
						post.kind === kind &&
						post.account_id === account.id &&
						post.user_id === userId &&
						!post.deleted,
				)
				.map(pendingView),
			query,
			{ min: 1, max: 200, default: 100 },
		);
	});
}

const ROUTES: Array<[string, PendingPost['kind']]> = [
	['/12/accounts/:account_id/scheduled_posts', 'scheduled'],
	['/12/accounts/:account_id/draft_posts', 'draft'],
];

/** Scheduled posts and draft posts: list, get, create, update, delete; a draft's preview. */
export const routes: Route[] = [
	...ROUTES.flatMap(([path, kind]): Route[] => [
		adsRoute('GET', path, list(kind)),
		adsRoute('POST', path, create(kind)),
		adsRoute('GET', `${path}/:id`, one(kind, false)),
		adsRoute('PUT', `${path}/:id`, update(kind)),
		adsRoute('DELETE', `${path}/:id`, one(kind, true)),
	]),
	adsRoute(
		'POST',
		'/12/accounts/:account_id/draft_posts/preview/:id',
		withAccount(({ state, params, query, auth }, account) => {
			const problem = unknownParameters(query, []);
			if (problem) return problem;
			if (!find(state, 'draft', account.id, params.id))
				return notFound(query, what('draft', params.id));
			return {
				body: {
					request: { params: { ...query } },
					message: `See the devices of user ${auth.userId ?? ''} for a preview of draft post ${params.id}`,
				},
			};
		}),
	),
];
