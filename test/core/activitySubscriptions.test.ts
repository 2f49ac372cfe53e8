import type { INodeExecutionData } from 'n8n-workflow';

import {
	activitySubscriptions,
	type ActivitySubscription,
} from '../emulator/routes/activitySubscriptions';
import { webhookConfigs } from '../emulator/routes/webhooks';
import { nodeHarness } from '../helpers/nodeHarness';

/** Platform > Activity Subscription: each operation's exact request on the emulator and the node's output. */
const core = nodeHarness('core');
const { emulator, requests } = core;
const WEBHOOK_ID = '1460000000000000001';
const OTHER_USER = '2244994945';
beforeAll(async () => {
	webhookConfigs(emulator().state).push({
		id: WEBHOOK_ID,
		url: 'https://example.invalid/hook',
		valid: true,
		created_at: '2026-11-23T00:00:00.000Z',
	});
});
beforeEach(() => {
	activitySubscriptions(emulator().state).length = 0;
});

const subscription = (
	operation: string,
	parameters: Record<string, unknown>,
	options: { items?: INodeExecutionData[]; continueOnFail?: boolean; authentication?: string } = {},
) =>
	core.run(
		{
			authentication: options.authentication ?? 'bearerToken',
			resource: 'activitySubscription',
			operation,
			...parameters,
		},
		{ items: options.items, continueOnFail: options.continueOnFail },
	);

const webhookByList = { __rl: true, mode: 'list', value: WEBHOOK_ID };
const noWebhook = { __rl: true, mode: 'list', value: '' };

function seed(count: number): ActivitySubscription[] {
	const records = Array.from({ length: count }, () => ({
		subscription_id: emulator().state.nextNumericId(),
		event_type: 'post.create',
		filter: { user_id: OTHER_USER },
		created_at: '2026-11-23T00:00:00.000Z',
		updated_at: '2026-11-23T00:00:00.000Z',
	}));
	activitySubscriptions(emulator().state).push(...records);
	return records;
}

describe('Activity Subscription Create', () => {
	it('sends event_type, filter {user_id, keyword, direction}, tag and webhook_id, and returns the subscription', async () => {
		const { items, error } = await subscription('create', {
			eventType: 'dm.received',
			userId: OTHER_USER,
			direction: 'received',
			webhookId: webhookByList,
			additionalFields: { keyword: 'invoice', tag: 'billing DMs' },
		});
		expect(error).toBeUndefined();
		const body = {
			event_type: 'dm.received',
			filter: { user_id: OTHER_USER, direction: 'received', keyword: 'invoice' },
			webhook_id: WEBHOOK_ID,
			tag: 'billing DMs',
		};
		expect(requests()).toEqual([
			{ method: 'POST', path: '/2/activity/subscriptions', query: {}, body },
		]);
		expect(items.map((item) => item.json)).toEqual([
			{
				subscription_id: expect.stringMatching(/^\d+$/),
				...body,
				created_at: expect.any(String),
				updated_at: expect.any(String),
			},
		]);
	});

	it('sends no direction for a non-message event and no webhook_id when none is picked (stream delivery)', async () => {
		await subscription('create', {
			eventType: 'post.create',
			userId: OTHER_USER,
			direction: 'sent',
			webhookId: noWebhook,
		});
		expect(emulator().log[0].body).toEqual({
			event_type: 'post.create',
			filter: { user_id: OTHER_USER },
		});
	});

	it('takes IDs that expressions give as numbers or with spaces', async () => {
		const webhook = { __rl: true, mode: 'id', value: '={{$json.webhook}}' };
		await subscription(
			'create',
			{ eventType: 'post.create', userId: '={{$json.user}}', webhookId: webhook },
			{ items: [{ json: { user: 2244994945, webhook: ` ${WEBHOOK_ID} ` } }] },
		);
		expect(emulator().log[0]).toMatchObject({
			status: 200,
			body: { event_type: 'post.create', filter: { user_id: OTHER_USER }, webhook_id: WEBHOOK_ID },
		});
	});

	it('subscribes to mute events of the authenticated user in user context (OAuth1)', async () => {
		const { items, error } = await subscription(
			'create',
			{ eventType: 'mute.mute', userId: emulator().seed.userId, webhookId: noWebhook },
			{ authentication: 'oAuth1' },
		);
		expect(error).toBeUndefined();
		expect(emulator().log[0]).toMatchObject({
			auth: { scheme: 'oauth1', ok: true },
			body: { event_type: 'mute.mute', filter: { user_id: emulator().seed.userId } },
		});
		expect(items[0].json).toMatchObject({ event_type: 'mute.mute' });
	});

	it.each([
		[
			'a flat data object (older docs)',
			{ data: { subscription_id: '9', event_type: 'post.create' } },
			[{ subscription_id: '9', event_type: 'post.create' }],
		],
		[
			'data as a list with meta.total_subscriptions',
			{
				data: [{ subscription_id: '9' }, { subscription_id: '10' }],
				meta: { total_subscriptions: 2 },
			},
			[{ subscription_id: '9' }, { subscription_id: '10' }],
		],
	])('accepts %s as the answer', async (_name, answer, output) => {
		emulator().injectFault({
			method: 'POST',
			path: '/2/activity/subscriptions',
			status: 200,
			body: answer,
		});
		const { items } = await subscription('create', {
			eventType: 'post.create',
			userId: OTHER_USER,
			webhookId: noWebhook,
		});
		expect(items.map((item) => item.json)).toEqual(output);
	});

	it('shows the platform’s refusal (mute filter naming another user) as a mapped error', async () => {
		const { error } = await subscription('create', {
			eventType: 'mute.mute',
			userId: OTHER_USER,
			webhookId: noWebhook,
		});
		expect(error?.message).toBe('Invalid Request (HTTP 400, invalid-request)');
		expect(error?.description).toContain(
			'filter.user_id of mute.mute must be the authenticated user',
		);
	});
});

describe('Activity Subscription Create: the event types of the catalogue', () => {
	it('refuses a private event with the app’s token before sending, naming the scope', async () => {
		const { error } = await subscription(
			'create',
			{ eventType: 'like.create', userId: OTHER_USER, webhookId: noWebhook },
			{ authentication: 'appOnly' },
		);
		expect(error?.message).toBe(
			"Item 1: Event Type is like.create, a private event: it is subscribed with the user's own sign-in (an OAuth2 credential with the scope like.read); the app's token cannot subscribe to it",
		);
		expect(requests()).toEqual([]);
	});

	it('refuses a private event with an OAuth2 sign-in that lacks its scope, naming it', async () => {
		const { error } = await core.run(
			{
				authentication: 'oAuth2',
				resource: 'activitySubscription',
				operation: 'create',
				eventType: 'dm.sent',
				userId: OTHER_USER,
				webhookId: noWebhook,
			},
			{
				credentials: {
					platformOAuth2Api: {
						baseUrl: emulator().coreBaseUrl,
						scope: 'post.read users.read offline.access',
						oauthTokenData: { access_token: 'not-used' },
					},
				},
			},
		);
		expect(error?.message).toBe(
			'Item 1: Event Type is dm.sent, which needs the scope dm.read: add it to the Scope of the OAuth2 credential (it holds "post.read users.read offline.access") and sign in again',
		);
		expect(requests()).toEqual([]);
	});

	it('sends the deprecated chat.conversation_join (from an expression) as chat.conversation.join', async () => {
		const { error } = await subscription('create', {
			eventType: '={{ "chat.conversation_join" }}',
			userId: emulator().seed.userId,
			webhookId: noWebhook,
		});
		expect(error).toBeUndefined();
		expect(requests()[0].body).toMatchObject({ event_type: 'chat.conversation.join' });
	});

	it.each(['post.mention.create', 'post.reply.create', 'post.quote.create', 'post.repost.create'])(
		'subscribes to %s as the user (OAuth1)',
		async (eventType) => {
			const { items, error } = await subscription(
				'create',
				{ eventType, userId: emulator().seed.userId, webhookId: webhookByList },
				{ authentication: 'oAuth1' },
			);
			expect(error).toBeUndefined();
			expect(requests()[0].body).toEqual({
				event_type: eventType,
				filter: { user_id: emulator().seed.userId },
				webhook_id: WEBHOOK_ID,
			});
			expect(items[0].json).toMatchObject({ event_type: eventType });
		},
	);

	it.each(['broadcast.start', 'broadcast.end'])(
		'subscribes to the public %s with the app’s token',
		async (eventType) => {
			// The app's bearer token (a Bearer Token credential holding it).
			const { error } = await subscription('create', {
				eventType,
				userId: OTHER_USER,
				webhookId: noWebhook,
			});
			expect(error).toBeUndefined();
			expect(requests()[0].body).toEqual({
				event_type: eventType,
				filter: { user_id: OTHER_USER },
			});
		},
	);

	it('subscribes to oauth.revoke with an empty filter: it names no user', async () => {
		const { error } = await subscription('create', {
			eventType: 'oauth.revoke',
			webhookId: noWebhook,
		});
		expect(error).toBeUndefined();
		expect(requests()[0].body).toEqual({ event_type: 'oauth.revoke', filter: {} });
	});

	it('still needs a User ID for any other event', async () => {
		const { error } = await subscription('create', {
			eventType: 'post.create',
			userId: '={{ "" }}',
			webhookId: noWebhook,
		});
		expect(error?.message).toBe('Item 1: User ID is required');
		expect(requests()).toEqual([]);
	});
});

describe('Activity Subscription Get Many', () => {
	it('with Return All follows next_token with max_results=1000 over 3 pages', async () => {
		const records = seed(2500);
		const { items, error } = await subscription('getAll', { returnAll: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2500);
		expect(items[2499].json).toEqual(records[2499]);
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/activity/subscriptions',
				query: { max_results: '1000' },
				body: undefined,
			},
			{
				method: 'GET',
				path: '/2/activity/subscriptions',
				query: { max_results: '1000', pagination_token: expect.any(String) },
				body: undefined,
			},
			{
				method: 'GET',
				path: '/2/activity/subscriptions',
				query: { max_results: '1000', pagination_token: expect.any(String) },
				body: undefined,
			},
		]);
	});

	it('with a Limit asks for that many, once', async () => {
		const records = seed(5);
		const { items } = await subscription('getAll', { returnAll: false, limit: 3 });
		expect(items.map((item) => item.json.subscription_id)).toEqual(
			records.slice(0, 3).map((record) => record.subscription_id),
		);
		expect(emulator().log.map((request) => request.query)).toEqual([{ max_results: '3' }]);
	});
});

describe('Activity Subscription Update', () => {
	it('sends PUT /2/activity/subscriptions/{id} {tag, webhook_id} and returns the subscription', async () => {
		const [record] = seed(1);
		const { items } = await subscription('update', {
			subscriptionId: record.subscription_id,
			updateFields: { tag: 'renamed', webhookId: webhookByList },
		});
		expect(requests()).toEqual([
			{
				method: 'PUT',
				path: `/2/activity/subscriptions/${record.subscription_id}`,
				query: {},
				body: { tag: 'renamed', webhook_id: WEBHOOK_ID },
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ ...record, tag: 'renamed', webhook_id: WEBHOOK_ID, updated_at: expect.any(String) },
		]);
	});

	it('sends only the field that is set', async () => {
		const [record] = seed(1);
		await subscription('update', {
			subscriptionId: record.subscription_id,
			updateFields: { tag: 'only the tag' },
		});
		expect(emulator().log[0].body).toEqual({ tag: 'only the tag' });
	});

	it('refuses user context (an app-only endpoint) before sending', async () => {
		const [record] = seed(1);
		emulator().clearLog();
		const { error } = await subscription(
			'update',
			{ subscriptionId: record.subscription_id, updateFields: { tag: 'x' } },
			{ authentication: 'oAuth1' },
		);
		expect(error?.message).toBe(
			'Item 1: Activity Subscription > Update needs a Platform App-Only API or Platform Bearer Token API credential',
		);
		expect(emulator().log).toEqual([]);
	});
});

describe('Activity Subscription Delete', () => {
	it('sends DELETE /2/activity/subscriptions/{id} and returns {subscription_id, deleted}', async () => {
		const [record] = seed(1);
		const { items } = await subscription('delete', { subscriptionId: record.subscription_id });
		expect(requests()).toEqual([
			{
				method: 'DELETE',
				path: `/2/activity/subscriptions/${record.subscription_id}`,
				query: {},
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ subscription_id: record.subscription_id, deleted: true },
		]);
	});

	it('takes an ID that an expression gives as a number', async () => {
		seed(1);
		const id = Number(activitySubscriptions(emulator().state)[0].subscription_id.slice(-6));
		activitySubscriptions(emulator().state)[0].subscription_id = String(id);
		const { items } = await subscription(
			'delete',
			{ subscriptionId: '={{$json.id}}' },
			{ items: [{ json: { id } }] },
		);
		expect(requests().map((request) => request.path)).toEqual([`/2/activity/subscriptions/${id}`]);
		expect(items[0].json).toEqual({ subscription_id: String(id), deleted: true });
	});

	it('under Continue On Fail, a bad ID becomes that item’s error and the other items are deleted', async () => {
		const [first, second] = seed(2);
		const items = [first.subscription_id, 'not-an-id', second.subscription_id].map((id) => ({
			json: { id },
		}));
		const run = await subscription(
			'delete',
			{ subscriptionId: '={{$json.id}}' },
			{ items, continueOnFail: true },
		);
		expect(requests().map((request) => [request.method, request.path])).toEqual([
			['DELETE', `/2/activity/subscriptions/${first.subscription_id}`],
			['DELETE', `/2/activity/subscriptions/${second.subscription_id}`],
		]);
		expect(run.items.map((item) => item.json)).toEqual([
			{ subscription_id: first.subscription_id, deleted: true },
			{ error: 'Item 2: Subscription ID must be a numeric ID of 1 to 19 digits, got "not-an-id"' },
			{ subscription_id: second.subscription_id, deleted: true },
		]);
		expect(run.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
	});
});

describe('Activity Subscription Delete Many', () => {
	it('sends DELETE /2/activity/subscriptions?ids=a,b and returns one item per ID, with the reason for one not deleted', async () => {
		const [first, second] = seed(3);
		const { items } = await subscription('deleteMany', {
			subscriptionIds: ` ${first.subscription_id}, 999 ,${second.subscription_id},`,
		});
		expect(requests()).toEqual([
			{
				method: 'DELETE',
				path: '/2/activity/subscriptions',
				query: { ids: `${first.subscription_id},999,${second.subscription_id}` },
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ subscription_id: first.subscription_id, deleted: true },
			{
				subscription_id: '999',
				deleted: false,
				reason: 'SubscriptionNotFound',
				message: 'No subscription with id 999',
			},
			{ subscription_id: second.subscription_id, deleted: true },
		]);
		expect(activitySubscriptions(emulator().state)).toHaveLength(1);
	});
});
