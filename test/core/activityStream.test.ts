import type { INodeExecutionData } from 'n8n-workflow';

import { publishEvent } from '../emulator/events';
import { activitySubscriptions } from '../emulator/routes/activitySubscriptions';
import {
	deliverToStreams,
	streamConnections,
	streamSettings,
	type StreamConnection,
} from '../emulator/routes/activityStream';
import { nodeHarness } from '../helpers/nodeHarness';

/**
 * Platform > Activity Subscription > Read Events (GET /2/activity/stream): the exact request,
 * events published while the node reads come out as items, the read ends on Max Events, Max
 * Duration or the stream's end, and the emulator sees every connection close afterwards.
 */
const core = nodeHarness('core');
const { emulator } = core;
const AUTHOR = '2244994945';
const WEBHOOK_ID = '1460000000000000001';
beforeAll(async () => {
	streamSettings(emulator().state).keepAliveMs = 100;
});
beforeEach(() => {
	activitySubscriptions(emulator().state).length = 0;
	streamConnections(emulator().state).length = 0;
	emulator().state.collection('activityStreamDeliveries').length = 0;
	// Two stream subscriptions (no webhook) and one delivered to a webhook, which the stream never carries.
	activitySubscriptions(emulator().state).push(
		{
			subscription_id: '1',
			event_type: 'post.create',
			filter: { user_id: AUTHOR },
			tag: 'posts',
			created_at: '',
			updated_at: '',
		},
		{
			subscription_id: '2',
			event_type: 'post.delete',
			filter: { user_id: AUTHOR },
			created_at: '',
			updated_at: '',
		},
		{
			subscription_id: '3',
			event_type: 'post.create',
			filter: { user_id: AUTHOR },
			tag: 'hooked',
			webhook_id: WEBHOOK_ID,
			created_at: '',
			updated_at: '',
		},
	);
});

interface ReadOptions {
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
	authentication?: string;
}

const readEvents = (parameters: Record<string, unknown>, options: ReadOptions = {}) =>
	core.run(
		{
			authentication: options.authentication ?? 'bearerToken',
			resource: 'activitySubscription',
			operation: 'readEvents',
			maxDurationSeconds: 5,
			...parameters,
		},
		{ items: options.items, continueOnFail: options.continueOnFail },
	);

const post = (id: string, text: string) => ({ id, text, author_id: AUTHOR });
/** Publishes at once: the stream is written synchronously (webhook deliveries are not awaited). */
const publishPost = (type: 'post.create' | 'post.delete', id: string, text = `post ${id}`) =>
	void publishEvent(emulator().state, {
		event_type: type,
		user_id: AUTHOR,
		payload: post(id, text),
	});

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = probe();
		if (value !== undefined) return value;
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
}

const openConnection = () =>
	until(
		() =>
			streamConnections(emulator().state).find(
				(connection) => connection.closedAt === undefined && connection.response,
			),
		'the stream connection',
	);
/** Every connection the emulator saw is closed (the server side saw the socket close). */
const allClosed = () =>
	until(
		() =>
			streamConnections(emulator().state).every((connection) => connection.closedAt !== undefined)
				? true
				: undefined,
		'the connections to close',
		2_000,
	);
const streamRequests = () =>
	emulator()
		.log.filter((entry) => entry.path === '/2/activity/stream')
		.map(({ method, path, query, status, auth }) => ({
			method,
			path,
			query,
			status,
			scheme: auth.scheme,
		}));

describe('Activity Subscription Read Events', () => {
	it('reads the events published while connected, of stream subscriptions only, then closes the connection', async () => {
		const running = readEvents({ maxEvents: 2, maxDurationSeconds: 10 });
		const connection = await openConnection();
		publishPost('post.create', '11', 'hello stream');
		publishPost('post.delete', '11', 'hello stream');
		const { items, error } = await running;

		expect(error).toBeUndefined();
		expect(streamRequests()).toEqual([
			{ method: 'GET', path: '/2/activity/stream', query: {}, status: 200, scheme: 'bearer' },
		]);
		expect(items).toEqual([
			{
				json: {
					event_type: 'post.create',
					event_uuid: connection.written[0],
					filter: { user_id: AUTHOR },
					tag: 'posts',
					payload: post('11', 'hello stream'),
					includes: {},
					// What it means, read as the Activity Trigger reads it.
					for_user_id: AUTHOR,
					account_activity_kind: 'post_create',
					details: expect.objectContaining({ post_id: '11', text: 'hello stream' }),
				},
				pairedItem: { item: 0 },
			},
			{
				json: {
					event_type: 'post.delete',
					event_uuid: connection.written[1],
					filter: { user_id: AUTHOR },
					tag: undefined,
					payload: post('11', 'hello stream'),
					includes: {},
					for_user_id: AUTHOR,
					account_activity_kind: 'post_delete',
					details: expect.objectContaining({ post_id: '11' }),
				},
				pairedItem: { item: 0 },
			},
		]);
		expect(connection.written).toHaveLength(2);
		await allClosed();
	});

	it('ends on Max Events at once, leaving later events unread', async () => {
		const started = Date.now();
		const running = readEvents({ maxEvents: 2, maxDurationSeconds: 30 });
		await openConnection();
		for (const id of ['21', '22', '23']) publishPost('post.create', id);
		const { items } = await running;
		expect(items.map((item) => (item.json.payload as { id: string }).id)).toEqual(['21', '22']);
		expect(Date.now() - started).toBeLessThan(5_000);
		await allClosed();
	});

	it('ends on Max Duration with the events so far (none), past the keep-alive lines', async () => {
		const started = Date.now();
		const { items, error } = await readEvents({ maxEvents: 10, maxDurationSeconds: 1 });
		const elapsed = Date.now() - started;
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
		expect(elapsed).toBeGreaterThanOrEqual(1_000);
		expect(elapsed).toBeLessThan(3_000);
		await allClosed();
		const [connection] = streamConnections(emulator().state);
		expect(connection.keepAlives).toBeGreaterThanOrEqual(3);
		expect(connection.closedAt! - connection.openedAt).toBeLessThan(1_500);
	});

	it('returns each event_uuid once per read when the stream repeats a delivery', async () => {
		const running = readEvents({ maxEvents: 3, maxDurationSeconds: 2 });
		const connection = await openConnection();
		publishPost('post.create', '31');
		const [repeat] = emulator().state.collection<{ event: Parameters<typeof deliverToStreams>[1] }>(
			'activityStreamDeliveries',
		);
		deliverToStreams(emulator().state, repeat.event);
		publishPost('post.create', '32');
		const { items } = await running;
		expect(connection.written).toHaveLength(3);
		expect(items.map((item) => (item.json.payload as { id: string }).id)).toEqual(['31', '32']);
		await allClosed();
	});

	it('sends Backfill Minutes and returns the events of the last minutes first (app-only credential)', async () => {
		publishPost('post.create', '41');
		publishPost('post.delete', '41');
		const running = readEvents(
			{ maxEvents: 3, options: { backfillMinutes: 5 } },
			{ authentication: 'appOnly' },
		);
		await openConnection();
		publishPost('post.create', '42');
		const { items, error } = await running;
		expect(error).toBeUndefined();
		expect(streamRequests()).toEqual([
			{
				method: 'GET',
				path: '/2/activity/stream',
				query: { backfill_minutes: '5' },
				status: 200,
				scheme: 'bearer',
			},
		]);
		expect(
			items.map((item) => `${item.json.event_type} ${(item.json.payload as { id: string }).id}`),
		).toEqual(['post.create 41', 'post.delete 41', 'post.create 42']);
		await allClosed();
	});

	it('sends Start Time and End Time in UTC; the stream ends at End Time', async () => {
		publishPost('post.create', '51');
		const startTime = new Date(Date.now() - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
		const endTime = new Date(Date.now() + 2_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
		const started = Date.now();
		const { items, error } = await readEvents({
			maxEvents: 10,
			maxDurationSeconds: 30,
			options: { startTime, endTime },
		});
		expect(error).toBeUndefined();
		expect(streamRequests()).toEqual([
			{
				method: 'GET',
				path: '/2/activity/stream',
				query: { start_time: startTime, end_time: endTime },
				status: 200,
				scheme: 'bearer',
			},
		]);
		expect(items.map((item) => (item.json.payload as { id: string }).id)).toEqual(['51']);
		expect(Date.now() - started).toBeLessThan(5_000);
		await allClosed();
	});

	it.each([
		[
			{ options: { backfillMinutes: 6 } },
			'bearerToken',
			'Backfill Minutes',
			'must be a whole number from 0 to 5',
		],
		[{ maxEvents: 0 }, 'bearerToken', 'Max Events', 'must be a whole number from 1 to 10,000'],
		[
			{ maxDurationSeconds: 301 },
			'bearerToken',
			'Max Duration (Seconds)',
			'must be a whole number from 1 to 300',
		],
		[
			{ options: { startTime: 'yesterday' } },
			'bearerToken',
			'Start Time',
			'must be a date and time',
		],
		[
			{ options: { startTime: '2026-11-23T10:00:00Z', endTime: '2026-11-23T09:00:00Z' } },
			'bearerToken',
			'End Time',
			'must be after Start Time',
		],
		[
			{},
			'oAuth1',
			'Activity Subscription > Read Events',
			'needs a Platform App-Only API or Platform Bearer Token API credential',
		],
	])(
		'refuses %j with %s before connecting: %s',
		async (parameters, authentication, field, problem) => {
			const { error, items } = await readEvents(parameters, { authentication });
			expect(error?.message).toContain(`Item 1: ${field} ${problem}`);
			expect(items).toEqual([]);
			expect(emulator().log).toEqual([]);
		},
	);

	it('continueOnFail: an item with a bad field becomes an error item, the next one reads', async () => {
		publishPost('post.create', '61');
		const { items, error } = await readEvents(
			{ maxEvents: 1, options: { backfillMinutes: '={{ $json.backfill }}' } },
			{ items: [{ json: { backfill: 9 } }, { json: { backfill: 1 } }], continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items).toEqual([
			{
				json: {
					error: expect.stringContaining(
						'Item 1: Backfill Minutes must be a whole number from 0 to 5',
					),
				},
				pairedItem: { item: 0 },
			},
			{
				json: expect.objectContaining({
					event_type: 'post.create',
					payload: post('61', 'post 61'),
				}),
				pairedItem: { item: 1 },
			},
		]);
		expect(streamRequests()).toEqual([
			{
				method: 'GET',
				path: '/2/activity/stream',
				query: { backfill_minutes: '1' },
				status: 200,
				scheme: 'bearer',
			},
		]);
		await allClosed();
	});

	describe('a second connection of the app', () => {
		let holder: AbortController;
		beforeEach(async () => {
			holder = new AbortController();
			const response = await fetch(`${emulator().url}/2/activity/stream`, {
				headers: { authorization: `Bearer ${emulator().seed.appBearerToken}` },
				signal: holder.signal,
			});
			expect(response.status).toBe(200);
			emulator().clearLog();
		});
		afterEach(() => holder.abort());

		it('fails with the mapped 429 streaming-connection problem when the wait cap is shorter than the retry', async () => {
			const { error } = await readEvents({
				maxEvents: 1,
				requestOptions: { maxRateLimitWaitSeconds: 1 },
			});
			expect(error?.message).toBe('Item 1: ConnectionException (HTTP 429, streaming-connection)');
			expect(error?.description).toContain('Stream connection problem: TooManyConnections.');
			expect(error?.description).not.toContain(emulator().seed.appBearerToken);
			expect(streamRequests()).toEqual([
				{ method: 'GET', path: '/2/activity/stream', query: {}, status: 429, scheme: 'bearer' },
			]);
			// Only the holder's connection was ever open.
			expect(streamConnections(emulator().state)).toHaveLength(1);
		});

		it('waits like any 429, connects once the other connection has closed, and reads for Max Duration from then', async () => {
			setTimeout(() => holder.abort(), 500);
			publishPost('post.create', '71');
			const running = readEvents({
				maxEvents: 2,
				maxDurationSeconds: 2,
				options: { backfillMinutes: 1 },
			});
			// The retry comes about 5 s later (the 429 names no reset time): past Max Duration.
			await until(
				() =>
					streamConnections(emulator().state).find(
						(connection) =>
							connection.closedAt === undefined &&
							connection.written.length > 0 &&
							connection.response,
					),
				'the retried connection',
				10_000,
			);
			await new Promise((resolve) => setTimeout(resolve, 300));
			publishPost('post.create', '72');
			const { items, error } = await running;
			expect(error).toBeUndefined();
			expect(streamRequests().map((request) => request.status)).toEqual([429, 200]);
			expect(items.map((item) => (item.json.payload as { id: string }).id)).toEqual(['71', '72']);
			await allClosed();
		}, 15_000);
	});

	it('fails with the mapped problem when the stream sends an error line, and closes the connection', async () => {
		const running = readEvents({ maxEvents: 5 });
		const connection: StreamConnection = await openConnection();
		connection.response!.write(
			`${JSON.stringify({ errors: [{ type: 'https://api.platform.example/2/problems/operational-disconnect', title: 'Operational Disconnect', disconnect_type: 'OperationalDisconnect' }] })}\r\n`,
		);
		const { error } = await running;
		expect(error?.message).toContain('Operational Disconnect');
		expect(error?.description).toContain('disconnected the stream (OperationalDisconnect)');
		expect(error?.description).toContain('after 0 events');
		await allClosed();
	});
});

describe('Read Events when the connection breaks off', () => {
	it('fails the item, naming it, instead of returning a partial read as complete', async () => {
		const running = readEvents({ maxEvents: 5 }, { continueOnFail: true });
		const connection = await openConnection();
		publishPost('post.create', '81');
		await until(() => (connection.written.length === 1 ? true : undefined), 'the event line');
		connection.response!.socket!.destroy();
		const { items } = await running;
		expect(items).toEqual([
			{
				json: { error: expect.stringMatching(/^Item 1: The connection broke off/) },
				pairedItem: { item: 0 },
			},
		]);
		await allClosed();
	});
});

describe('GET /2/activity/stream on the emulator()', () => {
	const get = (query: string, authorization = `Bearer ${emulator().seed.appBearerToken}`) =>
		fetch(`${emulator().url}/2/activity/stream${query}`, { headers: { authorization } });

	it.each([
		['?backfill_minutes=6', 'backfill_minutes'],
		['?start_time=2026-11-23', 'start_time'],
		['?start_time=2026-11-23T10:00:00Z&end_time=2026-11-23T09:00:00Z', 'end_time'],
		['?follow=1', 'follow'],
	])('refuses %s with invalid-request naming %s', async (query, parameter) => {
		const response = await get(query);
		expect(response.status).toBe(400);
		const body = (await response.json()) as {
			errors: Array<{ parameters: Record<string, unknown> }>;
		};
		expect(Object.keys(body.errors[0].parameters)).toEqual([parameter]);
		expect(streamConnections(emulator().state)).toEqual([]);
	});

	it('takes the app-only bearer token only', async () => {
		const response = await get('', 'Bearer not-a-token');
		expect(response.status).toBe(401);
		expect(streamConnections(emulator().state)).toEqual([]);
	});
});
