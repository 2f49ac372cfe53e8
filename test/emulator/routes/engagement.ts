import { likeToAccount } from '../accountActivityDeliveries';
import {
	likes,
	newestFirst,
	repostOf,
	repostsOf,
	requireCaller,
	userById,
	usersPage,
} from '../people';
import { checkId, checked, notFound } from '../requestChecks';
import type { EmulatorState } from '../state';
import { postRecords, type PostRecord } from '../stores';
import type { Route } from '../types';
import { postsPage, readSelection } from '../views';

const existingPost = (state: EmulatorState, id: string): PostRecord => {
	const post = postRecords(state).find((record) => record.id === checkId('post_id', id));
	if (!post) throw notFound('post', 'post_id', id);
	return post;
};

const postIdOf = (body: unknown): string => String((body as { post_id?: unknown }).post_id);

const hiddenReplies = (state: EmulatorState) => state.collection<string>('hiddenReplies');

/**
 * Likes, reposts and hidden replies, with state: a like shows in the post's liking users and the
 * user's liked posts; a repost is a post of its own (referring to the original as `reposted`),
 * listed by the original's reposts and reposted_by. Liking or reposting twice answers as the
 * first time did.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/2/users/:id/likes',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const post = existingPost(state, postIdOf(body));
			if (!likes(state).some((like) => like.userId === userId && like.postId === post.id)) {
				likes(state).push({ userId, postId: post.id });
				void likeToAccount(state, userId, post);
			}
			return { body: { data: { liked: true } } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/users/:id/likes/:post_id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const postId = checkId('post_id', params.post_id);
			const all = likes(state);
			const index = all.findIndex((like) => like.userId === userId && like.postId === postId);
			if (index !== -1) all.splice(index, 1);
			return { body: { data: { liked: false } } };
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/users/:id/reposts',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const original = existingPost(state, postIdOf(body));
			const existing = repostsOf(state, original.id).find((post) => post.author_id === userId);
			const repost = existing ?? {
				id: state.nextNumericId(),
				text: `RP: ${original.text}`,
				author_id: userId,
				created_at: new Date().toISOString(),
				edit_history_post_ids: [],
				referenced_posts: [{ type: 'reposted', id: original.id }],
			};
			if (!existing) {
				repost.edit_history_post_ids = [repost.id];
				postRecords(state).push(repost);
			}
			return { body: { data: { reposted: true, rest_id: repost.id } } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/users/:id/reposts/:source_post_id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const sourceId = checkId('source_post_id', params.source_post_id);
			const posts = postRecords(state);
			const index = posts.findIndex(
				(post) => post.author_id === userId && repostOf(post) === sourceId,
			);
			if (index !== -1) posts.splice(index, 1);
			return { body: { data: { reposted: false } } };
		}),
	},
	{
		api: 'core',
		method: 'PUT',
		path: '/2/posts/:post_id/hidden',
		auth: 'user',
		handler: checked(({ params, body, state }) => {
			const post = existingPost(state, params.post_id);
			const hidden = (body as { hidden: boolean }).hidden;
			const all = hiddenReplies(state);
			const index = all.indexOf(post.id);
			if (hidden && index === -1) all.push(post.id);
			if (!hidden && index !== -1) all.splice(index, 1);
			return { body: { data: { hidden } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/:id/quote_posts',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const post = existingPost(state, params.id);
			const quotes = postRecords(state).filter((record) =>
				(record.referenced_posts as Array<{ type: string; id: string }> | undefined)?.some(
					(reference) => reference.type === 'quoted' && reference.id === post.id,
				),
			);
			const page = { min: 10, max: 100, default: 10 };
			return postsPage(state, newestFirst(quotes), query, page, readSelection(query));
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/:id/reposts',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const post = existingPost(state, params.id);
			const page = { min: 1, max: 100, default: 100 };
			return postsPage(
				state,
				newestFirst(repostsOf(state, post.id)),
				query,
				page,
				readSelection(query),
			);
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/:id/reposted_by',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const post = existingPost(state, params.id);
			const users = newestFirst(repostsOf(state, post.id))
				.map((repost) => userById(state, repost.author_id))
				.filter((user) => user !== undefined);
			return usersPage(users, query, { min: 1, max: 100, default: 100 });
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/:id/liking_users',
		auth: 'user',
		handler: checked(({ params, query, state }) => {
			const post = existingPost(state, params.id);
			const users = likes(state)
				.filter((like) => like.postId === post.id)
				.reverse()
				.map((like) => userById(state, like.userId))
				.filter((user) => user !== undefined);
			return usersPage(users, query, { min: 1, max: 100, default: 100 });
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/analytics',
		auth: 'user',
		handler: checked(({ query, state }) => {
			const ids = String(query.ids).split(',');
			const fields = query['analytics.fields'] ? String(query['analytics.fields']).split(',') : [];
			const data = ids.map((id) => {
				const post = existingPost(state, id);
				const counted: Record<string, number> = {
					likes: likes(state).filter((like) => like.postId === post.id).length,
					reposts: repostsOf(state, post.id).length,
					impressions: 100 * (1 + likes(state).filter((like) => like.postId === post.id).length),
				};
				const metrics = Object.fromEntries(
					fields
						.filter((field) => field !== 'timestamped_metrics')
						.map((field) => [field, counted[field] ?? 0]),
				);
				return { id: post.id, ...metrics };
			});
			return { body: { data } };
		}),
	},
];
