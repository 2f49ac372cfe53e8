'use strict';
// News (search, get) and Token (invalidate the app's bearer token) inside n8n. Runs last (the
// file name sorts last): invalidating the app's bearer token would break suites that use it.
const { byType, chain, platformNode } = require('../workflows');

const NEWS_ID = 'PlatformNews0001';
const TOKEN_ID = 'PlatformToken001';

function workflows(credentials) {
	const bearer = byType(credentials, 'platformBearerTokenApi');
	const appOnly = byType(credentials, 'platformAppOnlyApi');
	return [
		chain(NEWS_ID, 'News: search, get', [
			platformNode(
				'Search news',
				'platformCore',
				{
					authentication: 'bearerToken',
					resource: 'news',
					operation: 'search',
					query: 'rocket',
					limit: 10,
				},
				bearer,
			),
			platformNode(
				'Get story',
				'platformCore',
				{
					authentication: 'bearerToken',
					resource: 'news',
					operation: 'get',
					newsId: '={{ $json.id }}',
				},
				bearer,
			),
		]),
		chain(TOKEN_ID, 'Token: invalidate the app bearer token', [
			platformNode(
				'Invalidate',
				'platformCore',
				{ authentication: 'appOnly', resource: 'token', operation: 'invalidateBearerToken' },
				appOnly,
			),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests, credentials }) {
	await check('News Search and Get run in the n8n server', async () => {
		const execution = await h.runWorkflowInServer(rest, NEWS_ID, 'Start');
		assert(execution.status === 'success', `execution status ${execution.status}`);
		const found = execution.data.resultData.runData['Search news'][0].data.main[0].map(
			(item) => item.json.id,
		);
		const got = execution.data.resultData.runData['Get story'][0].data.main[0].map(
			(item) => item.json.id,
		);
		assert(
			found.length >= 1 &&
				found.includes('1900000000000000001') &&
				JSON.stringify(got.sort()) === JSON.stringify(found.sort()),
			`search ${JSON.stringify(found)}, get ${JSON.stringify(got)}`,
		);
		const paths = (await newRequests())
			.filter((entry) => !entry.path.startsWith('/__emulator'))
			.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
		assert(
			paths[0] === 'GET /2/news/search 200' &&
				paths.filter((p) => p.startsWith('GET /2/news/19')).length === found.length,
			`requests ${JSON.stringify(paths)}`,
		);
	});

	await check(
		'Token Invalidate Bearer Token runs in the n8n server and outputs no token',
		async () => {
			const execution = await h.runWorkflowInServer(rest, TOKEN_ID, 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const items = execution.data.resultData.runData['Invalidate'][0].data.main[0].map(
				(item) => item.json,
			);
			const secrets = Object.values(credentials)
				.flatMap((credential) => Object.values(credential.data ?? {}))
				.filter(
					(value) => typeof value === 'string' && value.length > 8 && !/^https?:/.test(value),
				);
			assert(
				items.length === 1 &&
					items[0].invalidated === true &&
					!secrets.some((secret) => JSON.stringify(items).includes(secret)),
				`items ${JSON.stringify(items).slice(0, 200)}`,
			);
			const paths = (await newRequests())
				.filter((entry) => !entry.path.startsWith('/__emulator'))
				.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
			assert(
				paths.includes('POST /oauth2/invalidate_token 200'),
				`requests ${JSON.stringify(paths)}`,
			);
		},
	);
}

module.exports = { workflows, run };
