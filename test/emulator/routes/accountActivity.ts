import { requireCaller } from '../people';
import { checkId, checked, notFound } from '../requestChecks';
import type { EmulatorState } from '../state';
import type { Route } from '../types';
import { webhookConfigs } from './webhooks';

/** Users subscribed to a webhook's account activity. */
export const accountSubscriptions = (state: EmulatorState) =>
	state.collection<{ webhook_id: string; user_id: string }>('accountActivitySubscriptions');

function knownWebhook(state: EmulatorState, id: string): string {
	if (!webhookConfigs(state).some((config) => config.id === checkId('webhook_id', id)))
		throw notFound('webhook', 'webhook_id', id);
	return id;
}

/** Account activity subscriptions of users to the app's webhooks, with state. */
export const routes: Route[] = [
	{
		api: 'core',
		method: 'POST',
		path: '/2/account_activity/webhooks/:webhook_id/subscriptions/all',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const webhookId = knownWebhook(state, params.webhook_id);
			const userId = requireCaller(String(auth.userId), auth.userId);
			if (
				!accountSubscriptions(state).some(
					(one) => one.webhook_id === webhookId && one.user_id === userId,
				)
			)
				accountSubscriptions(state).push({ webhook_id: webhookId, user_id: userId });
			return { body: { data: { subscribed: true } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/account_activity/webhooks/:webhook_id/subscriptions/all',
		auth: 'user',
		handler: checked(({ params, auth, state }) => {
			const webhookId = knownWebhook(state, params.webhook_id);
			const subscribed = accountSubscriptions(state).some(
				(one) => one.webhook_id === webhookId && one.user_id === auth.userId,
			);
			return { body: { data: { subscribed } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/account_activity/webhooks/:webhook_id/subscriptions/all/list',
		auth: 'app',
		handler: checked(({ params, state }) => {
			const webhookId = knownWebhook(state, params.webhook_id);
			const users = accountSubscriptions(state)
				.filter((one) => one.webhook_id === webhookId)
				.map((one) => ({ user_id: one.user_id }));
			return {
				body: {
					data: {
						application_id: '7654321',
						webhook_id: webhookId,
						webhook_url: webhookConfigs(state).find((config) => config.id === webhookId)?.url,
						subscriptions: users,
					},
				},
			};
		}),
	},
	{
		api: 'core',
		method: 'DELETE',
		path: '/2/account_activity/webhooks/:webhook_id/subscriptions/:user_id/all',
		auth: 'app',
		handler: checked(({ params, state }) => {
			const webhookId = knownWebhook(state, params.webhook_id);
			const userId = checkId('user_id', params.user_id);
			const all = accountSubscriptions(state);
			const index = all.findIndex((one) => one.webhook_id === webhookId && one.user_id === userId);
			if (index !== -1) all.splice(index, 1);
			return { body: { data: { subscribed: false } } };
		}),
	},
	{
		api: 'core',
		method: 'GET',
		path: '/2/account_activity/subscriptions/count',
		auth: 'app',
		handler: checked(({ state }) => ({
			body: {
				data: {
					account_name: 'emulator-app',
					provisioned_count: '15',
					subscriptions_count_all: String(accountSubscriptions(state).length),
					subscriptions_count_direct_messages: '0',
				},
			},
		})),
	},
];
