import type { IHookFunctions } from 'n8n-workflow';

import { readCredentials } from '../shared/readCredentials';
import { signedInUser } from '../shared/users/authenticatedUser';
import {
	ACCOUNT_ACTIVITY_PRESET,
	accountActivityEnded,
	accountActivityEndedError,
} from './accountActivityMove';
import {
	accountSubscribed,
	accountUserCredentials,
	activityUserCredentials,
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
import {
	needsUserSignIn,
	planSubscriptions,
	subscriptionKey,
	type SignedIn,
	type TriggerSettings,
} from './subscriptionPlan';
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
		activation:
			'POST /2/activity/subscriptions per pair of event and watched user; private events, and the Account Activity preset, with the user of User Sign-In',
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
	user: TriggerCredentials | undefined,
): Promise<TriggerSettings> {
	const preset = context.getNodeParameter('subscribeTo', 'chosen') === ACCOUNT_ACTIVITY_PRESET;
	return {
		events: preset ? [] : context.getNodeParameter('events', []),
		userIds: preset
			? []
			: await watchedUserIds(context, credentials, context.getNodeParameter('userIds', '')),
		keyword: preset ? '' : (context.getNodeParameter('keyword', '') as string),
		direction: preset ? 'both' : (context.getNodeParameter('direction', 'both') as string),
		tag: context.getNodeParameter('tag', '') as string,
		preset,
		...(user ? { signedIn: await signedInOf(context, user) } : {}),
	};
}

/** Who signed in with User Sign-In, and the scopes an OAuth2 sign-in holds. */
async function signedInOf(context: IHookFunctions, user: TriggerCredentials): Promise<SignedIn> {
	const me = await signedInUser(context, user.authentication);
	const credentialName = context.getNode().credentials?.[user.credentialType]?.name;
	let scopes: string | undefined;
	if (user.authentication === 'oAuth2') {
		const values = await readCredentials(context, user.credentialType);
		scopes = typeof values.scope === 'string' ? values.scope : '';
	}
	return {
		id: String(me.id),
		...(scopes !== undefined ? { scopes } : {}),
		...(credentialName ? { credentialName } : {}),
	};
}

/**
 * Activity events: one activity subscription per pair of event type and watched user; private
 * events as the signed-in user of User Sign-In, with that user's credential. Every subscription
 * is removed with the app's (the platform deletes them with the app's token only).
 */
async function planActivity(
	context: IHookFunctions,
	credentials: TriggerCredentials,
): Promise<SourcePlan> {
	const node = context.getNode();
	const user = activityUserCredentials(context);
	const settings = await readSettings(context, credentials, user);
	const plan = planSubscriptions(node, settings);
	const watched = [
		...(settings.userIds as string[]),
		...(settings.signedIn ? [settings.signedIn.id] : []),
	];
	const subscribed: SubscribedEvents = {
		source: 'activity',
		userIds: [
			...new Set(
				plan.subscriptions.flatMap(({ filter }) => (filter.user_id ? [filter.user_id] : watched)),
			),
		],
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
					user && needsUserSignIn(request.event_type) ? user : credentials,
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
	// A workflow on Account Activity runs until the platform's end date, and cannot start after it.
	if (accountActivityEnded()) throw accountActivityEndedError(context.getNode());
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
