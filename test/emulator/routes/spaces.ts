import { allUsers, usersPage } from '../people';
import { checked, listOf, notFound, single } from '../requestChecks';
import type { EmulatorState } from '../state';
import { postRecords } from '../stores';
import type { Query, Route } from '../types';
import { USER_FIELDS, postsPage, readSelection, userView } from '../views';

interface Space {
	id: string;
	state: 'live' | 'scheduled' | 'ended';
	title: string;
	creator_id: string;
	host_ids: string[];
	speaker_ids: string[];
	participant_count: number;
	is_ticketed: boolean;
	created_at: string;
	scheduled_start?: string;
	started_at?: string;
	lang: string;
	buyer_ids: string[];
	post_ids: string[];
}

/** A live space of @platformdev (ticketed, with one buyer and one shared post) and a scheduled one. */
const spaces = (state: EmulatorState) =>
	state.collection<Space>('spaces', () => [
		{
			id: '1DXxyRYNejbKM',
			state: 'live',
			title: 'Product launch Q&A',
			creator_id: '2244994945',
			host_ids: ['2244994945'],
			speaker_ids: ['783214'],
			participant_count: 120,
			is_ticketed: true,
			created_at: '2026-11-20T17:00:00.000Z',
			started_at: '2026-11-20T17:05:00.000Z',
			lang: 'en',
			buyer_ids: [state.seed.userId],
			post_ids: [],
		},
		{
			id: '1nAJEzEMNBPJL',
			state: 'scheduled',
			title: 'Weekly marketing roundup',
			creator_id: '783214',
			host_ids: ['783214'],
			speaker_ids: [],
			participant_count: 0,
			is_ticketed: false,
			created_at: '2026-11-21T09:00:00.000Z',
			scheduled_start: '2026-12-01T16:00:00.000Z',
			lang: 'en',
			buyer_ids: [],
			post_ids: [],
		},
	]);

const SPACE_FIELDS = [
	'created_at',
	'ended_at',
	'is_ticketed',
	'lang',
	'participant_count',
	'scheduled_start',
	'started_at',
	'subscriber_count',
	'title',
	'updated_at',
];

/** `{data, includes}` for spaces: id and state, the fields asked for, expanded users apart. */
function spacesBody(state: EmulatorState, found: Space[], query: Query) {
	const fields = (single(query, 'space.fields') ?? '').split(',');
	const expansions = (single(query, 'expansions') ?? '').split(',');
	const data = found.map((space) =>
		Object.fromEntries(
			Object.entries(space).filter(
				([key]) =>
					['id', 'state'].includes(key) ||
					(SPACE_FIELDS.includes(key) && fields.includes(key)) ||
					(expansions.includes(key) && ['creator_id', 'host_ids', 'speaker_ids'].includes(key)),
			),
		),
	);
	const ids = new Set(
		found.flatMap((space) => [
			...(expansions.includes('creator_id') ? [space.creator_id] : []),
			...(expansions.includes('host_ids') ? space.host_ids : []),
			...(expansions.includes('speaker_ids') ? space.speaker_ids : []),
		]),
	);
	const userFields = listOf(query, 'user.fields', USER_FIELDS);
	const users = allUsers(state)
		.filter((user) => ids.has(user.id))
		.map((user) => userView(user, userFields));
	return { data, ...(users.length ? { includes: { users } } : {}) };
}

const known = (state: EmulatorState, id: string) => {
	const space = spaces(state).find((one) => one.id === id);
	if (!space) throw notFound('space', 'id', id);
	return space;
};

const listed = (body: { data: unknown[] }) =>
	body.data.length ? body : { meta: { result_count: 0 } };

/** Spaces from fixed records: lookups, search by title and state, ticket buyers, shared posts. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/spaces/search',
		auth: 'user-or-app',
		handler: checked(({ query, state }) => {
			const words = String(single(query, 'query')).toLowerCase();
			const wanted = single(query, 'state') ?? 'all';
			const found = spaces(state).filter(
				(space) =>
					space.title.toLowerCase().includes(words) && (wanted === 'all' || space.state === wanted),
			);
			const body = spacesBody(state, found, query);
			return { body: { ...listed(body), meta: { result_count: found.length } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/spaces/by/creator_ids',
		auth: 'user-or-app',
		handler: checked(({ query, state }) => {
			const creators = String(single(query, 'user_ids')).split(',');
			const found = spaces(state).filter((space) => creators.includes(space.creator_id));
			return {
				body: { ...listed(spacesBody(state, found, query)), meta: { result_count: found.length } },
			};
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/spaces',
		auth: 'user-or-app',
		handler: checked(({ query, state }) => {
			const ids = String(single(query, 'ids')).split(',');
			const found = spaces(state).filter((space) => ids.includes(space.id));
			return { body: spacesBody(state, found, query) };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/spaces/:id',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const body = spacesBody(state, [known(state, params.id)], query);
			return { body: { ...body, data: body.data[0] } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/spaces/:id/buyers',
		auth: 'user',
		handler: checked(({ params, query, state }) => {
			const space = known(state, params.id);
			const buyers = allUsers(state).filter((user) => space.buyer_ids.includes(user.id));
			return usersPage(buyers, query, { min: 1, max: 100, default: 100 });
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/spaces/:id/posts',
		auth: 'user-or-app',
		handler: checked(({ params, query, state }) => {
			const space = known(state, params.id);
			// The posts shared in a space: here, posts whose text names it by title.
			const posts = postRecords(state).filter(
				(post) => space.post_ids.includes(post.id) || post.text.includes(space.title),
			);
			return postsPage(
				state,
				posts,
				query,
				{ min: 1, max: 100, default: 100 },
				readSelection(query),
			);
		}),
	},
];
