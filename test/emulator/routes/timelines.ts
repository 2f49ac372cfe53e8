import { follows, likes, newestFirst, repostOf, requireCaller, userById } from '../people';
import { checkId, checked, notFound, single } from '../requestChecks';
import type { EmulatorState } from '../state';
import { postRecords, type PostRecord } from '../stores';
import type { Query, Route } from '../types';
import { postsPage, readSelection, withinIds } from '../views';

/** Posts without what `exclude` (replies, reposts) leaves out. */
export function excluding(posts: PostRecord[], query: Query): PostRecord[] {
	const exclude = (single(query, 'exclude') ?? '').split(',');
	return posts.filter(
		(post) =>
			!(exclude.includes('reposts') && repostOf(post)) &&
			!(exclude.includes('replies') && post.in_reply_to_user_id),
	);
}

const knownUser = (state: EmulatorState, id: string) => {
	const user = userById(state, checkId('id', id));
	if (!user) throw notFound('user', 'id', id);
	return user;
};

const page = (min: number) => ({ min, max: 100, default: 10 });

/**
 * Timelines read from the emulator's posts, likes and follows: a post mentions a user when its
 * text holds @username; the home timeline holds the user's posts and those of the accounts they
 * follow; reposts of me are reposts of the caller's posts.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/mentions',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const user = knownUser(state, params.id);
			const mention = new RegExp(`@${user.username}\\b`, 'i');
			const posts = withinIds(
				postRecords(state).filter((post) => mention.test(post.text)),
				query,
			);
			return postsPage(state, newestFirst(posts), query, page(5), readSelection(query));
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/timelines/reverse_chronological',
		auth: 'user',
		handler: checked(({ params, query, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const followed = new Set(
				follows(state)
					.filter((relation) => relation.source === userId)
					.map((relation) => relation.target),
			);
			const posts = postRecords(state).filter(
				(post) => post.author_id === userId || followed.has(post.author_id),
			);
			return postsPage(
				state,
				newestFirst(excluding(posts, query)),
				query,
				page(1),
				readSelection(query),
			);
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/liked_posts',
		auth: 'user',
		handler: checked(({ params, query, state }) => {
			const user = knownUser(state, params.id);
			const posts = likes(state)
				.filter((like) => like.userId === user.id)
				.reverse()
				.map((like) => postRecords(state).find((post) => post.id === like.postId))
				.filter((post): post is PostRecord => post !== undefined);
			return postsPage(state, posts, query, page(5), readSelection(query));
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/reposts_of_me',
		auth: 'user',
		handler: checked(({ query, auth, state }) => {
			const mine = new Set(
				postRecords(state)
					.filter((post) => post.author_id === auth.userId)
					.map((post) => post.id),
			);
			const reposts = postRecords(state).filter((post) => mine.has(repostOf(post) ?? ''));
			return postsPage(
				state,
				newestFirst(reposts),
				query,
				{ min: 1, max: 100, default: 100 },
				readSelection(query),
			);
		}),
	},
];
