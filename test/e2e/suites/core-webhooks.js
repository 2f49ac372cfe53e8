'use strict';
// Platform > Webhook and Activity Subscription inside n8n: a webhook is created against a small
// receiver this suite starts (it answers the emulator's challenge, CRC), listed, used by a new
// subscription, the subscriptions listed with Return All, then both deleted.
const { createHmac } = require('node:crypto');
const http = require('node:http');

const { byType, chain, platformNode } = require('../workflows');

/** The seeded app's consumer secret (harness.platformCredentials): the key of the challenge. */
const CONSUMER_SECRET = 'emu-consumer-secret';
const USER_ID = '2244994945';

/** Answers GET ?crc_token=… as a webhook receiver must; counts the challenges. */
async function startReceiver() {
	const challenges = [];
	const server = http.createServer((request, response) => {
		const token = new URL(request.url, 'http://receiver').searchParams.get('crc_token');
		if (token === null) return void response.writeHead(200).end();
		challenges.push(token);
		const responseToken =
			'sha256=' + createHmac('sha256', CONSUMER_SECRET).update(token).digest('base64');
		response
			.writeHead(200, { 'content-type': 'application/json' })
			.end(JSON.stringify({ response_token: responseToken }));
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}/platform-events`,
		challenges,
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}

/** The workflow, built once the receiver's URL is known (so it is created through n8n's REST API, not imported). */
function webhooksWorkflow(credentials, callbackUrl) {
	const bearer = byType(credentials, 'platformBearerTokenApi');
	const core = (name, parameters, extra = {}) => ({
		...platformNode(name, 'platformCore', { authentication: 'bearerToken', ...parameters }, bearer),
		...extra,
	});
	const once = { executeOnce: true };
	const createdWebhook = {
		__rl: true,
		mode: 'id',
		value: "={{ $('Create webhook').first().json.id }}",
	};
	const workflow = chain('PlatformCoreHook1', 'Core webhooks and subscriptions', [
		core('Create webhook', { resource: 'webhook', operation: 'create', url: callbackUrl }),
		core('List webhooks', { resource: 'webhook', operation: 'getAll' }),
		core(
			'Create subscription',
			{
				resource: 'activitySubscription',
				operation: 'create',
				eventType: 'dm.received',
				userId: USER_ID,
				direction: 'received',
				webhookId: createdWebhook,
				additionalFields: { tag: 'e2e' },
			},
			once,
		),
		core('List subscriptions', {
			resource: 'activitySubscription',
			operation: 'getAll',
			returnAll: true,
		}),
		core(
			'Delete subscription',
			{
				resource: 'activitySubscription',
				operation: 'delete',
				subscriptionId: "={{ $('Create subscription').first().json.subscription_id }}",
			},
			once,
		),
		core(
			'Delete webhook',
			{ resource: 'webhook', operation: 'delete', webhookId: createdWebhook },
			once,
		),
	]);
	delete workflow.id;
	return workflow;
}

async function run({ h, check, assert, rest, credentials, newRequests, assertRequests }) {
	await check(
		'Webhook Create/Get Many/Delete and Activity Subscription Create/Get Many/Delete run in the n8n server',
		async () => {
			const receiver = await startReceiver();
			try {
				const created = await rest.call(
					'POST',
					'/rest/workflows',
					webhooksWorkflow(credentials, receiver.url),
				);
				const workflowId = created.json?.data?.id;
				assert(
					workflowId,
					`creating the workflow: ${created.status} ${created.text.slice(0, 300)}`,
				);
				const execution = await h.runWorkflowInServer(rest, workflowId, 'Start');
				const output = (node) =>
					(execution.data.resultData.runData[node]?.[0]?.data?.main?.[0] ?? []).map(
						(item) => item.json,
					);
				assert(
					execution.status === 'success',
					`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error ?? {}).slice(0, 500)}`,
				);

				const [webhook] = output('Create webhook');
				assert(
					webhook &&
						/^\d+$/.test(webhook.id) &&
						webhook.url === receiver.url &&
						webhook.valid === true,
					`created webhook ${JSON.stringify(webhook)}`,
				);
				assert(
					receiver.challenges.length === 1,
					`the receiver saw ${receiver.challenges.length} challenges`,
				);
				assert(
					output('List webhooks').some((listed) => listed.id === webhook.id),
					`listed ${JSON.stringify(output('List webhooks'))}`,
				);
				const [subscription] = output('Create subscription');
				assert(
					subscription?.event_type === 'dm.received' &&
						subscription.webhook_id === webhook.id &&
						subscription.filter?.direction === 'received' &&
						subscription.tag === 'e2e',
					`created subscription ${JSON.stringify(subscription)}`,
				);
				assert(
					output('List subscriptions').some(
						(listed) => listed.subscription_id === subscription.subscription_id,
					),
					`listed ${JSON.stringify(output('List subscriptions'))}`,
				);
				assert(
					JSON.stringify(output('Delete subscription')) ===
						JSON.stringify([{ subscription_id: subscription.subscription_id, deleted: true }]),
					`deleted ${JSON.stringify(output('Delete subscription'))}`,
				);
				assert(
					JSON.stringify(output('Delete webhook')) ===
						JSON.stringify([{ id: webhook.id, deleted: true }]),
					`deleted ${JSON.stringify(output('Delete webhook'))}`,
				);

				const requests = await newRequests();
				assertRequests(requests, [
					['POST', '/2/webhooks', 200, 'bearer'],
					['GET', '/2/webhooks', 200, 'bearer'],
					['POST', '/2/activity/subscriptions', 200, 'bearer'],
					['GET', '/2/activity/subscriptions', 200, 'bearer'],
					['DELETE', `/2/activity/subscriptions/${subscription.subscription_id}`, 200, 'bearer'],
					['DELETE', `/2/webhooks/${webhook.id}`, 200, 'bearer'],
				]);
				const list = requests.find(
					(entry) => entry.method === 'GET' && entry.path === '/2/activity/subscriptions',
				);
				assert(list.query.max_results === '1000', `list query ${JSON.stringify(list.query)}`);
			} finally {
				await receiver.close();
			}
		},
	);

	await check(
		'the Webhook dropdown (list search) lists the app’s webhooks through n8n',
		async () => {
			const receiver = await startReceiver();
			const bearer = byType(credentials, 'platformBearerTokenApi');
			const emulatorCall = async (method, path, body) =>
				(
					await fetch(`${bearer.data.baseUrl}${path}`, {
						method,
						headers: {
							authorization: `Bearer ${bearer.data.bearerToken}`,
							'content-type': 'application/json',
						},
						body: body && JSON.stringify(body),
					})
				).json();
			const { data: webhook } = await emulatorCall('POST', '/2/webhooks', { url: receiver.url });
			try {
				await newRequests();
				const answer = await rest.listSearch({
					node: 'platformCore',
					parameter: 'webhookId',
					method: 'searchWebhooks',
					filter: 'platform-events',
					credential: bearer,
					parameters: {
						authentication: 'bearerToken',
						resource: 'webhook',
						operation: 'validate',
						webhookId: { __rl: true, mode: 'list', value: '' },
					},
				});
				const results = answer.results;
				assert(
					JSON.stringify(results) === JSON.stringify([{ name: receiver.url, value: webhook.id }]),
					`results ${answer.status} ${answer.text.slice(0, 300)}`,
				);
				assertRequests(await newRequests(), [['GET', '/2/webhooks', 200, 'bearer']]);
			} finally {
				await emulatorCall('DELETE', `/2/webhooks/${webhook.id}`);
				await receiver.close();
			}
		},
	);
}

module.exports = { run };
