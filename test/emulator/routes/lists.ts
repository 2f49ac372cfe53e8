import { newestFirst, requireCaller, userById, usersPage } from '../people';
import { corePage } from '../paging';
import { checkId, checked, notAuthorized, notFound, single } from '../requestChecks';
import type { EmulatorState } from '../state';
import { postRecords } from '../stores';
import type { Query, Route } from '../types';
import { postsPage, readSelection } from '../views';

interface ListRecord {
	id: string;
	name: string;
	description: string;
	private: boolean;
	owner_id: string;
	created_at: string;
	members: string[];
	followers: string[];
}

/** The signed-in user owns one list, with @platformdev on it. */
const lists = (state: EmulatorState) =>
	state.collection<ListRecord>('lists', () => [
		{
			id: '1146654567674912769',
			name: 'Partners',
			description: 'Accounts we work with',
			private: false,
			owner_id: state.seed.userId,
			created_at: '2025-01-15T09:00:00.000Z',
			members: ['2244994945'],
			followers: [],
		},
	]);

const pins = (state: EmulatorState) =>
	state.collection<{ userId: string; listId: string }>('listPins');

function knownList(state: EmulatorState, id: string, parameter = 'id'): ListRecord {
	const list = lists(state).find((one) => one.id === checkId(parameter, id));
	if (!list) throw notFound('list', parameter, id);
	return list;
}

function ownList(state: EmulatorState, id: string, callerId: string | undefined): ListRecord {
	const list = knownList(state, id);
	if (list.owner_id !== callerId)
		throw notAuthorized('list', 'id', id, 'You can only change lists you own.');
	return list;
}

const LIST_FIELDS = ['created_at', 'description', 'follower_count', 'member_count', 'private'];

/** A list as the platform shows it: id and name, then the fields asked for. */
function view(list: ListRecord, query: Query) {
	const asked = (single(query, 'list.fields') ?? '').split(',');
	const all: Record<string, unknown> = {
		id: list.id,
		name: list.name,
		created_at: list.created_at,
		description: list.description,
		follower_count: list.followers.length,
		member_count: list.members.length,
		private: list.private,
	};
	return Object.fromEntries(
		Object.entries(all).filter(([key]) => !LIST_FIELDS.includes(key) || asked.includes(key)),
	);
}

const users = (state: EmulatorState, ids: string[]) =>
	[...ids]
		.reverse()
		.map((id) => userById(state, id))
		.filter((user) => user !== undefined);

const PAGE = { min: 1, max: 100, default: 100 };

/** Toggles `value` in `values`. */
function toggle(values: string[], value: string, on: boolean): void {
	const index = values.indexOf(value);
	if (on && index === -1) values.push(value);
	if (!on && index !== -1) values.splice(index, 1);
}

/**
 * Lists with state: a created list is owned by the caller and can be read, changed and deleted;
 * an added member shows in the members and in the user's memberships; a follow shows in the
 * list's followers and the user's followed lists; a pin in the pinned lists; a list's posts are
 * its members' posts.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/2/lists',
		auth: 'user',
		handler: checked(({ body, auth, state }) => {
			const values = body as { name: string; description?: string; private?: boolean };
			const list: ListRecord = {
				id: state.nextNumericId(),
				name: values.name,
				description: values.description ?? '',
				private: values.private ?? false,
				owner_id: String(auth.userId),
				created_at: new Date().toISOString(),
				members: [],
				followers: [],
			};
			lists(state).push(list);
			return { body: { data: { id: list.id, name: list.name } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/lists/:id',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => ({
			body: { data: view(knownList(state, params.id), query) },
		})),
	},
	{
		api: 'core',
		method: 'PUT',
		path: '/2/lists/:id',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const list = ownList(state, params.id, auth.userId);
			Object.assign(list, body);
			return { body: { data: { updated: true } } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/lists/:id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const list = ownList(state, params.id, auth.userId);
			lists(state).splice(lists(state).indexOf(list), 1);
			return { body: { data: { deleted: true } } };
		}),
	},
	...(['members', 'followers'] as const).map(
		(side): Route => ({
			api: 'core',
			method: 'GET',
			path: `/2/lists/:id/${side}`,
			auth: 'user-or-app',
			handler: checked(({ params, query, state }) =>
				usersPage(users(state, knownList(state, params.id)[side]), query, PAGE),
			),
		}),
	),
	{
		api: 'core',
		method: 'POST',
		path: '/2/lists/:id/members',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const list = ownList(state, params.id, auth.userId);
			const userId = checkId('user_id', String((body as { user_id: unknown }).user_id));
			if (!userById(state, userId)) throw notFound('user', 'user_id', userId);
			toggle(list.members, userId, true);
			return { body: { data: { is_member: true } } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/lists/:id/members/:user_id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const list = ownList(state, params.id, auth.userId);
			toggle(list.members, checkId('user_id', params.user_id), false);
			return { body: { data: { is_member: false } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/lists/:id/posts',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const list = knownList(state, params.id);
			const posts = postRecords(state).filter((post) => list.members.includes(post.author_id));
			return postsPage(state, newestFirst(posts), query, PAGE, readSelection(query));
		}),
	},
	...(
		[
			['followed_lists', 'follow'],
			['pinned_lists', 'pin'],
		] as const
	).flatMap(([path, kind]): Route[] => {
		const set = (state: EmulatorState, userId: string, listId: string, on: boolean) => {
			const list = knownList(state, listId, 'list_id');
			if (kind === 'follow') toggle(list.followers, userId, on);
			else {
				const all = pins(state);
				const index = all.findIndex((pin) => pin.userId === userId && pin.listId === list.id);
				if (on && index === -1) all.push({ userId, listId: list.id });
				if (!on && index !== -1) all.splice(index, 1);
			}
			return { body: { data: kind === 'follow' ? { following: on } : { pinned: on } } };
		};
		return [
			{
				api: 'core',
				method: 'POST',
				path: `/2/users/:id/${path}`,
				auth: 'user',
				handler: checked(({ params, body, auth, state }) =>
					set(
						state,
						requireCaller(params.id, auth.userId),
						String((body as { list_id: unknown }).list_id),
						true,
					),
				),
			},
			{
				api: 'core',
				method: 'DELETE',
				path: `/2/users/:id/${path}/:list_id`,
				auth: 'user',
				handler: checked(({ params, auth, state }) =>
					set(state, requireCaller(params.id, auth.userId), params.list_id, false),
				),
			},
		];
	}),
	...(
		[
			['owned_lists', (list: ListRecord, userId: string) => list.owner_id === userId],
			['followed_lists', (list: ListRecord, userId: string) => list.followers.includes(userId)],
			['list_memberships', (list: ListRecord, userId: string) => list.members.includes(userId)],
		] as const
	).map(
		([path, holds]): Route => ({
			api: 'core',
			method: 'GET',
			path: `/2/users/:id/${path}`,
			auth: 'user-or-app',
			handler: checked(({ params, query, state }) => {
				const userId = checkId('id', params.id);
				if (!userById(state, userId)) throw notFound('user', 'id', userId);
				const found = lists(state).filter((list) => holds(list, userId));
				return corePage(
					found.map((list) => view(list, query)),
					query,
					PAGE,
				);
			}),
		}),
	),
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/pinned_lists',
		auth: 'user',
		handler: checked(({ params, query, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const pinned = pins(state)
				.filter((pin) => pin.userId === userId)
				.map((pin) => lists(state).find((list) => list.id === pin.listId))
				.filter((list) => list !== undefined)
				.map((list) => view(list, query));
			return {
				body: pinned.length
					? { data: pinned, meta: { result_count: pinned.length } }
					: { meta: { result_count: 0 } },
			};
		}),
	},
];
