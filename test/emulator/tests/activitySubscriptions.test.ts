import { startEmulator, type Emulator } from '..';
import { coreClient } from './coreClient';
import { activitySubscriptions } from '../routes/activitySubscriptions';
import { webhookConfigs } from '../routes/webhooks';

/** Activity subscriptions in the emulator. */
let emulator: Emulator;
beforeEach(async () => {
	emulator = await startEmulator();
	// A configuration to deliver to; its challenge is not what these tests look at.
	webhookConfigs(emulator.state).push({
		id: '77',
		url: 'https://example.invalid/hook',
		valid: true,
		created_at: new Date().toISOString(),
	});
});
afterEach(async () => await emulator.close());

const client = () => coreClient(emulator);
const call = (...args: Parameters<ReturnType<typeof coreClient>['call']>) => client().call(...args);
const user = () => client().user();

const subscribe = (body: Record<string, unknown>, headers?: Record<string, string>) =>
	call('POST', '/2/activity/subscriptions', body, headers);
const OTHER_USER = '2244994945';

describe('POST /2/activity/subscriptions', () => {
	it('creates a subscription and answers {data: {subscription}}', async () => {
		const answer = await subscribe({
			event_type: 'dm.received',
			filter: { user_id: OTHER_USER, keyword: 'hello', direction: 'received' },
			tag: 'my tag',
			webhook_id: '77',
		});
		expect(answer.status).toBe(200);
		const subscription = {
			subscription_id: expect.stringMatching(/^[0-9]{1,19}$/),
			event_type: 'dm.received',
			filter: { user_id: OTHER_USER, keyword: 'hello', direction: 'received' },
			tag: 'my tag',
			webhook_id: '77',
			created_at: expect.any(String),
			updated_at: expect.any(String),
		};
		expect(answer.body).toEqual({ data: { subscription } });
		expect(activitySubscriptions(emulator.state)).toEqual([subscription]);
	});

	it('takes a subscription without tag and webhook (stream delivery)', async () => {
		const answer = await subscribe({ event_type: 'post.create', filter: { user_id: OTHER_USER } });
		expect(Object.keys(answer.body.data.subscription).sort()).toEqual([
			'created_at',
			'event_type',
			'filter',
			'subscription_id',
			'updated_at',
		]);
	});

	it('takes mute and block filters naming the authenticated user, in user context', async () => {
		const answer = await subscribe(
			{ event_type: 'mute.mute', filter: { user_id: emulator.seed.userId } },
			user(),
		);
		expect(answer.status).toBe(200);
	});

	it.each([
		[
			'no event_type',
			{ filter: { user_id: OTHER_USER } },
			'event_type is required and must be a known event type',
		],
		[
			'an unknown event_type',
			{ event_type: 'post.update', filter: { user_id: OTHER_USER } },
			'event_type is required and must be a known event type',
		],
		[
			'a deprecated PascalCase event_type',
			{ event_type: 'ProfileBioUpdate', filter: { user_id: OTHER_USER } },
			'event_type is required and must be a known event type',
		],
		[
			'no filter',
			{ event_type: 'post.create' },
			'filter is required and must be an object with user_id',
		],
		[
			'no filter.user_id',
			{ event_type: 'post.create', filter: { keyword: 'x' } },
			'filter.user_id is required and must be 1 to 19 digits',
		],
		[
			'a filter.user_id of 20 digits',
			{ event_type: 'post.create', filter: { user_id: '1'.repeat(20) } },
			'filter.user_id is required and must be 1 to 19 digits',
		],
		[
			'a keyword of 151 characters',
			{ event_type: 'post.create', filter: { user_id: OTHER_USER, keyword: 'k'.repeat(151) } },
			'filter.keyword must be 1 to 150 characters',
		],
		[
			'the older direction outbound',
			{ event_type: 'dm.sent', filter: { user_id: OTHER_USER, direction: 'outbound' } },
			'filter.direction must be one of sent, received, both',
		],
		[
			'a direction on a post event',
			{ event_type: 'post.create', filter: { user_id: OTHER_USER, direction: 'both' } },
			'filter.direction is not supported for post.create',
		],
		[
			'a mute filter naming another user',
			{ event_type: 'mute.mute', filter: { user_id: OTHER_USER } },
			'filter.user_id of mute.mute must be the authenticated user (user context)',
		],
		[
			'a block filter with a direction',
			{ event_type: 'block.block', filter: { user_id: '1000000000000000001', direction: 'sent' } },
			'filter.direction is not supported for block.block',
		],
		[
			'an unknown filter field',
			{ event_type: 'post.create', filter: { user_id: OTHER_USER, follows: true } },
			'Unknown filter field follows',
		],
		[
			'a tag of 201 characters',
			{ event_type: 'post.create', filter: { user_id: OTHER_USER }, tag: 't'.repeat(201) },
			'tag must be 1 to 200 characters',
		],
		[
			'an empty tag',
			{ event_type: 'post.create', filter: { user_id: OTHER_USER }, tag: '' },
			'tag must be 1 to 200 characters',
		],
		[
			'an unknown webhook_id',
			{ event_type: 'post.create', filter: { user_id: OTHER_USER }, webhook_id: '78' },
			'No webhook configuration with id 78',
		],
		[
			'an unknown field',
			{ event_type: 'post.create', filter: { user_id: OTHER_USER }, delivery: 'stream' },
			'Unknown field delivery',
		],
	])('refuses %s with invalid-request, creating nothing', async (_name, body, detail) => {
		const answer = await subscribe(body);
		expect([answer.status, answer.body.type, answer.body.detail]).toEqual([
			400,
			'https://api.platform.example/2/problems/invalid-request',
			detail,
		]);
		expect(activitySubscriptions(emulator.state)).toEqual([]);
	});

	it('names WebhookIdInvalid as the reason for an unknown webhook', async () => {
		const answer = await subscribe({
			event_type: 'post.create',
			filter: { user_id: OTHER_USER },
			webhook_id: '78',
		});
		expect(answer.body.errors).toEqual([
			{ message: 'WebhookIdInvalid', parameters: { webhook_id: ['78'] } },
		]);
	});
});

describe('GET /2/activity/subscriptions', () => {
	beforeEach(() => {
		const now = new Date().toISOString();
		for (let n = 1; n <= 5; n++) {
			activitySubscriptions(emulator.state).push({
				subscription_id: String(n),
				event_type: 'post.create',
				filter: { user_id: OTHER_USER },
				created_at: now,
				updated_at: now,
			});
		}
	});

	it('pages with max_results and next_token sent back as pagination_token', async () => {
		const first = await call('GET', '/2/activity/subscriptions?max_results=2');
		expect(first.body.data.map((s: { subscription_id: string }) => s.subscription_id)).toEqual([
			'1',
			'2',
		]);
		const second = await call(
			'GET',
			`/2/activity/subscriptions?max_results=2&pagination_token=${first.body.meta.next_token}`,
		);
		const third = await call(
			'GET',
			`/2/activity/subscriptions?max_results=2&pagination_token=${second.body.meta.next_token}`,
		);
		expect(third.body).toEqual({
			data: [expect.objectContaining({ subscription_id: '5' })],
			meta: { result_count: 1 },
		});
	});

	it('refuses max_results outside 1 to 1000', async () => {
		for (const size of [0, 1001])
			expect((await call('GET', `/2/activity/subscriptions?max_results=${size}`)).status).toBe(400);
		expect((await call('GET', '/2/activity/subscriptions?max_results=1000')).body.meta).toEqual({
			result_count: 5,
		});
	});
});

describe('PUT /2/activity/subscriptions/{id}', () => {
	it('changes tag and webhook_id and answers {data: {subscription}}', async () => {
		const { subscription_id } = (
			await subscribe({ event_type: 'post.create', filter: { user_id: OTHER_USER } })
		).body.data.subscription;
		const answer = await call('PUT', `/2/activity/subscriptions/${subscription_id}`, {
			tag: 'renamed',
			webhook_id: '77',
		});
		expect(answer.body).toEqual({
			data: {
				subscription: expect.objectContaining({
					subscription_id,
					tag: 'renamed',
					webhook_id: '77',
					event_type: 'post.create',
				}),
			},
		});
	});

	it('refuses an empty body, unknown fields, an unknown webhook, an unknown subscription, and user context', async () => {
		const { subscription_id } = (
			await subscribe({ event_type: 'post.create', filter: { user_id: OTHER_USER } })
		).body.data.subscription;
		const path = `/2/activity/subscriptions/${subscription_id}`;
		expect((await call('PUT', path, {})).status).toBe(400);
		expect((await call('PUT', path, { event_type: 'post.delete' })).body.detail).toBe(
			'Unknown field event_type',
		);
		expect((await call('PUT', path, { webhook_id: '78' })).body.errors[0].message).toBe(
			'WebhookIdInvalid',
		);
		expect((await call('PUT', '/2/activity/subscriptions/999', { tag: 'x' })).status).toBe(404);
		expect((await call('PUT', path, { tag: 'x' }, user())).status).toBe(403);
		expect(activitySubscriptions(emulator.state)[0].tag).toBeUndefined();
	});
});

describe('DELETE /2/activity/subscriptions', () => {
	const three = async () => {
		const ids: string[] = [];
		for (const event_type of ['post.create', 'post.delete', 'like.create']) {
			ids.push(
				(await subscribe({ event_type, filter: { user_id: OTHER_USER } })).body.data.subscription
					.subscription_id,
			);
		}
		return ids;
	};

	it('deletes one by id: {data: {deleted: true}}, then 404', async () => {
		const [id] = await three();
		expect((await call('DELETE', `/2/activity/subscriptions/${id}`)).body).toEqual({
			data: { deleted: true },
		});
		expect((await call('DELETE', `/2/activity/subscriptions/${id}`)).status).toBe(404);
		expect(activitySubscriptions(emulator.state)).toHaveLength(2);
	});

	it('deletes many with ?ids=a,b, reporting unknown ids per id', async () => {
		const [a, b] = await three();
		const answer = await call('DELETE', `/2/activity/subscriptions?ids=${a},999,${b}`);
		expect(answer.body).toEqual({
			data: [
				{ subscription_id: a, deleted: true },
				{ subscription_id: '999', deleted: false },
				{ subscription_id: b, deleted: true },
			],
			errors: [
				{
					subscription_id: '999',
					reason: 'SubscriptionNotFound',
					message: 'No subscription with id 999',
				},
			],
			meta: { total_subscriptions: 1 },
		});
	});

	it('refuses no ids, more than 100, and ids that are not 1 to 19 digits', async () => {
		await three();
		expect((await call('DELETE', '/2/activity/subscriptions')).status).toBe(400);
		expect(
			(
				await call(
					'DELETE',
					`/2/activity/subscriptions?ids=${Array.from({ length: 101 }, (_, n) => n + 1).join(',')}`,
				)
			).status,
		).toBe(400);
		expect(
			(await call('DELETE', '/2/activity/subscriptions?ids=1,abc')).body.errors[0].parameters,
		).toEqual({ ids: ['abc'] });
		expect(activitySubscriptions(emulator.state)).toHaveLength(3);
	});

	it('needs the app-only token for deletes (reference: BearerToken only)', async () => {
		const [id] = await three();
		expect(
			(await call('DELETE', `/2/activity/subscriptions/${id}`, undefined, user())).status,
		).toBe(403);
		expect(
			(await call('DELETE', `/2/activity/subscriptions?ids=${id}`, undefined, user())).status,
		).toBe(403);
	});
});

describe('the event types of the catalogue', () => {
	it('takes the alias chat.conversation_join and keeps it under its current name', async () => {
		const answer = await subscribe({
			event_type: 'chat.conversation_join',
			filter: { user_id: OTHER_USER },
		});
		expect(answer.status).toBe(200);
		expect(answer.body.data.subscription.event_type).toBe('chat.conversation.join');
	});

	it.each([
		'post.reply.create',
		'post.quote.create',
		'post.repost.create',
		'broadcast.start',
		'broadcast.end',
		'broadcast.chat',
		'chat.update.restrictions',
	])('takes %s', async (eventType) => {
		const answer = await subscribe({ event_type: eventType, filter: { user_id: OTHER_USER } });
		expect([eventType, answer.status]).toEqual([eventType, 200]);
	});

	it('takes oauth.revoke with an empty filter only', async () => {
		expect((await subscribe({ event_type: 'oauth.revoke', filter: {} })).status).toBe(200);
		const named = await subscribe({ event_type: 'oauth.revoke', filter: { user_id: OTHER_USER } });
		expect(named.status).toBe(400);
		expect(JSON.stringify(named.body)).toContain('The filter of oauth.revoke must be empty');
	});
});
