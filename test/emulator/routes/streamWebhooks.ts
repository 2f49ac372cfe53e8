import { checkId, checked, notFound } from '../requestChecks';
import { streamLinks } from '../streamDeliveries';
import type { Route } from '../types';
import { streamRules } from './streamRules';
import { webhookConfigs } from './webhooks';

/**
 * Links of the filtered stream to webhooks (every new post matching a rule is then delivered,
 * signed: streamDeliveries.ts), and the counts of rules against their caps.
 */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/search/stream/rules/counts',
		auth: 'app',
		handler: checked(({ state }) => {
			const count = streamRules(state).length;
			return {
				body: {
					data: {
						cap_per_client_app: 1000,
						cap_per_project: 1000,
						project_rules_count: count,
						client_app_rules_count: { client_app_id: '7654321', rule_count: count },
					},
				},
			};
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/posts/search/webhooks',
		auth: 'app',
		handler: checked(({ state }) => {
			const links = streamLinks(state).map((link) => ({
				...link,
				application_id: '7654321',
				instance_id: 'filtered-stream-1',
				fields: [],
			}));
			return { body: links.length ? { data: links } : { meta: { result_count: 0 } } };
		}),
	},
	{
		api: 'core',
		method: 'POST',
		path: '/2/posts/search/webhooks/:webhook_id',
		auth: 'app',
		handler: checked(({ params, state }) => {
			const id = checkId('webhook_id', params.webhook_id);
			if (!webhookConfigs(state).some((config) => config.id === id))
				throw notFound('webhook', 'webhook_id', id);
			if (!streamLinks(state).some((link) => link.webhook_id === id))
				streamLinks(state).push({ webhook_id: id, created_at: new Date().toISOString() });
			return { body: { data: { provisioned: true } } };
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/posts/search/webhooks/:webhook_id',
		auth: 'app',
		handler: checked(({ params, state }) => {
			const id = checkId('webhook_id', params.webhook_id);
			const links = streamLinks(state);
			const index = links.findIndex((link) => link.webhook_id === id);
			if (index !== -1) links.splice(index, 1);
			return { body: { data: { deleted: index !== -1 } } };
		}),
	},
];
