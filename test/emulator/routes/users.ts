import type { Route } from '../types';

/** GET /2/users/me: the authenticated user, with the fields asked for in user.fields. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/users/me',
		auth: 'user',
		handler: ({ auth, state, query }) => {
			const user: Record<string, unknown> = {
				id: auth.userId,
				name: 'Emulator User',
				username: state.seed.screenName,
			};
			const extra: Record<string, unknown> = {
				created_at: '2020-01-01T00:00:00.000Z',
				description: 'A user of the local platform emulator',
				verified: false,
				protected: false,
				public_metrics: { followers_count: 1, following_count: 2, post_count: 3, listed_count: 0 },
			};
			for (const field of String(query['user.fields'] ?? '').split(',').filter(Boolean)) {
				if (field in extra) user[field] = extra[field];
			}
			return { body: { data: user } };
		},
	},
];
