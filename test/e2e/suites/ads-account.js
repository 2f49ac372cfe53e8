'use strict';
// Platform Ads > Account inside n8n: Return All pages through next_cursor.
const { byType, chain, platformNode } = require('../workflows');

function workflows(credentials) {
	return [
		chain('PlatformAdsAcct01', 'Ads accounts, all', [
			platformNode(
				'All accounts',
				'platformAds',
				{ authentication: 'oAuth1', resource: 'account', operation: 'getAll', returnAll: true },
				byType(credentials, 'platformOAuth1Api'),
			),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests }) {
	await check('Ads Account Get Many with Return All runs in the n8n server', async () => {
		const execution = await h.runWorkflowInServer(rest, 'PlatformAdsAcct01', 'Start');
		assert(execution.status === 'success', `execution status ${execution.status}`);
		const ids = execution.data.resultData.runData['All accounts'][0].data.main[0].map(
			(item) => item.json.id,
		);
		assert(ids.length === 2 && ids[0] === '18ce54d4x5t', `accounts ${JSON.stringify(ids)}`);
		const requests = (await newRequests()).filter((entry) => entry.path === '/ads/12/accounts');
		assert(
			requests.length === 1 && requests[0].query.count === '1000',
			`requests ${JSON.stringify(requests.map((r) => r.query))}`,
		);
	});
}

module.exports = { workflows, run };
