import {
	adsRoute,
	booleans,
	envelope,
	firstProblem,
	invalid,
	isReply,
	missing,
	oneOf,
	single,
	unknownParameters,
} from '../adsRules';
import { adsPage } from '../paging';
import { idsFilter } from '../adsIdFilters';
import type { EmulatorState } from '../state';
import { userRecords } from '../stores';
import type { Query, Reply, Route } from '../types';
import { withAccount } from './adsAccounts';
import { adsPosts, postObject } from './adsPosts';
import { listUser, pendingPosts, pendingView, type PendingPost } from './adsScheduledPosts';

const POST_TYPES = ['DRAFT', 'PUBLISHED', 'SCHEDULED'];
const TIMELINE_TYPES = ['ALL', 'NULLCAST', 'ORGANIC'];

function enumValue(
	query: Query,
	name: string,
	values: string[],
	required: boolean,
): Reply | undefined {
	if (query[name] === undefined) return required ? missing(query, name) : undefined;
	return oneOf(query, name, values);
}

/** A scheduled post or draft as a post object of the posts list. */
function pendingPostObject(state: EmulatorState, post: PendingPost, trimUser: boolean) {
	const author = userRecords(state).find((user) => user.id === post.user_id);
	return {
		...pendingView(post),
		post_id: post.id,
		post_type: post.kind === 'draft' ? 'DRAFT' : 'SCHEDULED',
		full_text: post.text,
		user:
			trimUser || !author
				? { id_str: post.user_id }
				: { id_str: author.id, name: author.name, screen_name: author.username },
	};
}

/** The account's posts of one type and user, as the posts list and the previews read them. */
type ListedPost = Record<string, unknown> & { post_id: string; author_id: string };

function postsOfType(
	state: EmulatorState,
	accountId: string,
	postType: string,
	trimUser: boolean,
): ListedPost[] {
	if (postType === 'PUBLISHED')
		return adsPosts(state)
			.filter((post) => post.account_id === accountId)
			.map((post) => ({
				...postObject(state, post, trimUser),
				post_id: post.id_str,
				author_id: post.author_id,
			}));
	const kind = postType === 'DRAFT' ? 'draft' : 'scheduled';
	return pendingPosts(state)
		.filter((post) => post.kind === kind && post.account_id === accountId && !post.deleted)
		.map((post) => ({ ...pendingPostObject(state, post, trimUser), author_id: post.user_id }));
}

/** Posts of the account (GET posts) and their previews (GET post_previews). */
export const routes: Route[] = [
	adsRoute(
		'GET',
		'/12/accounts/:account_id/posts',
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, [
					'post_type',
					'post_ids',
					'user_id',
					'timeline_type',
					'name',
					'include_mentions_and_replies',
					'trim_user',
					'count',
					'cursor',
				]),
				enumValue(query, 'post_type', POST_TYPES, true),
				enumValue(query, 'timeline_type', TIMELINE_TYPES, false),
				booleans(query, ['include_mentions_and_replies', 'trim_user']),
				[...String(single(query.name) ?? '')].length > 80
					? invalid(query, 'name', 'name must be at most 80 characters')
					: undefined,
			);
			if (problem) return problem;
			const ids = idsFilter(query, 'post_ids', { pattern: /^\d+$/, trim: false });
			if (isReply(ids)) return ids;
			const userId = listUser(state, account.id, query);
			if (typeof userId !== 'string') return userId;
			const timeline = single(query.timeline_type) ?? 'NULLCAST';
			const prefix = single(query.name)?.toLowerCase();
			const replies = single(query.include_mentions_and_replies) === 'true';
			const posts = postsOfType(
				state,
				account.id,
				String(single(query.post_type)),
				single(query.trim_user) === 'true',
			).filter(
				(post) =>
					post.author_id === userId &&
					(!ids || ids.includes(String(post.post_id))) &&
					(timeline === 'ALL' || post.nullcast === (timeline === 'NULLCAST')) &&
					(!prefix ||
						String(post.name ?? '')
							.toLowerCase()
							.startsWith(prefix)) &&
					(replies || !String(post.full_text ?? post.text ?? '').startsWith('@')),
			);
			return adsPage(
				posts.map(({ author_id: _, ...post }) => post),
				query,
				{ min: 1, max: 1000, default: 200 },
			);
		}),
	),
	adsRoute(
		'GET',
		'/12/accounts/:account_id/post_previews',
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['post_ids', 'post_type']),
				query.post_ids === undefined ? missing(query, 'post_ids') : undefined,
				enumValue(query, 'post_type', POST_TYPES, true),
			);
			if (problem) return problem;
			const ids = idsFilter(query, 'post_ids', { pattern: /^\d+$/, trim: false });
			if (isReply(ids)) return ids;
			const found = postsOfType(state, account.id, String(single(query.post_type)), true);
			return envelope(
				(ids ?? [])
					.filter((id) => found.some((post) => String(post.post_id) === id))
					.map((id) => ({
						post_id: id,
						preview: `<iframe class="post-preview" src="https://ads.platform.example/preview/${id}" width="420" height="360" frameborder="0"></iframe>`,
					})),
				query,
			);
		}),
	),
];
