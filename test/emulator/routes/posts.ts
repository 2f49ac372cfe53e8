import { deletePost, writePost } from '../postWrites';
import { checkId, checked, invalidRequest, notFound, single } from '../requestChecks';
import { PROBLEM_TYPE_BASE } from '../errors';
import { postRecords, userRecords } from '../stores';
import type { Route } from '../types';
import { compareIds, postsBody, postsPage, readSelection, withinIds } from '../views';
import { excluding } from './timelines';

/** The problem a multi-id lookup lists under `errors` for an id it did not find (answer 200). */
const missingPost = (id: string) => ({
	value: id,
	detail: `Could not find post with ids: [${id}].`,
	title: 'Not Found Error',
	resource_type: 'post',
	parameter: 'ids',
	resource_id: id,
	type: `${PROBLEM_TYPE_BASE}/2/problems/resource-not-found`,
});

/**
 * Posts: lookup by ids and by id (fields and expansions), create and edit (POST /2/posts),
 * delete. Records live in `postRecords(state)`, shared with search and other route files.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts',
		auth: 'user-or-app',
		handler: checked(({ query, state }) => {
			const raw = single(query, 'ids');
			if (!raw) throw invalidRequest('ids', '', 'The `ids` query parameter can not be empty');
			const ids = raw.split(',');
			if (ids.length > 100)
				throw invalidRequest(
					'ids',
					raw,
					`The \`ids\` query parameter must hold 1 to 100 ids (it has ${ids.length})`,
				);
			ids.forEach((id) => checkId('ids', id));
			const selection = readSelection(query);
			const found = ids.map((id) => postRecords(state).find((post) => post.id === id));
			const posts = found.filter((post) => post !== undefined);
			const errors = ids.filter((_, index) => found[index] === undefined).map(missingPost);
			const body = posts.length > 0 ? postsBody(state, posts, selection) : {};
			return { body: { ...body, ...(errors.length > 0 ? { errors } : {}) } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/:id',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const id = checkId('id', params.id);
			const selection = readSelection(query);
			const post = postRecords(state).find((record) => record.id === id);
			if (!post) throw notFound('post', 'id', id);
			const { data, ...includes } = postsBody(state, [post], selection);
			return { body: { data: (data as unknown[])[0], ...includes } };
		}),
	},
	{
		// A user's timeline, newest first (reference: max_results 5 to 100, pagination_token).
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/posts',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const id = checkId('id', params.id);
			if (!userRecords(state).some((user) => user.id === id)) throw notFound('user', 'id', id);
			const selection = readSelection(query);
			const posts = withinIds(
				excluding(
					postRecords(state).filter((post) => post.author_id === id),
					query,
				),
				query,
			).sort(
				(a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || compareIds(b.id, a.id),
			);
			return postsPage(state, posts, query, { min: 5, max: 100, default: 10 }, selection);
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/posts',
		auth: 'user',
		handler: checked(({ body, auth, state }) => {
			const post = writePost(state, body, auth.userId!);
			return {
				status: 201,
				body: {
					data: { id: post.id, text: post.text, edit_history_post_ids: post.edit_history_post_ids },
				},
			};
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/posts/:id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			deletePost(state, checkId('id', params.id), auth.userId!);
			return { body: { data: { deleted: true } } };
		}),
	},
];
