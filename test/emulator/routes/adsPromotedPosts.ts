import { adsError } from '../errors';
import { envelope, invalid, missing, seededTime, single } from '../adsRules';
import { accountPostId } from '../accountPosts';
import type { EmulatorState } from '../state';
import { postRecords } from '../stores';
import type { Route } from '../types';
import { adsNowTime, linkedRecordRoutes, type LinkedRecord } from '../promotedRecords';
import { adsPosts } from './adsPosts';

/** The most post ids one create takes. */
const MAX_POSTS = 50;

const promotedPost = (id: string, lineItemId: string, postId: string, minutes: number) => ({
	id,
	account_id: '18ce54d4x5t',
	line_item_id: lineItemId,
	post_id: postId,
	entity_status: 'ACTIVE',
	approval_status: 'ACCEPTED',
	created_at: seededTime(minutes),
	updated_at: seededTime(minutes),
	deleted: false,
});

/** Three seeded promoted posts: the account's first two posts on 8v7jo, the third on 8v7jp. */
export const promotedPosts = (state: EmulatorState): LinkedRecord[] =>
	state.collection<LinkedRecord>('adsPromotedPosts', () => [
		promotedPost('1efwlo', '8v7jo', accountPostId(0), 0),
		promotedPost('1efwlp', '8v7jo', accountPostId(1), 1),
		promotedPost('1efwlq', '8v7jp', accountPostId(2), 2),
	]);

/** A post the account may promote: one of its ads posts, or a post of its user. */
const postExists = (state: EmulatorState, accountId: string, postId: string) =>
	adsPosts(state).some((post) => post.account_id === accountId && post.id_str === postId) ||
	postRecords(state).some((post) => post.id === postId && post.author_id === state.seed.userId);

/**
 * Promoted posts. A create takes up to 50 post ids and makes one record per post (total_count
 * says how many); one unknown post refuses the whole request.
 */
export const routes: Route[] = linkedRecordRoutes({
	collection: 'promoted_posts',
	idsParameter: 'promoted_post_ids',
	notFoundCode: 'PROMOTED_POST_NOT_FOUND',
	what: 'Promoted post',
	records: promotedPosts,
	parameters: ['line_item_id', 'post_ids'],
	create: ({ state, query }, account, lineItem) => {
		const raw = single(query.post_ids);
		if (raw === undefined) return missing(query, 'post_ids');
		const postIds = raw.split(',');
		if (postIds.some((id) => !/^\d{1,19}$/.test(id)))
			return invalid(query, 'post_ids', 'post_ids must be a comma list of post IDs');
		if (postIds.length > MAX_POSTS)
			return invalid(
				query,
				'post_ids',
				`post_ids takes at most ${MAX_POSTS} posts, got ${postIds.length}`,
			);
		const unknown = postIds.find((id) => !postExists(state, account.id, id));
		if (unknown !== undefined)
			return adsError(
				404,
				'POST_NOT_FOUND',
				`Post ${unknown} was not found among the posts this account can promote`,
				{ parameter: 'post_ids', value: unknown },
				{ ...query },
			);
		const created = postIds.map((postId) => ({
			...promotedPost(
				`1e${Number(state.nextNumericId().slice(-9)).toString(36)}`,
				lineItem.id,
				postId,
				0,
			),
			account_id: account.id,
			created_at: adsNowTime(state),
			updated_at: adsNowTime(state),
		}));
		promotedPosts(state).push(...created);
		const reply = envelope(
			created.map(({ account_id: _, ...record }) => record),
			query,
		);
		return { body: { ...(reply.body as object), total_count: created.length } };
	},
});
