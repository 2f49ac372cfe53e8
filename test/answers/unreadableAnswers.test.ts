import type { INodeType } from 'n8n-workflow';

import { policyRouting } from '../../nodes/shared/routing/policyRouting';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { startEmulator, type Emulator } from '../emulator';
import { connectionReset } from '../emulator/faults';
import { emulatorCredentials } from '../helpers/credentials';
import { registerNodeType, runNode } from '../helpers/runNode';
import { pngItem } from './validParameters';

/**
 * Only the network is ambiguous. An answer the package cannot read, or an error of its own code
 * while reading one, is never sent again and never called a lost connection: the item fails with
 * "Unexpected answer from <call>: <what was expected>", the status and the start of the body,
 * secrets removed. Routing and custom operations alike.
 */
let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => await emulator.close());
beforeEach(() => {
	emulator.clearLog();
	emulator.clearFaults();
});

const traffic = () => emulator.log.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
const IDS = '1500000000000000001,1500000000000000002';

describe('Activity Subscription > Delete Many (routing)', () => {
	const deleteMany = () =>
		runNode({
			parameters: {
				authentication: 'bearerToken',
				resource: 'activitySubscription',
				operation: 'deleteMany',
				subscriptionIds: IDS,
			},
			credentials: emulatorCredentials(emulator),
			continueOnFail: true,
		});

	test('a 200 whose `data` is one object: one request, one clear item', async () => {
		emulator.injectFault({
			path: '/2/activity/subscriptions',
			status: 200,
			body: { data: { subscription_id: '1500000000000000001', deleted: true } },
		});
		const { items, error } = await deleteMany();
		expect(error).toBeUndefined();
		expect(traffic()).toEqual(['DELETE /2/activity/subscriptions 200']);
		expect(items.map((item) => item.json)).toEqual([
			{ subscription_id: '1500000000000000001', deleted: true },
		]);
	});

	test('a 204: one item per id, deleted', async () => {
		emulator.injectFault({ path: '/2/activity/subscriptions', status: 204 });
		const { items } = await deleteMany();
		expect(traffic()).toEqual(['DELETE /2/activity/subscriptions 204']);
		expect(items.map((item) => item.json)).toEqual([
			{ subscription_id: '1500000000000000001', deleted: true },
			{ subscription_id: '1500000000000000002', deleted: true },
		]);
	});

	test('a 200 it cannot read: sent once, "Unexpected answer", with the status and the body', async () => {
		emulator.injectFault({
			path: '/2/activity/subscriptions',
			status: 200,
			body: { data: 'deleted them all' },
		});
		const { items } = await deleteMany();
		expect(traffic()).toEqual(['DELETE /2/activity/subscriptions 200']);
		expect(items).toHaveLength(1);
		expect(items[0].json.error).toBe(
			'Item 1: Unexpected answer from DELETE /2/activity/subscriptions: expected `data` with one {subscription_id, deleted} per id',
		);
		expect(items[0].error?.description).toBe(
			'The platform answered HTTP 200: {"data":"deleted them all"}. The request reached the platform, so it was not sent again.',
		);
	});

	test('a lost connection is still ambiguous: a DELETE is sent again', async () => {
		emulator.injectFault(connectionReset({ path: '/2/activity/subscriptions' }));
		emulator.injectFault({
			path: '/2/activity/subscriptions',
			status: 200,
			body: { data: [{ subscription_id: '1500000000000000001', deleted: true }] },
			after: 0,
		});
		const { items } = await runNode({
			parameters: {
				authentication: 'bearerToken',
				resource: 'activitySubscription',
				operation: 'deleteMany',
				subscriptionIds: IDS,
				requestOptions: { retryDelaySeconds: 0.01 },
			},
			credentials: emulatorCredentials(emulator),
		});
		expect(traffic()).toEqual([
			'DELETE /2/activity/subscriptions 0',
			'DELETE /2/activity/subscriptions 200',
		]);
		expect(items.map((item) => item.json.subscription_id)).toEqual(['1500000000000000001']);
	});
});

describe('an error of the code reading an answer (routing)', () => {
	/** Platform with one more operation whose reader breaks, as a bug would. */
	class BrokenReader extends PlatformCore {
		constructor() {
			super();
			// Copies, so the real node's (shared) description stays as it is.
			const properties = this.description.properties;
			const index = properties.findIndex(
				(property) =>
					property.name === 'operation' &&
					property.displayOptions?.show?.resource?.includes('user'),
			);
			const broken = {
				name: 'Broken',
				value: 'broken',
				routing: policyRouting({
					request: { method: 'GET', url: '/2/users/me' },
					output: {
						postReceive: [
							async function broken() {
								return (undefined as unknown as { items: [] }).items;
							},
						],
					},
				}),
			};
			this.description = { ...this.description, properties: [...properties] };
			this.description.properties[index] = {
				...properties[index],
				options: [...(properties[index].options ?? []), broken],
			};
			this.description.properties.unshift({
				displayName: 'Authentication',
				name: 'authentication',
				type: 'options',
				options: [{ name: 'OAuth1 Keys and Tokens', value: 'oAuth1' }],
				default: 'oAuth1',
				displayOptions: { show: { resource: ['user'], operation: ['broken'] } },
			});
		}
	}
	beforeAll(() =>
		registerNodeType('n8n-nodes-platform.brokenReader', new BrokenReader() as INodeType),
	);

	test('is sent once and reported as an unexpected answer, with the body and no secret', async () => {
		const secret = emulator.seed.accessTokenSecret;
		emulator.injectFault({
			path: '/2/users/me',
			status: 200,
			body: { data: { id: '1', echoed: secret, padding: 'x'.repeat(300) } },
		});
		const { error } = await runNode({
			type: 'n8n-nodes-platform.brokenReader',
			parameters: { authentication: 'oAuth1', resource: 'user', operation: 'broken' },
			credentials: emulatorCredentials(emulator),
		});
		expect(traffic()).toEqual(['GET /2/users/me 200']);
		expect(error?.message).toBe(
			"Item 1: Unexpected answer from GET /2/users/me: it could not be read as this operation's result",
		);
		const description = String(error?.description);
		expect(description).toMatch(
			/^The platform answered HTTP 200: \{"data":\{"id":"1","echoed":"\[redacted\]","padding":"x+/,
		);
		expect(description).not.toContain(secret);
		expect(description).not.toMatch(/Cannot read|undefined|broke off/);
		// The first 200 characters of the body (with the secret already removed), no more.
		expect(description.length).toBeLessThan(200 + 120);
	});
});

describe('Media > Upload (custom operation)', () => {
	const upload = () =>
		runNode({
			parameters: {
				authentication: 'oAuth1',
				resource: 'media',
				operation: 'upload',
				binaryPropertyName: 'data',
				uploadOptions: { uploadMethod: 'chunked' },
			},
			credentials: emulatorCredentials(emulator),
			items: [pngItem()],
			continueOnFail: true,
		});

	test('an INIT answer without the upload session: sent once, unexpected answer, nothing more sent', async () => {
		emulator.injectFault({
			path: '/2/media/upload/initialize',
			status: 200,
			body: { media_id: '42' },
		});
		const { items } = await upload();
		expect(traffic()).toEqual(['POST /2/media/upload/initialize 200']);
		expect(items[0].json.error).toBe(
			'Item 1: Unexpected answer from POST /2/media/upload/initialize: expected the upload session in `data`',
		);
	});
});

describe('answer shapes of webhooks', () => {
	const create = () =>
		runNode({
			parameters: {
				authentication: 'bearerToken',
				resource: 'webhook',
				operation: 'create',
				url: 'https://example.com/hook',
			},
			credentials: emulatorCredentials(emulator),
			continueOnFail: true,
		});

	test('Create reads the flat {id, url, valid, created_at}', async () => {
		const record = {
			id: '1500000000000000009',
			url: 'https://example.com/hook',
			valid: true,
			created_at: '2026-11-23T10:00:00.000Z',
		};
		emulator.injectFault({ path: '/2/webhooks', status: 200, body: record });
		const { items } = await create();
		expect(items.map((item) => item.json)).toEqual([record]);
	});

	test('a {code, message} error body becomes "<message> (code N, HTTP S)"', async () => {
		emulator.injectFault({
			path: '/2/webhooks',
			status: 400,
			body: { code: 214, message: 'Webhook URL does not meet the requirements.' },
		});
		const { items } = await create();
		expect(traffic()).toEqual(['POST /2/webhooks 400']);
		expect(items[0].json.error).toBe(
			'Webhook URL does not meet the requirements. (code 214, HTTP 400)',
		);
	});
});
