'use strict';
// Platform > Activity Subscription > Read Events inside n8n: a subscription without a webhook is
// created, the next node reads the activity stream (app-only credential) while this suite
// publishes an event through the emulator, and the emulator sees the connection close.
const { byType, chain, platformNode } = require('../workflows');

const WORKFLOW_ID = 'PlatformStream01';
const USER_ID = '2244994945';
const TAG = 'e2e stream';

function workflows(credentials) {
	const bearer = byType(credentials, 'platformBearerTokenApi');
	const appOnly = byType(credentials, 'platformAppOnlyApi');
	return [
		chain(WORKFLOW_ID, 'Activity stream: subscribe, read events', [
			platformNode(
				'Create subscription',
				'platformCore',
				{
					authentication: 'bearerToken',
					resource: 'activitySubscription',
					operation: 'create',
					eventType: 'post.create',
					userId: USER_ID,
					webhookId: { __rl: true, mode: 'list', value: '' },
					additionalFields: { tag: TAG },
				},
				bearer,
			),
			platformNode(
				'Read events',
				'platformCore',
				{
					authentication: 'appOnly',
					resource: 'activitySubscription',
					operation: 'readEvents',
					maxEvents: 1,
					maxDurationSeconds: 30,
				},
				appOnly,
			),
		]),
	];
}

async function run({ h, check, assert, rest, emulator, newRequests }) {
	const control = async (method, path, body) => {
		const response = await fetch(`${emulator.url}${path}`, {
			method,
			headers: { 'content-type': 'application/json' },
			body: body && JSON.stringify(body),
		});
		return (await response.json()).data;
	};
	const connections = () => control('GET', '/__emulator/activity/stream/connections');
	const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

	await check(
		'Activity Subscription Read Events returns an event published during the read, in the n8n server, and closes the stream',
		async () => {
			const known = (await connections()).length;
			const running = h.runWorkflowInServer(rest, WORKFLOW_ID, 'Start');
			let opened;
			for (
				const deadline = Date.now() + 30_000;
				!opened && Date.now() < deadline;
				await pause(200)
			) {
				opened = (await connections())
					.slice(known)
					.find((connection) => connection.closedAt === undefined);
			}
			assert(opened, 'n8n never opened the activity stream');
			const payload = { id: '1900000000000000001', text: 'streamed into n8n', author_id: USER_ID };
			await control('POST', '/__emulator/events', {
				event_type: 'post.create',
				user_id: USER_ID,
				payload,
			});

			const execution = await running;
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error ?? {}).slice(0, 500)}`,
			);
			const events = execution.data.resultData.runData['Read events'][0].data.main[0].map(
				(item) => item.json,
			);
			assert(events.length === 1, `events ${JSON.stringify(events)}`);
			const [event] = events;
			assert(
				event.event_type === 'post.create' &&
					event.tag === TAG &&
					event.filter?.user_id === USER_ID &&
					event.payload?.text === payload.text,
				`event ${JSON.stringify(event)}`,
			);

			let closed;
			for (
				const deadline = Date.now() + 3_000;
				!closed && Date.now() < deadline;
				await pause(100)
			) {
				closed = (await connections()).find(
					(connection) => connection.id === opened.id && connection.closedAt !== undefined,
				);
			}
			assert(closed, 'the emulator still holds the stream connection open after the run');
			assert(
				JSON.stringify(closed.written) === JSON.stringify([event.event_uuid]),
				`written ${JSON.stringify(closed.written)}`,
			);

			const requests = (await newRequests())
				.filter((entry) => !entry.path.startsWith('/__emulator') && entry.path !== '/oauth2/token')
				.map((entry) => `${entry.method} ${entry.path} ${entry.status} ${entry.auth.scheme}`);
			const expected = [
				'POST /2/activity/subscriptions 200 bearer',
				'GET /2/activity/stream 200 bearer',
			];
			assert(
				JSON.stringify(requests) === JSON.stringify(expected),
				`the emulator saw:\n${requests.join('\n')}\nexpected:\n${expected.join('\n')}`,
			);
		},
	);
}

module.exports = { workflows, run };
