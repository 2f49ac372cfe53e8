import { createHmac } from 'node:crypto';

import { startEmulator, type Emulator } from '..';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';
import { publishEvent } from '../events';
import { activitySubscriptions } from '../routes/activitySubscriptions';
import { webhookConfigs } from '../routes/webhooks';

/**
 * Event deliveries (publishEvent) and their test controls: signed POSTs to the valid webhooks of
 * matching subscriptions, recorded with target and status; replay and forged resends.
 */
const USER = '1000000000000000001';
let emulator: Emulator;
let receiver: WebhookReceiver;

beforeEach(async () => {
	emulator = await startEmulator();
	receiver = await startWebhookReceiver(emulator.seed.consumerSecret);
});
afterEach(async () => {
	await receiver.close();
	await emulator.close();
});

const signed = (body: string, secret = emulator.seed.consumerSecret) =>
	'sha256=' + createHmac('sha256', secret).update(body).digest('base64');

async function control(method: string, path: string, body?: unknown) {
	const response = await fetch(`${emulator.url}${path}`, {
		method,
		headers: body ? { 'content-type': 'application/json' } : {},
		body: body ? JSON.stringify(body) : undefined,
	});
	return { status: response.status, body: (await response.json()) as { data: any } };
}

/** A webhook at the receiver (valid unless said) and subscriptions to it. */
function subscribe(
	subscriptions: Array<{ event_type: string; user_id: string; keyword?: string; tag?: string }>,
	valid = true,
) {
	const webhook = {
		id: emulator.state.nextNumericId(),
		url: receiver.url(),
		valid,
		created_at: new Date().toISOString(),
	};
	webhookConfigs(emulator.state).push(webhook);
	for (const { event_type, user_id, keyword, tag } of subscriptions) {
		activitySubscriptions(emulator.state).push({
			subscription_id: emulator.state.nextNumericId(),
			event_type,
			filter: { user_id, ...(keyword ? { keyword } : {}) },
			...(tag ? { tag } : {}),
			webhook_id: webhook.id,
			created_at: webhook.created_at,
			updated_at: webhook.created_at,
		});
	}
	return webhook;
}

const posts = () => receiver.received.filter((request) => request.method === 'POST');

describe('publishEvent', () => {
	it('POSTs {data: {event_type, event_uuid, filter, tag, payload, includes}} signed over the raw body', async () => {
		const webhook = subscribe([{ event_type: 'post.create', user_id: USER, tag: 'launch' }]);
		const [delivery] = await publishEvent(emulator.state, {
			event_type: 'post.create',
			user_id: USER,
			payload: { id: '7', text: 'hi' },
			includes: { users: [] },
		});
		expect(delivery).toMatchObject({ webhook_id: webhook.id, url: receiver.url(), status: 200 });
		const [received] = posts();
		expect(received.headers['x-platform-webhooks-signature']).toBe(signed(received.rawBody));
		expect(JSON.parse(received.rawBody)).toEqual({
			data: {
				event_type: 'post.create',
				event_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
				filter: { user_id: USER },
				tag: 'launch',
				payload: { id: '7', text: 'hi' },
				includes: { users: [] },
			},
		});
	});

	it('delivers only to matching subscriptions: event type, user, keyword (case-insensitive)', async () => {
		subscribe([
			{ event_type: 'post.create', user_id: USER, keyword: 'Launch' },
			{ event_type: 'post.delete', user_id: USER },
			{ event_type: 'post.create', user_id: '42' },
		]);
		expect(
			await publishEvent(emulator.state, {
				event_type: 'post.create',
				user_id: USER,
				payload: { text: 'no match here' },
			}),
		).toEqual([]);
		const sent = await publishEvent(emulator.state, {
			event_type: 'post.create',
			user_id: USER,
			payload: { text: 'the launch is today' },
		});
		expect(sent).toHaveLength(1);
		expect(JSON.parse(posts()[0].rawBody).data.filter).toEqual({
			user_id: USER,
			keyword: 'Launch',
		});
	});

	it('sends nothing to a webhook that failed its challenge', async () => {
		subscribe([{ event_type: 'post.create', user_id: USER }], false);
		expect(
			await publishEvent(emulator.state, { event_type: 'post.create', user_id: USER, payload: {} }),
		).toEqual([]);
		expect(posts()).toEqual([]);
	});
});

describe('event test controls', () => {
	it('publish, list, replay (same body, valid signature) and forge (wrong signature)', async () => {
		subscribe([{ event_type: 'post.create', user_id: USER }]);
		const published = await control('POST', '/__emulator/events', {
			event_type: 'post.create',
			user_id: USER,
			payload: { text: 'hi' },
		});
		expect(published.status).toBe(201);
		const [first] = published.body.data.deliveries;
		expect(first).toMatchObject({
			index: 0,
			url: receiver.url(),
			status: 200,
			event_type: 'post.create',
		});

		const replayed = await control('POST', '/__emulator/deliveries/0/replay');
		expect(replayed.body.data).toMatchObject({
			index: 1,
			event_uuid: first.event_uuid,
			status: 200,
			replay_job_id: 'control-replay',
		});
		const forged = await control('POST', '/__emulator/deliveries/0/forge');
		expect(forged.body.data).toMatchObject({
			index: 2,
			event_uuid: first.event_uuid,
			replay_job_id: 'control-forge',
		});

		const [original, replay, forgery] = posts();
		expect(replay.rawBody).toBe(original.rawBody);
		expect(replay.headers['x-platform-webhooks-signature']).toBe(signed(original.rawBody));
		expect(forgery.rawBody).toBe(original.rawBody);
		expect(forgery.headers['x-platform-webhooks-signature']).toMatch(/^sha256=/);
		expect(forgery.headers['x-platform-webhooks-signature']).not.toBe(signed(original.rawBody));

		const listed = await control('GET', '/__emulator/deliveries');
		expect(listed.body.data.map((delivery: { index: number }) => delivery.index)).toEqual([
			0, 1, 2,
		]);
		expect(JSON.stringify(listed.body)).not.toContain('sha256=');
	});

	it('refuses an event without event_type or a numeric user_id, and an unknown delivery index', async () => {
		expect(
			(await control('POST', '/__emulator/events', { event_type: 'post.create', user_id: 'me' }))
				.status,
		).toBe(400);
		expect((await control('POST', '/__emulator/deliveries/5/replay')).status).toBe(400);
	});
});
