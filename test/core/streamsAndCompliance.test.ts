import { createHmac } from 'node:crypto';

import { startWebhookReceiver, type WebhookReceiver } from '../emulator/tests/webhookReceiver';
import { json, nodeHarness } from '../helpers/nodeHarness';

const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });

let receiver: WebhookReceiver;
beforeEach(async () => {
	receiver = await startWebhookReceiver(emulator().seed.consumerSecret);
});
afterEach(async () => await receiver.close());

const asApp = { authentication: 'bearerToken' };
const webhook = (id: string) => ({ __rl: true, mode: 'id', value: id });

async function createWebhook(): Promise<string> {
	const { items } = await run({
		...asApp,
		resource: 'webhook',
		operation: 'create',
		url: receiver.url('/hook'),
	});
	emulator().clearLog();
	return String(items[0].json.id);
}

describe('Filtered-Stream Webhook and Stream Rule > Get Counts', () => {
	test('Link, Get Many, Unlink; a linked webhook receives every new matching post, signed, with the rule tag', async () => {
		const id = await createWebhook();
		const linked = await run({
			...asApp,
			resource: 'streamWebhook',
			operation: 'link',
			webhookId: webhook(id),
		});
		expect(requests()).toEqual([
			{ method: 'POST', path: `/2/posts/search/webhooks/${id}`, query: {} },
		]);
		expect(json(linked)).toEqual([{ provisioned: true }]);

		await run({
			...asApp,
			resource: 'streamRule',
			operation: 'add',
			value: 'launch',
			tag: 'launch-watch',
		});
		const counts = await run({ ...asApp, resource: 'streamRule', operation: 'getCounts' });
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/posts/search/stream/rules/counts',
			query: {},
		});
		expect(counts.items[0].json).toEqual(
			expect.objectContaining({ project_rules_count: 1, cap_per_project: 1000 }),
		);

		receiver.received.length = 0;
		await run({ resource: 'post', operation: 'create', text: 'Our launch is today' });
		await run({ resource: 'post', operation: 'create', text: 'Unrelated news' });
		await new Promise((resolve) => setTimeout(resolve, 200));
		const deliveries = receiver.received.filter((request) => request.method === 'POST');
		expect(deliveries).toHaveLength(1);
		const body = JSON.parse(deliveries[0].rawBody);
		expect(body).toEqual({
			data: expect.objectContaining({ text: 'Our launch is today' }),
			matching_rules: [{ id: expect.any(String), tag: 'launch-watch' }],
		});
		const expected = `sha256=${createHmac('sha256', emulator().seed.consumerSecret).update(deliveries[0].rawBody).digest('base64')}`;
		expect(deliveries[0].headers['x-platform-webhooks-signature']).toBe(expected);

		const listed = await run({ ...asApp, resource: 'streamWebhook', operation: 'getAll' });
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/posts/search/webhooks',
			query: {},
		});
		expect(json(listed)).toEqual([expect.objectContaining({ webhook_id: id })]);
		const unlinked = await run({
			...asApp,
			resource: 'streamWebhook',
			operation: 'unlink',
			webhookId: webhook(id),
		});
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/posts/search/webhooks/${id}`,
			query: {},
		});
		expect(json(unlinked)).toEqual([{ deleted: true }]);
	});
});

describe('Account Activity', () => {
	test('Subscribe Me, Check, Get Many, Count, Unsubscribe', async () => {
		const id = await createWebhook();
		const subscribed = await run({
			resource: 'accountActivity',
			operation: 'subscribe',
			webhookId: webhook(id),
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: `/2/account_activity/webhooks/${id}/subscriptions/all`,
				query: {},
				body: {},
			},
		]);
		expect(json(subscribed)).toEqual([{ subscribed: true }]);
		const checkedOne = await run({
			resource: 'accountActivity',
			operation: 'checkSubscription',
			webhookId: webhook(id),
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/account_activity/webhooks/${id}/subscriptions/all`,
			query: {},
		});
		expect(json(checkedOne)).toEqual([{ subscribed: true }]);
		const list = await run({
			...asApp,
			resource: 'accountActivity',
			operation: 'getAll',
			webhookId: webhook(id),
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/account_activity/webhooks/${id}/subscriptions/all/list`,
			query: {},
		});
		expect(list.items[0].json).toEqual(
			expect.objectContaining({ subscriptions: [{ user_id: emulator().seed.userId }] }),
		);
		const count = await run({ ...asApp, resource: 'accountActivity', operation: 'count' });
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/account_activity/subscriptions/count',
			query: {},
		});
		expect(count.items[0].json).toEqual(expect.objectContaining({ subscriptions_count_all: '1' }));
		const gone = await run({
			...asApp,
			resource: 'accountActivity',
			operation: 'unsubscribe',
			webhookId: webhook(id),
			user: { __rl: true, mode: 'id', value: emulator().seed.userId },
		});
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/account_activity/webhooks/${id}/subscriptions/${emulator().seed.userId}/all`,
			query: {},
		});
		expect(json(gone)).toEqual([{ subscribed: false }]);
	});
});

describe('Compliance Job', () => {
	test('Create uploads the ids file from the input; Get waits from created through in_progress to complete and returns the result', async () => {
		const ids = Buffer.from('1500000000000000001\n1500000000000000002\n1500000000000000003\n');
		const created = await run(
			{
				...asApp,
				resource: 'complianceJob',
				operation: 'create',
				jobType: 'posts',
				name: 'archive',
				uploadBinary: true,
			},
			{
				items: [
					{
						json: {},
						binary: {
							data: { data: ids.toString('base64'), mimeType: 'text/plain', fileName: 'ids.txt' },
						},
					},
				],
			},
		);
		expect(created.error).toBeUndefined();
		const job = created.items[0].json;
		expect(job).toEqual(
			expect.objectContaining({
				type: 'posts',
				name: 'archive',
				status: 'created',
				uploaded: true,
			}),
		);
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/compliance/jobs',
				query: {},
				body: { type: 'posts', name: 'archive' },
			},
			expect.objectContaining({
				method: 'PUT',
				path: `/__emulator/compliance/${String(job.id)}/upload`,
			}),
		]);
		emulator().clearLog();
		const result = await run({
			...asApp,
			resource: 'complianceJob',
			operation: 'get',
			jobId: String(job.id),
			waitUntilComplete: true,
			pollSeconds: 1,
			maxWaitSeconds: 10,
		});
		expect(result.error).toBeUndefined();
		expect(requests().map((request) => `${request.method} ${request.path}`)).toEqual([
			`GET /2/compliance/jobs/${String(job.id)}`,
			`GET /2/compliance/jobs/${String(job.id)}`,
			`GET /__emulator/compliance/${String(job.id)}/download`,
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: '1500000000000000001', action: 'delete' }),
			expect.objectContaining({ id: '1500000000000000003', action: 'delete' }),
		]);
		const many = await run({
			...asApp,
			resource: 'complianceJob',
			operation: 'getAll',
			jobType: 'posts',
			status: 'complete',
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/compliance/jobs',
			query: { type: 'posts', status: 'complete' },
		});
		expect(json(many).map((one) => one.id)).toEqual([job.id]);
	});
});
