import { NodeOperationError, type IDataObject, type IHookFunctions } from 'n8n-workflow';

import {
	createSubscription,
	createWebhook,
	deleteSubscription,
	deleteWebhook,
	isNotFound,
	listSubscriptions,
	listWebhooks,
} from './platformWebhooks';
import { planSubscriptions, subscriptionKey, type TriggerSettings } from './subscriptionPlan';
import { triggerCredentials, type TriggerCredentials } from './triggerCredentials';
import { watchedUserIds } from './watchedUsers';

/**
 * webhookMethods.default of the trigger: n8n calls checkExists, then create when it answers
 * false, when the workflow is activated (production URL) or listens for a test event (test URL),
 * and delete when it is deactivated or the test ends. What was created is remembered in the
 * node's workflow static data, which n8n saves after these calls, so any n8n process (queue
 * mode) can find and remove it again. Setups are kept by URL: the editor may hand a test listen
 * the saved static data of the active workflow, whose production setup it must leave alone.
 */

/** What one setup created on the platform. */
export interface Setup {
	webhookId?: string;
	subscriptionIds?: string[];
}

type Setups = Record<string, Setup>;

/** The setup registered at `url`, as a copy (changes are written back with writeSetup). */
function readSetup(context: IHookFunctions, url: string): Setup {
	const setups = (context.getWorkflowStaticData('node').setups ?? {}) as Setups;
	const setup = setups[url] ?? {};
	return {
		...setup,
		...(setup.subscriptionIds ? { subscriptionIds: [...setup.subscriptionIds] } : {}),
	};
}

/**
 * Stores the setup at `url` (none when empty). The map is replaced, not changed in place, so
 * n8n's observed static data marks itself changed and is saved.
 */
function writeSetup(context: IHookFunctions, url: string, setup: Setup): void {
	const data = context.getWorkflowStaticData('node');
	const others = { ...((data.setups ?? {}) as Setups) };
	delete others[url];
	const isEmpty = !setup.webhookId && !setup.subscriptionIds?.length;
	const setups: Setups = isEmpty ? others : { ...others, [url]: setup };
	if (Object.keys(setups).length) data.setups = setups as IDataObject;
	else delete data.setups;
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

function webhookUrl(context: IHookFunctions): string {
	const url = context.getNodeWebhookUrl('default');
	if (!url)
		throw new NodeOperationError(context.getNode(), 'n8n did not give the trigger a webhook URL');
	return url;
}

/**
 * The configuration is there, still valid, at this node's URL, and holds one subscription for
 * every pair of event and user the parameters ask for now.
 */
export async function setupExists(this: IHookFunctions): Promise<boolean> {
	const url = webhookUrl(this);
	const setup = readSetup(this, url);
	if (!setup.webhookId) return false;
	const credentials = await triggerCredentials.call(this);
	const config = (await listWebhooks.call(this, credentials)).find(
		(webhook) => webhook.id === setup.webhookId,
	);
	if (!config || config.url !== url || !config.valid) return false;
	const ours = (await listSubscriptions.call(this, credentials)).filter(
		(subscription) => subscription.webhook_id === setup.webhookId,
	);
	const present = new Set(ours.map(subscriptionKey));
	const wanted = planSubscriptions(
		this.getNode(),
		await readSettings(this, credentials),
	).subscriptions;
	return (
		wanted.every((subscription) => present.has(subscriptionKey(subscription))) &&
		(setup.subscriptionIds ?? []).every((id) =>
			ours.some((subscription) => subscription.subscription_id === id),
		)
	);
}

/**
 * Registers the webhook URL (the platform checks the challenge answer before it replies), then
 * subscribes it to every pair of event and user. Anything left from an earlier setup at this
 * URL is removed first; a failure half-way removes what was created.
 */
export async function createSetup(this: IHookFunctions): Promise<boolean> {
	const node = this.getNode();
	const credentials = await triggerCredentials.call(this);
	const plan = planSubscriptions(node, await readSettings(this, credentials));
	for (const { from, to } of plan.renamed) {
		this.logger.warn(
			`Activity Trigger "${node.name}": the event type ${from} is deprecated; subscribed as ${to}`,
		);
	}
	const url = webhookUrl(this);
	const earlier = readSetup(this, url);
	await removeSetup(this, credentials, earlier);
	writeSetup(this, url, earlier);
	await removeLeftoversAt(this, credentials, url);

	const config = await createWebhook.call(this, credentials, url);
	const setup: Setup = { webhookId: config.id, subscriptionIds: [] };
	const subscribe = async () => {
		if (!config.valid) {
			throw new NodeOperationError(node, 'The platform could not validate the webhook URL', {
				description: `Its challenge to ${url} was not answered correctly. Check that the platform can reach this n8n (WEBHOOK_URL) and that the credential holds the app's consumer secret.`,
			});
		}
		for (const request of plan.subscriptions) {
			const subscription = await createSubscription.call(this, credentials, request, config.id);
			setup.subscriptionIds?.push(subscription.subscription_id);
		}
	};
	// A half-made setup is removed again (what cannot be is kept for the next attempt); the
	// error is the platform's, or the invalid URL's.
	await subscribe().catch(async (error: unknown) => {
		await removeSetup(this, credentials, setup);
		writeSetup(this, url, setup);
		throw error;
	});
	writeSetup(this, url, setup);
	return true;
}

/** Removes the subscriptions, then the webhook configuration. */
export async function deleteSetup(this: IHookFunctions): Promise<boolean> {
	const url = webhookUrl(this);
	const setup = readSetup(this, url);
	if (!setup.webhookId && !setup.subscriptionIds?.length) return true;
	const credentials = await triggerCredentials.call(this);
	const removed = await removeSetup(this, credentials, setup);
	writeSetup(this, url, setup);
	if (!removed)
		this.logger.warn(
			`Activity Trigger "${this.getNode().name}": some subscriptions or the webhook configuration could not be removed; they are removed at the next activation`,
		);
	return removed;
}

/**
 * Deletes what a setup names (one already gone counts as deleted) and keeps in it only what
 * could not be deleted. True when nothing is left.
 */
async function removeSetup(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	setup: Setup,
): Promise<boolean> {
	const attempt = async (remove: () => Promise<void>) => {
		try {
			await remove();
			return true;
		} catch (error) {
			return isNotFound(error);
		}
	};
	const left: string[] = [];
	for (const id of setup.subscriptionIds ?? []) {
		if (!(await attempt(async () => await deleteSubscription.call(context, credentials, id))))
			left.push(id);
	}
	if (left.length) setup.subscriptionIds = left;
	else delete setup.subscriptionIds;
	const { webhookId } = setup;
	if (
		webhookId &&
		(await attempt(async () => await deleteWebhook.call(context, credentials, webhookId)))
	)
		delete setup.webhookId;
	return !setup.webhookId && !left.length;
}

/**
 * Configurations already registered for this URL (a setup whose static data was lost, e.g. n8n
 * stopped during activation) would make the platform refuse the URL as a duplicate: they and
 * their subscriptions are this node's own, so they are removed.
 */
async function removeLeftoversAt(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	url: string,
): Promise<void> {
	const stale = (await listWebhooks.call(context, credentials)).filter(
		(webhook) => webhook.url === url,
	);
	if (!stale.length) return;
	const subscriptions = await listSubscriptions.call(context, credentials);
	for (const webhook of stale) {
		await removeSetup(context, credentials, {
			webhookId: webhook.id,
			subscriptionIds: subscriptions
				.filter((s) => s.webhook_id === webhook.id)
				.map((s) => s.subscription_id),
		});
	}
}
