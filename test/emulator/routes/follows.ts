import { followToAccount } from '../accountActivityDeliveries';
import {
	allUsers,
	blocks,
	follows,
	mutes,
	related,
	requireCaller,
	userById,
	usersPage,
	type Relation,
} from '../people';
import { PROBLEM_TYPE_BASE } from '../errors';
import { checkId, checked, listOf, notFound, single } from '../requestChecks';
import type { EmulatorState } from '../state';
import type { Route, RouteContext } from '../types';
import { USER_FIELDS, userView } from '../views';

const knownUser = (state: EmulatorState, id: string) => {
	const user = userById(state, checkId('id', id));
	if (!user) throw notFound('user', 'id', id);
	return user;
};

const targetOf = (state: EmulatorState, body: unknown) =>
	knownUser(state, String((body as { target_user_id?: unknown }).target_user_id)).id;

/** The problem a multi-user lookup lists under `errors` for a user it did not find (answer 200). */
const missingUser = (parameter: string, value: string) => ({
	value,
	detail: `Could not find user with ${parameter}: [${value}].`,
	title: 'Not Found Error',
	resource_type: 'user',
	parameter,
	resource_id: value,
	type: `${PROBLEM_TYPE_BASE}/2/problems/resource-not-found`,
});

/** The users named in a comma list, with a partial error for each one not found. */
function lookup(
	context: RouteContext,
	parameter: string,
	matches: (value: string) => (user: { id: string; username: string }) => boolean,
) {
	const { query, state } = context;
	const values = String(single(query, parameter)).split(',');
	const fields = listOf(query, 'user.fields', USER_FIELDS);
	const found = values.map((value) => allUsers(state).find(matches(value)));
	const data = found.filter((user) => user !== undefined).map((user) => userView(user, fields));
	const errors = values
		.filter((_, index) => found[index] === undefined)
		.map((value) => missingUser(parameter, value));
	return { body: { ...(data.length ? { data } : {}), ...(errors.length ? { errors } : {}) } };
}

/** A relation added once (a second follow or mute changes nothing) or removed. */
function relate(relations: Relation[], source: string, target: string, on: boolean): void {
	const index = relations.findIndex((one) => one.source === source && one.target === target);
	if (on && index === -1) relations.push({ source, target });
	if (!on && index !== -1) relations.splice(index, 1);
}

const PAGE_1000 = { min: 1, max: 1000, default: 100 };

/**
 * Users looked up several at a time and searched, and the relations between them, with state: a
 * follow shows in the target's followers and the source's following; mutes and blocks in the
 * lists of the user who made them. @platform has 1,000 generated followers (people.ts).
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/users',
		auth: 'user-or-app',
		handler: checked((context) => lookup(context, 'ids', (id) => (user) => user.id === id)),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/by',
		auth: 'user-or-app',
		handler: checked((context) =>
			lookup(
				context,
				'usernames',
				(name) => (user) => user.username.toLowerCase() === name.toLowerCase(),
			),
		),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/search',
		auth: 'user',
		handler: checked(({ query, state }) => {
			const words = String(single(query, 'query')).toLowerCase().split(/\s+/).filter(Boolean);
			const users = allUsers(state).filter((user) =>
				words.every((word) => `${user.name} ${user.username}`.toLowerCase().includes(word)),
			);
			// User search names the next page `next_token` and takes it back under that name.
			const reply = usersPage(users, { ...query, pagination_token: query.next_token }, PAGE_1000);
			return reply;
		}),
	},
	...(['followers', 'following'] as const).map(
		(list): Route => ({
			api: 'core',
			method: 'GET',
			path: `/2/users/:id/${list}`,
			auth: 'user-or-app',
			handler: checked(({ params, query, state }) => {
				const user = knownUser(state, params.id);
				const users =
					list === 'followers'
						? related(state, follows(state), 'source', (one) => one.target === user.id)
						: related(state, follows(state), 'target', (one) => one.source === user.id);
				return usersPage(users, query, PAGE_1000);
			}),
		}),
	),
	...(
		[
			['muting', mutes],
			['blocking', blocks],
		] as const
	).map(
		([list, relations]): Route => ({
			api: 'core',
			method: 'GET',
			path: `/2/users/:id/${list}`,
			auth: 'user',
			handler: checked(({ params, query, auth, state }) => {
				const userId = requireCaller(params.id, auth.userId);
				const users = related(state, relations(state), 'target', (one) => one.source === userId);
				return usersPage(users, query, PAGE_1000);
			}),
		}),
	),
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/:id/affiliates',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const user = knownUser(state, params.id);
			// The platform's business account lists its developer account as an affiliate.
			const affiliates = user.id === '783214' ? [knownUser(state, '2244994945')] : [];
			return usersPage(affiliates, query, PAGE_1000);
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/users/:id/following',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			const target = targetOf(state, body);
			relate(follows(state), userId, target, true);
			void followToAccount(state, userId, target);
			return { body: { data: { following: true, pending_follow: false } } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/users/:source_user_id/following/:target_user_id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const userId = requireCaller(params.source_user_id, auth.userId);
			relate(follows(state), userId, checkId('target_user_id', params.target_user_id), false);
			return { body: { data: { following: false } } };
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/users/:id/muting',
		auth: 'user',
		handler: checked(({ params, body, auth, state }) => {
			const userId = requireCaller(params.id, auth.userId);
			relate(mutes(state), userId, targetOf(state, body), true);
			return { body: { data: { muting: true } } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/users/:source_user_id/muting/:target_user_id',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const userId = requireCaller(params.source_user_id, auth.userId);
			relate(mutes(state), userId, checkId('target_user_id', params.target_user_id), false);
			return { body: { data: { muting: false } } };
		}),
	},
];
