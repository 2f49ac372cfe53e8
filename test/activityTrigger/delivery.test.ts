import { createHmac } from 'node:crypto';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import {
	POSTS_OF_WATCHED_USER,
	SECRET,
	sign,
	webhookContext,
	type WebhookCall,
} from './webhookContext';

const trigger = new PlatformActivityTrigger();

/** The trigger of these tests watches the user's posts, its subscriptions tagged "launch". */
async function call(webhookCall: WebhookCall) {
	const { context, written } = webhookContext({
		subscribed: { ...POSTS_OF_WATCHED_USER, tag: 'launch' },
		...webhookCall,
	});
	const result = await trigger.webhook.call(context);
	return { result, written: written() };
}

const eventBody = (uuid = 'e0c4a1c2-0000-4000-8000-000000000001') =>
	JSON.stringify({
		data: {
			event_type: 'post.create',
			event_uuid: uuid,
			filter: { user_id: '1000000000000000001' },
			tag: 'launch',
			payload: { id: '1500000000000000001', text: 'hello' },
			includes: { users: [{ id: '1000000000000000001' }] },
		},
	});

describe('ActivityTrigger challenge (GET)', () => {
	it('answers crc_token with 200 and sha256= + base64 HMAC-SHA256(consumer secret, token), without a run', async () => {
		const { result, written } = await call({ name: 'setup', query: { crc_token: 'token-1' } });
		const expected = 'sha256=' + createHmac('sha256', SECRET).update('token-1').digest('base64');
		expect(written).toEqual({ status: 200, body: { response_token: expected } });
		expect(result).toEqual({ noWebhookResponse: true });
	});

	it('uses the bearer credential’s consumer secret field', async () => {
		const { written } = await call({
			name: 'setup',
			query: { crc_token: 'token-2' },
			parameters: { authentication: 'bearerToken' },
			credential: {
				bearerToken: 'emu-app-bearer-token',
				consumerSecret: 'another-secret',
				baseUrl: 'http://127.0.0.1:1',
			},
		});
		expect(written?.body).toEqual({ response_token: sign('token-2', 'another-secret') });
	});

	it('fails with a message naming the missing field, never a secret, when the bearer credential has no consumer secret', async () => {
		const attempt = call({
			name: 'setup',
			query: { crc_token: 'token-3' },
			parameters: { authentication: 'bearerToken' },
			credential: { bearerToken: 'emu-app-bearer-token', baseUrl: 'http://127.0.0.1:1' },
		});
		await expect(attempt).rejects.toThrow('The credential has no consumer secret');
		await attempt.catch((error: Error & { description?: string }) => {
			expect(error.description).toContain('Consumer Secret (API Key Secret)');
			expect(JSON.stringify(error)).not.toContain('emu-app-bearer-token');
		});
	});

	it('answers a GET without crc_token with 400 and starts nothing', async () => {
		const { result, written } = await call({ name: 'setup', query: {} });
		expect(written).toEqual({
			status: 400,
			body: { error: expect.stringContaining('crc_token is missing') },
		});
		expect(result).toEqual({ noWebhookResponse: true });
	});
});

describe('ActivityTrigger deliveries (POST)', () => {
	it('turns a correctly signed delivery into one item with the event fields', async () => {
		const body = eventBody();
		const { result, written } = await call({
			name: 'default',
			rawBody: body,
			headers: { 'x-platform-webhooks-signature': sign(body) },
		});
		expect(written).toEqual({
			status: 200,
			body: { accepted: true, event_uuid: 'e0c4a1c2-0000-4000-8000-000000000001' },
		});
		expect(result.noWebhookResponse).toBe(true);
		expect(result.workflowData).toEqual([
			[
				{
					json: {
						event_type: 'post.create',
						event_uuid: 'e0c4a1c2-0000-4000-8000-000000000001',
						filter: { user_id: '1000000000000000001' },
						tag: 'launch',
						payload: { id: '1500000000000000001', text: 'hello' },
						includes: { users: [{ id: '1000000000000000001' }] },
						// What it means, under the names docs/activity-trigger.md maps.
						for_user_id: '1000000000000000001',
						account_activity_kind: 'post_create',
						details: expect.objectContaining({
							relation: 'by_user',
							post_kind: 'post',
							post_id: '1500000000000000001',
							text: 'hello',
						}),
					},
				},
			],
		]);
	});

	it.each([
		['missing', undefined],
		['wrong', 'sha256=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
		['signed with another secret', sign(eventBody(), 'not-the-consumer-secret')],
		[
			'signed over another body (a stale signature on a forged body)',
			sign(eventBody('an-older-event')),
		],
		['not in sha256= form', 'garbage'],
	])(
		'refuses a delivery whose signature is %s with 401 and starts nothing',
		async (_case, signature) => {
			const staticData = {};
			const body = eventBody();
			const { result, written } = await call({
				name: 'default',
				rawBody: body,
				headers: signature ? { 'x-platform-webhooks-signature': signature } : {},
				staticData,
			});
			expect(written?.status).toBe(401);
			expect(result).toEqual({ noWebhookResponse: true });
			expect(staticData).not.toHaveProperty('seenEvents');
		},
	);

	it('checks the signature over the raw bytes, not over re-serialized JSON', async () => {
		const body = eventBody().replace('{"data":', '{ "data" :');
		const { result } = await call({
			name: 'default',
			rawBody: body,
			headers: { 'x-platform-webhooks-signature': sign(body) },
		});
		expect(result.workflowData).toHaveLength(1);
	});

	it('reads the signature from the header the user names, and can skip the check', async () => {
		const body = eventBody();
		const named = await call({
			name: 'default',
			rawBody: body,
			headers: { 'x-other-signature': sign(body) },
			parameters: { options: { signatureHeader: 'X-Other-Signature' } },
		});
		expect(named.result.workflowData).toHaveLength(1);
		const unchecked = await call({
			name: 'default',
			rawBody: body,
			parameters: { options: { verifySignature: false } },
		});
		expect(unchecked.result.workflowData).toHaveLength(1);
	});

	it('adds the raw body when asked', async () => {
		const body = eventBody();
		const { result } = await call({
			name: 'default',
			rawBody: body,
			headers: { 'x-platform-webhooks-signature': sign(body) },
			parameters: { options: { includeRawBody: true } },
		});
		expect(result.workflowData?.[0][0].json.raw_body).toBe(body);
	});

	it('starts the workflow once for an event delivered twice (same event_uuid)', async () => {
		const staticData = {};
		const body = eventBody();
		const headers = { 'x-platform-webhooks-signature': sign(body) };
		const first = await call({ name: 'default', rawBody: body, headers, staticData });
		const second = await call({ name: 'default', rawBody: body, headers, staticData });
		expect(first.result.workflowData).toHaveLength(1);
		expect(second.result).toEqual({ noWebhookResponse: true });
		expect(second.written).toEqual({
			status: 200,
			body: { duplicate: true, event_uuid: 'e0c4a1c2-0000-4000-8000-000000000001' },
		});
		const other = eventBody('e0c4a1c2-0000-4000-8000-000000000002');
		const third = await call({
			name: 'default',
			rawBody: other,
			headers: { 'x-platform-webhooks-signature': sign(other) },
			staticData,
		});
		expect(third.result.workflowData).toHaveLength(1);
	});

	it('maps a deprecated PascalCase event type of a delivery to its dot-separated name', async () => {
		const body = eventBody().replace('post.create', 'ProfileBioUpdate');
		// Subscribed as ProfileBioUpdate, which activation records under its current name.
		const { result } = await call({
			name: 'default',
			rawBody: body,
			headers: { 'x-platform-webhooks-signature': sign(body) },
			subscribed: { ...POSTS_OF_WATCHED_USER, eventTypes: ['profile.update.bio'], tag: 'launch' },
		});
		expect(result.workflowData?.[0][0].json.event_type).toBe('profile.update.bio');
	});

	it('refuses a signed body that is not an activity event with 400', async () => {
		const body = JSON.stringify({ hello: 'world' });
		const { result, written } = await call({
			name: 'default',
			rawBody: body,
			headers: { 'x-platform-webhooks-signature': sign(body) },
		});
		expect(written?.status).toBe(400);
		expect(result).toEqual({ noWebhookResponse: true });
	});
});
