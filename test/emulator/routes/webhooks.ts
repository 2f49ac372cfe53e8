import type { Route } from '../types';

/** GET /2/webhooks: the app's webhook configurations (supplement, "Webhook configurations"). */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/webhooks',
		auth: 'user-or-app',
		handler: ({ state }) => ({
			body: { data: state.webhooks, meta: { result_count: state.webhooks.length } },
		}),
	},
];
