import type { EmulatorState } from '../state';
import type { Route } from '../types';

/** A webhook configuration (spec document 1, "Webhook configuration"). */
export interface WebhookConfig {
	id: string;
	url: string;
	valid: boolean;
	created_at: string;
}

/** The app's webhook configurations; none at start. */
export const webhookConfigs = (state: EmulatorState): WebhookConfig[] => state.collection<WebhookConfig>('webhooks');

/** GET /2/webhooks: the app's webhook configurations (supplement, "Webhook configurations"). */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/webhooks',
		auth: 'user-or-app',
		handler: ({ state }) => {
			const data = webhookConfigs(state);
			return { body: { data, meta: { result_count: data.length } } };
		},
	},
];
