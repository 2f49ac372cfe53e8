import { checked, checkId, invalidRequest, listOf, notFound } from '../requestChecks';
import { userRecords, type UserRecord } from '../stores';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { USER_FIELDS, userView } from '../views';

const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,15}$/;

/** `{data: user}` for the user that `matches`, with the fields asked for in user.fields; resource-not-found otherwise. */
function userReply(
	state: EmulatorState,
	query: Query,
	parameter: string,
	value: string,
	matches: (user: UserRecord) => boolean,
): Reply {
	const user = userRecords(state).find(matches);
	if (!user) throw notFound('user', parameter, value);
	return { body: { data: userView(user, listOf(query, 'user.fields', USER_FIELDS)) } };
}

/** Users: the authenticated one (GET /2/users/me), and lookups by id and by username. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/me',
		auth: 'user',
		handler: checked(({ auth, state, query }) =>
			userReply(state, query, 'id', String(auth.userId), (user) => user.id === auth.userId),
		),
	},
	{
		// After /2/users/me: routes match in order, and "me" is not an id.
		api: 'core',
		method: 'GET',
		path: '/2/users/:id',
		auth: 'user-or-app',
		handler: checked(({ params, state, query }) => {
			const id = checkId('id', params.id);
			return userReply(state, query, 'id', id, (user) => user.id === id);
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/by/username/:username',
		auth: 'user-or-app',
		handler: checked(({ params, state, query }) => {
			const { username } = params;
			if (!USERNAME_PATTERN.test(username)) {
				throw invalidRequest(
					'username',
					username,
					`The \`username\` value [${username}] does not match ^[A-Za-z0-9_]{1,15}$`,
				);
			}
			return userReply(
				state,
				query,
				'username',
				username,
				(user) => user.username.toLowerCase() === username.toLowerCase(),
			);
		}),
	},
];
