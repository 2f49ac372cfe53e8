import type { IDataObject, IHookFunctions } from 'n8n-workflow';

import { PlatformAppOnlyApi } from '../../credentials/PlatformAppOnlyApi.credentials';
import { PlatformBearerTokenApi } from '../../credentials/PlatformBearerTokenApi.credentials';
import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import type { Setup } from '../../nodes/ActivityTrigger/webhookLifecycle';
import { startEmulator, type Emulator } from '../emulator';
import { crcChallenges } from '../emulator/challenge';
import { publishEvent } from '../emulator/events';
import { activitySubscriptions } from '../emulator/routes/activitySubscriptions';
import { webhookConfigs } from '../emulator/routes/webhooks';
import { sendDelivery, webhookDeliveries } from '../emulator/webhookDeliveries';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { startTriggerHost, type TriggerHost } from './triggerHost';

/**
 * webhookMethods.default (checkExists, create, delete) against the emulator, with the trigger's
 * webhook() served on a loopback URL: the emulator's challenge during create and its signed
 * deliveries reach the node as they would reach n8n.
 */
const USER = '1000000000000000001';
const OTHER = '2244994945';
const methods = new PlatformActivityTrigger().webhookMethods.default;

let emulator: Emulator;
let host: TriggerHost;
let staticData: IDataObject;
let parameters: IDataObject;
let credential: IDataObject;
const warnings: string[] = [];
/** The URL n8n hands the node; the host's unless a test says otherwise. */
let nodeUrl: string | undefined;

const setupAt = (url: string) => ((staticData.setups ?? {}) as Record<string, Setup>)[url];

async function serve(overrides: { credential?: IDataObject; parameters?: IDataObject } = {}) {
	parameters = {
		authentication: 'appOnly',
		events: ['post.create', 'post.delete'],
		userIds: `${USER}, ${OTHER}`,
		tag: 'launch',
		options: {},
		...overrides.parameters,
	};
	credential = overrides.credential ?? emulatorCredentials(emulator).platformAppOnlyApi;
	await host?.close();
	host = await startTriggerHost(parameters, credential, staticData);
}

/** A hook context as n8n hands to webhookMethods: this node's parameters, static data and URL. */
function hookContext(): IHookFunctions {
	const type =
		parameters.authentication === 'bearerToken'
			? new PlatformBearerTokenApi()
			: new PlatformAppOnlyApi();
	return Object.assign(fakeContext(type, credential), {
		getNode: () => ({
			name: 'Activity Trigger',
			type: 'n8n-nodes-platform.platformActivityTrigger',
			typeVersion: 1,
			parameters,
			credentials: { [type.name]: { id: 'BrandApp00000001', name: 'Brand app' } },
		}),
		getNodeParameter: (name: string, fallback?: unknown) => parameters[name] ?? fallback,
		getWorkflowStaticData: () => staticData,
		getNodeWebhookUrl: () => nodeUrl ?? host.url,
		logger: { warn: (message: string) => warnings.push(message) },
	}) as unknown as IHookFunctions;
}

const requests = () =>
	emulator.log
		.filter((entry) => !entry.path.startsWith('/oauth2/'))
		.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);

beforeEach(async () => {
	emulator = await startEmulator();
	staticData = {};
	nodeUrl = undefined;
	warnings.length = 0;
	await serve();
});
afterEach(async () => {
	await host.close();
	await emulator.close();
});

describe('create', () => {
	it('registers the URL, answers the challenge sent meanwhile, then subscribes every pair of event and user', async () => {
		expect(await methods.checkExists.call(hookContext())).toBe(false);
		expect(await methods.create.call(hookContext())).toBe(true);

		const [config] = webhookConfigs(emulator.state);
		expect(config).toMatchObject({ url: host.url, valid: true });
		expect(crcChallenges(emulator.state)).toEqual([
			expect.objectContaining({ webhook_id: config.id, status: 200, valid: true }),
		]);
		expect(host.answers).toEqual(['GET 200']);

		const created = emulator.log.filter(
			(entry) => entry.method === 'POST' && entry.path.startsWith('/2/'),
		);
		expect(created.map((entry) => [entry.path, entry.body, entry.auth.scheme])).toEqual([
			['/2/webhooks', { url: host.url }, 'bearer'],
			...[
				['post.create', USER],
				['post.create', OTHER],
				['post.delete', USER],
				['post.delete', OTHER],
			].map(([eventType, userId]) => [
				'/2/activity/subscriptions',
				{
					event_type: eventType,
					filter: { user_id: userId },
					tag: 'launch',
					webhook_id: config.id,
				},
				'bearer',
			]),
		]);
		const subscriptionIds = activitySubscriptions(emulator.state).map(
			(subscription) => subscription.subscription_id,
		);
		// What its deliveries may carry is kept with the setup, the users as IDs.
		const subscribed = {
			source: 'activity',
			userIds: [USER, OTHER],
			eventTypes: ['post.create', 'post.delete'],
			tag: 'launch',
		};
		expect(staticData).toEqual({
			setups: { [host.url]: { webhookId: config.id, subscriptionIds, subscribed } },
		});
		expect(await methods.checkExists.call(hookContext())).toBe(true);
	});

	it('subscribes deprecated PascalCase names under their new names and warns', async () => {
		await serve({ parameters: { events: ['ProfileBioUpdate'], userIds: USER, tag: '' } });
		await methods.create.call(hookContext());
		expect(
			activitySubscriptions(emulator.state).map((subscription) => subscription.event_type),
		).toEqual(['profile.update.bio']);
		expect(warnings).toEqual([
			expect.stringContaining('ProfileBioUpdate is deprecated; subscribed as profile.update.bio'),
		]);
		const [setup] = Object.values(staticData.setups as IDataObject);
		expect((setup as IDataObject).subscribed).toMatchObject({ eventTypes: ['profile.update.bio'] });
	});

	it('makes again a setup stored without a record of what it subscribed to (an earlier version)', async () => {
		await serve();
		await methods.create.call(hookContext());
		expect(await methods.checkExists.call(hookContext())).toBe(true);
		delete ((staticData.setups as IDataObject)[host.url] as IDataObject).subscribed;
		expect(await methods.checkExists.call(hookContext())).toBe(false);
	});

	it('removes the configuration again and fails when the challenge is answered with another secret', async () => {
		await serve({
			credential: {
				...emulatorCredentials(emulator).platformAppOnlyApi,
				apiSecret: 'not-the-consumer-secret',
			},
		});
		// The wrong secret would also fail the token request: give the credential the real token.
		credential.accessToken = emulator.seed.appBearerToken;
		await expect(methods.create.call(hookContext())).rejects.toThrow(
			'The platform could not validate the webhook URL',
		);
		expect(crcChallenges(emulator.state)[0]).toMatchObject({
			valid: false,
			failure: 'wrong response_token',
		});
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(activitySubscriptions(emulator.state)).toEqual([]);
		expect(staticData).toEqual({});
	});

	it('removes what it created when a subscription is refused', async () => {
		emulator.injectFault({
			method: 'POST',
			path: '/2/activity/subscriptions',
			status: 400,
			times: 1,
			body: { title: 'Invalid Request', detail: 'no', type: 'about:blank' },
		});
		await serve({ parameters: { events: ['post.create'], userIds: USER } });
		await expect(methods.create.call(hookContext())).rejects.toThrow();
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(staticData).toEqual({});
	});

	it('removes an earlier configuration at the same URL (static data lost) before registering again', async () => {
		await methods.create.call(hookContext());
		delete staticData.setups;
		expect(await methods.checkExists.call(hookContext())).toBe(false);
		await methods.create.call(hookContext());
		expect(webhookConfigs(emulator.state)).toHaveLength(1);
		expect(activitySubscriptions(emulator.state)).toHaveLength(4);
		expect(setupAt(host.url).webhookId).toBe(webhookConfigs(emulator.state)[0].id);
	});

	it('leaves the setup at another URL alone (a test listen while the workflow is active)', async () => {
		await methods.create.call(hookContext());
		const production = { url: host.url, setup: setupAt(host.url) };
		const testHost = await startTriggerHost(parameters, credential, staticData);
		try {
			nodeUrl = testHost.url;
			expect(await methods.checkExists.call(hookContext())).toBe(false);
			await methods.create.call(hookContext());
			expect(webhookConfigs(emulator.state).map((config) => config.url)).toEqual([
				production.url,
				testHost.url,
			]);
			await methods.delete.call(hookContext());
			expect(webhookConfigs(emulator.state).map((config) => config.url)).toEqual([production.url]);
			expect(activitySubscriptions(emulator.state)).toHaveLength(4);
			expect(staticData).toEqual({ setups: { [production.url]: production.setup } });
		} finally {
			await testHost.close();
		}
	});

	it('checks the parameters before any request', async () => {
		await serve({ parameters: { userIds: 'some one!' } });
		await expect(methods.create.call(hookContext())).rejects.toThrow(
			'Users holds "some one!", which is neither a username (such as @platformdev) nor a numeric user ID',
		);
		expect(requests()).toEqual([]);
	});

	it('watches users given by username (with or without @), looked up when it activates', async () => {
		await serve({ parameters: { userIds: `@platformdev, platform, ${USER}, @PlatformDev` } });
		expect(await methods.create.call(hookContext())).toBe(true);
		expect(requests().slice(0, 3)).toEqual([
			'GET /2/users/by/username/platformdev 200',
			'GET /2/users/by/username/platform 200',
			'GET /2/users/by/username/PlatformDev 200',
		]);
		const watched = activitySubscriptions(emulator.state).map(
			(subscription) => (subscription.filter as { user_id: string }).user_id,
		);
		// Two event types for each of three users: @PlatformDev is @platformdev again.
		expect(watched.sort()).toEqual([OTHER, OTHER, '783214', '783214', USER, USER].sort());
		// Deliveries are checked against the IDs the usernames had at activation.
		const setup = (staticData.setups as IDataObject)[host.url] as IDataObject;
		expect((setup.subscribed as IDataObject).userIds).toEqual([OTHER, '783214', USER]);
		expect(await methods.checkExists.call(hookContext())).toBe(true);
	});

	it('stops activation at an unknown username, before anything is registered', async () => {
		await serve({ parameters: { userIds: `${USER}, @nobody_here` } });
		const attempt = methods.create.call(hookContext());
		await expect(attempt).rejects.toThrow(
			'Users holds @nobody_here, who is not a user of the platform',
		);
		// n8n shows some activation errors by their description alone: it names the user too.
		await attempt.catch((error: Error & { description?: string }) =>
			expect(error.description).toMatch(
				/^"Users" holds @nobody_here, who is not a user of the platform\. Correct it and activate the workflow again/,
			),
		);
		expect(requests()).toEqual(['GET /2/users/by/username/nobody_here 404']);
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(activitySubscriptions(emulator.state)).toEqual([]);
	});

	it('needs the consumer secret in a bearer token credential, and says so before any request', async () => {
		await serve({
			parameters: { authentication: 'bearerToken' },
			credential: emulatorCredentials(emulator).platformBearerTokenApi,
		});
		const attempt = methods.create.call(hookContext());
		await expect(attempt).rejects.toThrow(
			'The credential has no consumer secret: fill in "Consumer Secret (API Key Secret)" in the credential "Brand app"',
		);
		await attempt.catch((error: Error & { description?: string }) =>
			expect(error.description).toContain(
				'Open the credential "Brand app" (Platform Bearer Token API) with the pencil beside it in this panel and fill in "Consumer Secret (API Key Secret)"',
			),
		);
		expect(requests()).toEqual([]);
		await serve({
			parameters: { authentication: 'bearerToken' },
			credential: {
				...emulatorCredentials(emulator).platformBearerTokenApi,
				consumerSecret: emulator.seed.consumerSecret,
			},
		});
		expect(await methods.create.call(hookContext())).toBe(true);
		expect(webhookConfigs(emulator.state)[0].valid).toBe(true);
	});

	it('names the App-Only credential and its API Key Secret field when the secret is empty', async () => {
		await serve({
			credential: { ...emulatorCredentials(emulator).platformAppOnlyApi, apiSecret: '' },
		});
		await expect(methods.create.call(hookContext())).rejects.toThrow(
			'The credential has no consumer secret: fill in "API Key Secret" in the credential "Brand app"',
		);
		expect(requests()).toEqual([]);
	});
});

describe('checkExists', () => {
	beforeEach(async () => {
		await methods.create.call(hookContext());
	});

	it('is false once the parameters ask for another subscription', async () => {
		parameters.userIds = `${USER}, ${OTHER}, 783214`;
		expect(await methods.checkExists.call(hookContext())).toBe(false);
	});

	it('is false when the configuration failed a later challenge', async () => {
		webhookConfigs(emulator.state)[0].valid = false;
		expect(await methods.checkExists.call(hookContext())).toBe(false);
	});

	it('is false when a subscription is gone', async () => {
		activitySubscriptions(emulator.state).pop();
		expect(await methods.checkExists.call(hookContext())).toBe(false);
	});

	it('is false when the configuration is gone', async () => {
		webhookConfigs(emulator.state).pop();
		expect(await methods.checkExists.call(hookContext())).toBe(false);
	});
});

describe('deliveries and delete', () => {
	beforeEach(async () => {
		await methods.create.call(hookContext());
	});

	it('a published event starts one run; its replay and a forged copy start none', async () => {
		const [delivery] = await publishEvent(emulator.state, {
			event_type: 'post.create',
			user_id: USER,
			payload: { id: '1', text: 'hello' },
		});
		await publishEvent(emulator.state, { event_type: 'post.create', user_id: '999', payload: {} });
		expect(delivery).toMatchObject({ url: host.url, status: 200 });
		expect(host.runs).toHaveLength(1);
		expect(host.runs[0][0].json).toMatchObject({
			event_type: 'post.create',
			filter: { user_id: USER },
			tag: 'launch',
			payload: { id: '1', text: 'hello' },
			includes: {},
		});

		const replayed = await sendDelivery(
			emulator.state,
			{ id: delivery.webhook_id, url: delivery.url },
			delivery.raw_body,
			delivery.headers,
		);
		expect(replayed.status).toBe(200);
		const forged = await sendDelivery(
			emulator.state,
			{ id: delivery.webhook_id, url: delivery.url },
			delivery.raw_body.replace('hello', 'HELLO'),
			delivery.headers,
		);
		expect(forged.status).toBe(401);
		expect(host.runs).toHaveLength(1);
		expect(webhookDeliveries(emulator.state).map((record) => record.status)).toEqual([
			200, 200, 401,
		]);
	});

	it('delete removes the subscriptions, then the configuration', async () => {
		const { webhookId, subscriptionIds } = setupAt(host.url) as Required<Setup>;
		expect(subscriptionIds).toHaveLength(4);
		emulator.clearLog();
		expect(await methods.delete.call(hookContext())).toBe(true);
		expect(requests()).toEqual([
			...subscriptionIds.map((id) => `DELETE /2/activity/subscriptions/${id} 200`),
			`DELETE /2/webhooks/${webhookId} 200`,
		]);
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(activitySubscriptions(emulator.state)).toEqual([]);
		expect(staticData).toEqual({});
		expect(await methods.delete.call(hookContext())).toBe(true);
	});

	it('delete counts what is already gone as removed', async () => {
		activitySubscriptions(emulator.state).splice(0, 2);
		expect(await methods.delete.call(hookContext())).toBe(true);
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(staticData).toEqual({});
	});
});
