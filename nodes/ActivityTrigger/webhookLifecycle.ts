import {
	NodeOperationError,
	type IDataObject,
	type IHookFunctions,
	type IWebhookFunctions,
} from 'n8n-workflow';

import { unsubscribeAccount } from './accountActivitySource';
import { eventSourceOf, planSource } from './eventSources';
import {
	createWebhook,
	deleteSubscription,
	deleteWebhook,
	isNotFound,
	listSubscriptions,
	listWebhooks,
} from './platformWebhooks';
import { deleteRules, listRules, ruleTagSuffix, unlinkStream } from './streamRuleSource';
import type { SubscribedEvents } from './subscribedEvents';
import { triggerCredentials, type TriggerCredentials } from './triggerCredentials';

/**
 * webhookMethods.default of the trigger: n8n calls checkExists, then create when it answers
 * false, when the workflow is activated (production URL) or listens for a test event (test URL),
 * and delete when it is deactivated or the test ends. What was created is remembered in the
 * node's workflow static data, which n8n saves after these calls, so any n8n process (queue
 * mode) can find and remove it again. Setups are kept by URL: the editor may hand a test listen
 * the saved static data of the active workflow, whose production setup it must leave alone.
 */

/** What one setup created on the platform, for each event source (eventSources.ts). */
export interface Setup {
	webhookId?: string;
	/** Activity events: the activity subscriptions. */
	subscriptionIds?: string[];
	/** Posts matching stream rules: the rules added, and whether the stream is linked. */
	ruleIds?: string[];
	streamLinked?: boolean;
	/** Account activity: the user subscribed. */
	accountUserId?: string;
	/** What its deliveries may carry (subscribedEvents.ts), recorded once it is subscribed. */
	subscribed?: SubscribedEvents;
}

type Setups = Record<string, Setup>;

/**
 * The setup of the URL a delivery came to. n8n hands a webhook only the production URL; a test
 * listen's delivery comes to the test URL, whose setup is kept beside it, so the setup is the
 * one whose URL ends in the path requested (a proxy may add a prefix before n8n), else that of
 * the production URL.
 */
export function setupOfDelivery(context: IWebhookFunctions): Setup | undefined {
	const setups = (context.getWorkflowStaticData('node').setups ?? {}) as Setups;
	const request = context.getRequestObject();
	const path = String(request.originalUrl ?? request.url ?? '').split('?')[0];
	const byPath = Object.keys(setups).filter(
		(url) => path.startsWith('/') && new URL(url).pathname.endsWith(path),
	);
	const url = byPath.length === 1 ? byPath[0] : context.getNodeWebhookUrl('default');
	return url ? setups[url] : undefined;
}

/** The setup registered at `url`, as a copy (changes are written back with writeSetup). */
function readSetup(context: IHookFunctions, url: string): Setup {
	const setups = (context.getWorkflowStaticData('node').setups ?? {}) as Setups;
	const setup = setups[url] ?? {};
	return {
		...setup,
		...(setup.subscriptionIds ? { subscriptionIds: [...setup.subscriptionIds] } : {}),
		...(setup.ruleIds ? { ruleIds: [...setup.ruleIds] } : {}),
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
	const isEmpty = nothingLeft(setup);
	const setups: Setups = isEmpty ? others : { ...others, [url]: setup };
	if (Object.keys(setups).length) data.setups = setups as IDataObject;
	else delete data.setups;
}

/** The setup names nothing on the platform any more. */
const nothingLeft = (setup: Setup) =>
	!setup.webhookId &&
	!setup.subscriptionIds?.length &&
	!setup.ruleIds?.length &&
	!setup.streamLinked &&
	!setup.accountUserId;

function webhookUrl(context: IHookFunctions): string {
	const url = context.getNodeWebhookUrl('default');
	if (!url)
		throw new NodeOperationError(context.getNode(), 'n8n did not give the trigger a webhook URL');
	return url;
}

/**
 * The configuration is there, still valid, at this node's URL, and what its event source added
 * (subscriptions, rules and link, the user's subscription) is there as the fields ask for now.
 */
export async function setupExists(this: IHookFunctions): Promise<boolean> {
	const url = webhookUrl(this);
	const setup = readSetup(this, url);
	// A setup made before deliveries were checked against it is made again, with its record.
	if (!setup.webhookId || setup.subscribed?.source !== eventSourceOf(this)) return false;
	const credentials = await triggerCredentials.call(this);
	const config = (await listWebhooks.call(this, credentials)).find(
		(webhook) => webhook.id === setup.webhookId,
	);
	if (!config || config.url !== url || !config.valid) return false;
	return await (await planSource(this, credentials, url)).exists(setup);
}

/**
 * Registers the webhook URL (the platform checks the challenge answer before it replies), then
 * subscribes it to every pair of event and user. Anything left from an earlier setup at this
 * URL is removed first; a failure half-way removes what was created.
 */
export async function createSetup(this: IHookFunctions): Promise<boolean> {
	const node = this.getNode();
	const credentials = await triggerCredentials.call(this);
	const url = webhookUrl(this);
	const source = await planSource(this, credentials, url);
	const earlier = readSetup(this, url);
	await removeSetup(this, credentials, earlier);
	writeSetup(this, url, earlier);
	await removeLeftoversAt(this, credentials, url);

	const config = await createWebhook.call(this, credentials, url);
	const setup: Setup = { webhookId: config.id };
	const addSource = async () => {
		if (!config.valid) {
			throw new NodeOperationError(node, 'The platform could not validate the webhook URL', {
				description: `Its challenge to ${url} was not answered correctly. Check that the platform can reach this n8n (WEBHOOK_URL) and that the credential holds the app's consumer secret.`,
			});
		}
		await source.create(setup, config.id);
	};
	// A half-made setup is removed again (what cannot be is kept for the next attempt); the
	// error is the platform's, or the invalid URL's.
	await addSource().catch(async (error: unknown) => {
		await removeSetup(this, credentials, setup);
		writeSetup(this, url, setup);
		throw error;
	});
	writeSetup(this, url, setup);
	return true;
}

/** Removes what the event source added, then the webhook configuration. */
export async function deleteSetup(this: IHookFunctions): Promise<boolean> {
	const url = webhookUrl(this);
	const setup = readSetup(this, url);
	if (nothingLeft(setup)) return true;
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
	const attempt = async (remove: () => Promise<unknown>) => {
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
	const { webhookId, ruleIds, accountUserId } = setup;
	if (
		setup.streamLinked &&
		(!webhookId || (await attempt(async () => await unlinkStream(context, credentials, webhookId))))
	)
		delete setup.streamLinked;
	if (ruleIds && (await attempt(async () => await deleteRules(context, credentials, ruleIds))))
		delete setup.ruleIds;
	if (
		accountUserId &&
		(!webhookId ||
			(await attempt(
				async () => await unsubscribeAccount(context, credentials, webhookId, accountUserId),
			)))
	)
		delete setup.accountUserId;
	if (
		webhookId &&
		(await attempt(async () => await deleteWebhook.call(context, credentials, webhookId)))
	)
		delete setup.webhookId;
	return nothingLeft(setup);
}

/**
 * What an earlier setup at this URL left when its static data was lost (e.g. n8n stopped during
 * activation): configurations registered for the URL would make the platform refuse it as a
 * duplicate, and rules tagged for it would match twice. They are this node's own, so they are
 * removed with their subscriptions and links.
 */
async function removeLeftoversAt(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	url: string,
): Promise<void> {
	const stale = (await listWebhooks.call(context, credentials)).filter(
		(webhook) => webhook.url === url,
	);
	const subscriptions = stale.length ? await listSubscriptions.call(context, credentials) : [];
	const streamSource = eventSourceOf(context) === 'streamRules';
	for (const webhook of stale) {
		await removeSetup(context, credentials, {
			webhookId: webhook.id,
			subscriptionIds: subscriptions
				.filter((s) => s.webhook_id === webhook.id)
				.map((s) => s.subscription_id),
			streamLinked: streamSource,
		});
	}
	if (!streamSource) return;
	const suffix = ruleTagSuffix(String(context.getWorkflow().id ?? ''), url);
	const ours = (await listRules(context, credentials)).filter((rule) =>
		String(rule.tag ?? '').endsWith(suffix),
	);
	await deleteRules(
		context,
		credentials,
		ours.map((rule) => rule.id),
	);
}
