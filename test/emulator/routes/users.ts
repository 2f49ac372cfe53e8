import { checked, checkId, invalidRequest, listOf, notFound } from '../requestChecks';
import { userRecords, type UserRecord } from '../stores';
import type { Query, Reply, Route } from '../types';
import { USER_FIELDS, userView } from '../views';

const USERNAME_PATTERN = /^[A-Za-z0-9_]{1,15}$/;

/** `{data: user}` with the fields asked for in user.fields (id, name and username always). */
const userReply = (user: UserRecord, query: Query): Reply => ({ body: { data: userView(user, listOf(query, 'user.fields', USER_FIELDS)) } });

/** Users: the authenticated one (GET /2/users/me), and lookups by id and by username. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/me',
		auth: 'user',
		handler: checked(({ auth, state, query }) => {
			const user = userRecords(state).find((record) => record.id === auth.userId);
			if (!user) throw notFound('user', 'id', String(auth.userId));
			return userReply(user, query);
		}),
	},
	{
		// After /2/users/me: routes match in order, and "me" is not an id.
		api: 'core',
		method: 'GET',
		path: '/2/users/:id',
		auth: 'user-or-app',
		handler: checked(({ params, state, query }) => {
			const user = userRecords(state).find((record) => record.id === checkId('id', params.id));
			if (!user) throw notFound('user', 'id', params.id);
			return userReply(user, query);
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
				throw invalidRequest('username', username, `The \`username\` value [${username}] does not match ^[A-Za-z0-9_]{1,15}$`);
			}
			const user = userRecords(state).find((record) => record.username.toLowerCase() === username.toLowerCase());
			if (!user) throw notFound('user', 'username', username);
			return userReply(user, query);
		}),
	},
];
