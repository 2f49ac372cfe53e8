'use strict';
// Faults inside n8n 1.x (its own HTTP client): a slow answer past the node's Timeout and a 200
// whose JSON is broken are retried for a read; a create after a lost connection is sent once and
// fails saying it may have been processed.
const { byType, chain, platformNode } = require('../workflows');

const FAST = { timeoutSeconds: 1, retryDelaySeconds: 0.1 };

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	return [
		chain('PlatformRelGet01', 'Reliability: read', [
			platformNode(
				'Read me',
				'platformCore',
				{ authentication: 'oAuth1', resource: 'user', operation: 'getMe', requestOptions: FAST },
				oauth1,
			),
		]),
		chain('PlatformRelPost01', 'Reliability: create', [
			platformNode(
				'Create post',
				'platformCore',
				{
					authentication: 'oAuth1',
					resource: 'post',
					operation: 'create',
					text: 'sent once, whatever happens',
					requestOptions: FAST,
				},
				oauth1,
			),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests, injectFault }) {
	const statuses = async (path) =>
		(await newRequests()).filter((entry) => entry.path === path).map((entry) => entry.status);

	for (const [name, fault] of [
		['an answer slower than the Timeout', { path: '/2/users/me', delayMs: 3000 }],
		['a 200 whose JSON is broken', { path: '/2/users/me', kind: 'malformed-json' }],
	]) {
		await check(`a read after ${name} is sent again and succeeds, inside n8n`, async () => {
			await newRequests();
			await injectFault(fault);
			const execution = await h.runWorkflowInServer(rest, 'PlatformRelGet01', 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 500)}`,
			);
			const [user] = execution.data.resultData.runData['Read me'][0].data.main[0].map(
				(item) => item.json,
			);
			assert(user.id === '1000000000000000001', `output ${JSON.stringify(user)}`);
			const sent = await statuses('/2/users/me');
			assert(sent.length === 2 && sent[1] === 200, `requests ${JSON.stringify(sent)}`);
		});
	}

	await check(
		'a create after a lost connection is sent once and says it may have been processed, inside n8n',
		async () => {
			await newRequests();
			await injectFault({ path: '/2/posts', kind: 'reset' });
			const execution = await h.runWorkflowInServer(rest, 'PlatformRelPost01', 'Start');
			const error = execution.data?.resultData?.error ?? {};
			assert(execution.status === 'error', `execution status ${execution.status}`);
			assert(
				/^Item 1: The connection to the platform broke off without an answer; the request may have been processed$/.test(
					error.message,
				),
				`message ${JSON.stringify(error.message)}`,
			);
			assert(
				String(error.description).includes('POST /2/posts was sent once and not repeated'),
				`description ${JSON.stringify(error.description)}`,
			);
			const sent = await statuses('/2/posts');
			assert(JSON.stringify(sent) === '[0]', `requests ${JSON.stringify(sent)}`);
		},
	);
}

module.exports = { workflows, run };
