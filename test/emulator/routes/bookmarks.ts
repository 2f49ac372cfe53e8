import { newestFirst, requireCaller } from '../people';
import { corePage } from '../paging';
import { checkId, checked, notFound } from '../requestChecks';
import type { EmulatorState } from '../state';
import { postRecords, type PostRecord } from '../stores';
import type { Route } from '../types';
import { postsPage, readSelection } from '../views';

interface Bookmark {
	userId: string;
	postId: string;
	at: number;
}

interface Folder {
	id: string;
	userId: string;
	name: string;
	postIds: string[];
}

const bookmarks = (state: EmulatorState) => state.collection<Bookmark>('bookmarks');

/** The signed-in user starts with one folder, holding nothing. */
const folders = (state: EmulatorState) =>
	state.collection<Folder>('bookmarkFolders', () => [
		{ id: '1800000000000000001', userId: state.seed.userId, name: 'Campaign ideas', postIds: [] },
	]);

const page = { min: 1, max: 100, default: 100 };

/** Bookmarks and bookmark folders of the caller, with state: an added post is listed until removed. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/bookmarks',
		auth: 'user',
		handler: checked(({ params, query, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const posts = bookmarks(state)
				.filter((bookmark) => bookmark.userId === userId)
				.map((bookmark) => postRecords(state).find((post) => post.id === bookmark.postId))
				.filter((post): post is PostRecord => post !== undefined);
			return postsPage(state, newestFirst(posts), query, page, readSelection(query));
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/users/:id/bookmarks',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const postId = checkId('post_id', String((body as { post_id: unknown }).post_id));
			if (!postRecords(state).some((post) => post.id === postId))
				throw notFound('post', 'post_id', postId);
			if (!bookmarks(state).some((one) => one.userId === userId && one.postId === postId))
				bookmarks(state).push({ userId, postId, at: Date.now() });
			return { body: { data: { bookmarked: true } } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/users/:id/bookmarks/:post_id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const postId = checkId('post_id', params.post_id);
			const all = bookmarks(state);
			const index = all.findIndex((one) => one.userId === userId && one.postId === postId);
			if (index !== -1) all.splice(index, 1);
			return { body: { data: { bookmarked: false } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/bookmarks/folders',
		auth: 'user',
		handler: checked(({ params, query, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const mine = folders(state)
				.filter((folder) => folder.userId === userId)
				.map(({ id, name }) => ({ id, name }));
			return corePage(mine, query, page);
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/users/:id/bookmarks/folders',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const folder = {
				id: state.nextNumericId(),
				userId,
				name: String((body as { name: unknown }).name),
				postIds: [],
			};
			folders(state).push(folder);
			return { body: { data: { id: folder.id, name: folder.name } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/bookmarks/folders/:folder_id',
		auth: 'user',
		handler: checked(({ params, query, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const folderId = checkId('folder_id', params.folder_id);
			const folder = folders(state).find((one) => one.id === folderId && one.userId === userId);
			if (!folder) throw notFound('bookmark folder', 'folder_id', folderId);
			// A new folder holds the bookmarks made so far, as the platform's default folder does.
			const ids = folder.postIds.length
				? folder.postIds
				: bookmarks(state)
						.filter((one) => one.userId === userId)
						.map((one) => one.postId);
			return corePage(
				ids.map((id) => ({ id })),
				query,
				page,
			);
		}),
	},
];
