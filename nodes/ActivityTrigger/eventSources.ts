import type { IHookFunctions } from 'n8n-workflow';

import {
	accountSubscribed,
	accountUserCredentials,
	subscribeAccount,
} from './accountActivitySource';
import { createSubscription, listSubscriptions } from './platformWebhooks';
import {
	planRules,
	addRules,
	linkStream,
	listRules,
	ruleTagSuffix,
	streamLinked,
} from './streamRuleSource';
import type { SubscribedEvents } from './subscribedEvents';
import { planSubscriptions, subscriptionKey, type TriggerSettings } from './subscriptionPlan';
import type { TriggerCredentials } from './triggerCredentials';
import { watchedUserIds } from './watchedUsers';
import type { Setup } from './webhookLifecycle';

/** Where the events come from, the Event Source field. */
export type EventSource = 'activity' | 'streamRules' | 'accountActivity';

/** What a setup sends when the workflow is activated, checked by n8n, and deactivated. */
export interface SetupRequests {
	activation: string;
	check: string;
	deactivation: string;
}

/** The webhook configuration every source registers first and deletes last. */
export const WEBHOOK_REQUESTS: SetupRequests = {
	activation: 'POST /2/webhooks (the platform checks the challenge answer before it replies)',
	check: 'GET /2/webhooks',
	deactivation: 'DELETE /2/webhooks/{webhook_id}',
};

/** What each source adds to the webhook, as docs/operations.md shows it. */
export const SOURCE_REQUESTS: Record<EventSource, SetupRequests> = {
	activity: {
		activation: 'POST /2/activity/subscriptions per pair of event and watched user',
		check: 'GET /2/activity/subscriptions',
		deactivation: 'DELETE /2/activity/subscriptions/{subscription_id} each',
	},
	streamRules: {
		activation:
			'POST /2/posts/search/stream/rules (the rules, tagged for this setup), then POST /2/posts/search/webhooks/{webhook_id}',
		check: 'GET /2/posts/search/stream/rules?ids={rule_ids}, GET /2/posts/search/webhooks',
		deactivation:
			'DELETE /2/posts/search/webhooks/{webhook_id}, then POST /2/posts/search/stream/rules (delete by ids)',
	},
	accountActivity: {
		activation:
			'GET /2/users/me, then POST /2/account_activity/webhooks/{webhook_id}/subscriptions/all, as the user',
		check: 'GET /2/account_activity/webhooks/{webhook_id}/subscriptions/all/list',
		deactivation:
			'DELETE /2/account_activity/webhooks/{webhook_id}/subscriptions/{user_id}/all, as the app',
	},
};

/**
 * What one event source adds to the trigger's webhook. It is planned (the fields checked,
 * usernames looked up) before anything is created.
 */
export interface SourcePlan {
	/** Whether what the setup added is still there, as the fields ask for now. */
	exists(setup: Setup): Promise<boolean>;
	/**
	 * Adds it, noting each part in `setup` as soon as it exists, so a failure can remove it, and
	 * at the end what its deliveries may carry (`setup.subscribed`).
	 */
	create(setup: Setup, webhookId: string): Promise<void>;
}

/** The record of what a setup subscribed to is the one the fields ask for now. */
const sameRecord = (setup: Setup, wanted: SubscribedEvents) =>
	JSON.stringify(setup.subscribed) === JSON.stringify(wanted);

export const eventSourceOf = (context: IHookFunctions): EventSource =>
	context.getNodeParameter('source', 'activity') as EventSource;

export async function planSource(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	url: string,
): Promise<SourcePlan> {
	switch (eventSourceOf(context)) {
		case 'streamRules':
			return planStreamRules(context, credentials, url);
		case 'accountActivity':
			return await planAccountActivity(context, credentials);
		default:
			return await planActivity(context, credentials);
	}
}

async function readSettings(
	context: IHookFunctions,
	credentials: TriggerCredentials,
): Promise<TriggerSettings> {
	return {
		events: context.getNodeParameter('events', []),
		userIds: await watchedUserIds(context, credentials, context.getNodeParameter('userIds', '')),
		keyword: context.getNodeParameter('keyword', '') as string,
		direction: context.getNodeParameter('direction', 'both') as string,
		tag: context.getNodeParameter('tag', '') as string,
	};
}

/** Activity events: one activity subscription per pair of event type and watched user. */
async function planActivity(
	context: IHookFunctions,
	credentials: TriggerCredentials,
): Promise<SourcePlan> {
	const node = context.getNode();
	const plan = planSubscriptions(node, await readSettings(context, credentials));
	const subscribed: SubscribedEvents = {
		source: 'activity',
		userIds: [...new Set(plan.subscriptions.map(({ filter }) => filter.user_id))],
		eventTypes: [...new Set(plan.subscriptions.map(({ event_type }) => event_type))],
		...(plan.subscriptions[0]?.tag ? { tag: plan.subscriptions[0].tag } : {}),
	};
	for (const { from, to } of plan.renamed) {
		context.logger.warn(
			`Activity Trigger "${node.name}": the event type ${from} is deprecated; subscribed as ${to}`,
		);
	}
	return {
		async exists(setup) {
			const ours = (await listSubscriptions.call(context, credentials)).filter(
				(subscription) => subscription.webhook_id === setup.webhookId,
			);
			const present = new Set(ours.map(subscriptionKey));
			return (
				sameRecord(setup, subscribed) &&
				plan.subscriptions.every((subscription) => present.has(subscriptionKey(subscription))) &&
				(setup.subscriptionIds ?? []).every((id) =>
					ours.some((subscription) => subscription.subscription_id === id),
				)
			);
		},
		async create(setup, webhookId) {
			setup.subscriptionIds = [];
			for (const request of plan.subscriptions) {
				const subscription = await createSubscription.call(
					context,
					credentials,
					request,
					webhookId,
				);
				setup.subscriptionIds.push(subscription.subscription_id);
			}
			setup.subscribed = subscribed;
		},
	};
}

/** Posts matching stream rules: the rules, tagged with this setup, and the stream linked. */
function planStreamRules(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	url: string,
): SourcePlan {
	const suffix = ruleTagSuffix(String(context.getWorkflow().id ?? ''), url);
	const wanted = planRules(context.getNode(), context.getNodeParameter('rules', {}), suffix);
	const subscribed: SubscribedEvents = {
		source: 'streamRules',
		ruleTags: wanted.map(({ tag }) => tag),
	};
	return {
		async exists(setup) {
			if (!setup.streamLinked || !setup.webhookId || !sameRecord(setup, subscribed)) return false;
			const present = await listRules(context, credentials, setup.ruleIds ?? []);
			return (
				wanted.every((rule) =>
					present.some((one) => one.value === rule.value && one.tag === rule.tag),
				) && (await streamLinked(context, credentials, setup.webhookId))
			);
		},
		async create(setup, webhookId) {
			setup.ruleIds = [];
			await addRules(context, credentials, wanted, setup.ruleIds);
			await linkStream(context, credentials, webhookId);
			setup.streamLinked = true;
			setup.subscribed = subscribed;
		},
	};
}

/** Account activity: the signed-in user subscribed to the webhook. */
async function planAccountActivity(
	context: IHookFunctions,
	credentials: TriggerCredentials,
): Promise<SourcePlan> {
	const user = accountUserCredentials(context);
	return {
		async exists(setup) {
			return (
				!!setup.accountUserId &&
				!!setup.webhookId &&
				sameRecord(setup, { source: 'accountActivity', accountUserId: setup.accountUserId }) &&
				(await accountSubscribed(context, credentials, setup.webhookId, setup.accountUserId))
			);
		},
		async create(setup, webhookId) {
			setup.accountUserId = await subscribeAccount(context, user, webhookId);
			setup.subscribed = { source: 'accountActivity', accountUserId: setup.accountUserId };
		},
	};
}
