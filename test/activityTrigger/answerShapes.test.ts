import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { IHookFunctions } from 'n8n-workflow';

import { PlatformBearerTokenApi } from '../../credentials/PlatformBearerTokenApi.credentials';
import {
	createWebhook,
	deleteSubscription,
	deleteWebhook,
	listSubscriptions,
	listWebhooks,
} from '../../nodes/ActivityTrigger/platformWebhooks';
import type { TriggerCredentials } from '../../nodes/ActivityTrigger/triggerCredentials';
import { fakeContext } from '../helpers/fakeContext';

/**
 * The trigger's platform calls against a stand-in that answers in the other documented shapes:
 * flat objects instead of `data`-wrapped ones, one object where a list is expected, and 204 with
 * no body on deletes. Real HTTP, so the answers go through the package's transport.
 */
const CONFIG = {
	id: '1500000000000000042',
	url: 'https://n8n.example/webhook/x/webhook',
	valid: true,
	created_at: '2026-01-01T00:00:00.000Z',
};
let answers: Record<string, { status: number; body?: unknown }>;
let server: Server;
let credentials: TriggerCredentials;
let context: IHookFunctions;

beforeAll(async () => {
	server = createServer((request, response) => {
		request.resume();
		request.on('end', () => {
			const answer = answers[`${request.method} ${request.url?.split('?')[0]}`] ?? {
				status: 404,
				body: { title: 'Not Found' },
			};
			if (answer.body === undefined) response.writeHead(answer.status).end();
			else
				response
					.writeHead(answer.status, { 'content-type': 'application/json' })
					.end(JSON.stringify(answer.body));
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	credentials = {
		authentication: 'bearerToken',
		credentialType: 'platformBearerTokenApi',
		consumerSecret: 'stand-in-secret',
	};
	context = fakeContext(new PlatformBearerTokenApi(), {
		bearerToken: 'stand-in-token',
		baseUrl,
	}) as unknown as IHookFunctions;
});
afterAll(async () => {
	await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the trigger reads every documented answer shape', () => {
	it.each([
		['flat', CONFIG],
		['data-wrapped', { data: CONFIG }],
		['a one-item list', { data: [CONFIG] }],
	])('POST /2/webhooks answered %s gives the configuration', async (_shape, body) => {
		answers = { 'POST /2/webhooks': { status: 200, body } };
		expect(await createWebhook.call(context, credentials, CONFIG.url)).toEqual(CONFIG);
	});

	it('POST /2/webhooks answered with no id fails with an unexpected-answer message, not a JavaScript error', async () => {
		answers = { 'POST /2/webhooks': { status: 200, body: { data: {} } } };
		await expect(createWebhook.call(context, credentials, CONFIG.url)).rejects.toThrow(
			'Unexpected answer from POST /2/webhooks',
		);
	});

	it.each([
		['a list', { data: [CONFIG] }, [CONFIG]],
		['one object', { data: CONFIG }, [CONFIG]],
		['no data', { meta: { result_count: 0 } }, []],
	])('GET /2/webhooks answered with %s', async (_shape, body, expected) => {
		answers = { 'GET /2/webhooks': { status: 200, body } };
		expect(await listWebhooks.call(context, credentials)).toEqual(expected);
	});

	it('GET /2/activity/subscriptions answered with no data gives none', async () => {
		answers = {
			'GET /2/activity/subscriptions': { status: 200, body: { meta: { result_count: 0 } } },
		};
		expect(await listSubscriptions.call(context, credentials)).toEqual([]);
	});

	it('deletes answered 204 with no body succeed', async () => {
		answers = {
			[`DELETE /2/webhooks/${CONFIG.id}`]: { status: 204 },
			'DELETE /2/activity/subscriptions/7': { status: 204 },
		};
		await expect(deleteWebhook.call(context, credentials, CONFIG.id)).resolves.toBeUndefined();
		await expect(deleteSubscription.call(context, credentials, '7')).resolves.toBeUndefined();
	});
});
