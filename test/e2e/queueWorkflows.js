'use strict';
// Workflows of the queue-mode profile. Production runs (the ones workers take) start from a
// webhook call, so each chain starts with a Webhook node named Start instead of a manual trigger.
const { byType, chain, nodeId, platformNode } = require('./workflows');

const ACCOUNT = '18ce54d4x5t';
const AUDIENCE = '1nmth';
const locator = (value) => ({ __rl: true, mode: 'id', value });

/** chain(), started by a POST to <WEBHOOK_URL>webhook/<path> (answered at once; the run is queued). */
function webhookChain(id, name, nodes) {
	const workflow = chain(id, name, nodes);
	const [start] = workflow.nodes;
	workflow.nodes[0] = {
		id: start.id,
		name: start.name,
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: start.position,
		webhookId: `queue-${id.toLowerCase()}`,
		parameters: {
			httpMethod: 'POST',
			path: `queue-${id.toLowerCase()}`,
			responseMode: 'onReceived',
			options: {},
		},
	};
	return workflow;
}

/** A Code node giving `count` items, each `itemOf(i)`: built in the run, so the workflow stays small. */
const generated = (name, count, itemOf) => ({
	id: nodeId(),
	name,
	type: 'n8n-nodes-base.code',
	typeVersion: 2,
	position: [0, 0],
	parameters: {
		jsCode: `const itemOf = ${itemOf}; return Array.from({ length: ${count} }, (_, i) => ({ json: itemOf(i) }));`,
	},
});

/**
 * Both action nodes with the OAuth1 keys (the credentials whose sign-in happens in the browser
 * are covered by the line runs), and an app-only request (its bearer token).
 */
function actionWorkflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const appOnly = byType(credentials, 'platformAppOnlyApi');
	const getMe = (name, authentication, type) =>
		platformNode(
			name,
			'platformCore',
			{ authentication, resource: 'user', operation: 'getMe', userFields: ['created_at'] },
			byType(credentials, type),
		);
	return [
		webhookChain('QueueActions0001', 'Queue: both action nodes', [
			getMe('Me via OAuth1 keys', 'oAuth1', 'platformOAuth1Api'),
			platformNode(
				'Ads accounts',
				'platformAds',
				{
					authentication: 'oAuth1',
					environment: 'production',
					resource: 'account',
					operation: 'getAll',
					limit: 5,
				},
				oauth1,
			),
		]),
		webhookChain('QueueAppOnly0001', 'Queue: app-only news search', [
			platformNode(
				'Search news',
				'platformCore',
				{
					authentication: 'appOnly',
					resource: 'news',
					operation: 'search',
					query: 'rocket',
					limit: 10,
				},
				appOnly,
			),
		]),
	];
}

/** 1,000 products into a new catalog; 10,000 users into a custom audience. */
function batchWorkflows(credentials, { products, users }) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const ads = (name, parameters, extra = {}) => ({
		...platformNode(name, 'platformAds', { authentication: 'oAuth1', ...parameters }, oauth1),
		...extra,
	});
	const catalogOfRun = locator("={{ $('Create catalog').first().json.id }}");
	return [
		webhookChain('QueueProducts001', `Queue: ${products} products`, [
			ads('Create catalog', {
				resource: 'productCatalog',
				operation: 'create',
				catalogName: 'Queue catalog',
			}),
			generated(
				'Products',
				products,
				'(i) => ({ sku: `Q-${i}`, price: `${(i % 90) + 10}.00 USD` })',
			),
			ads('Upsert products', {
				resource: 'product',
				operation: 'upsert',
				productCatalogId: catalogOfRun,
				productSource: 'fields',
				id: '={{ $json.sku }}',
				title: '={{ $json.sku }}',
				description: 'A product of the queue-mode test.',
				availability: 'in stock',
				condition: 'new',
				price: '={{ $json.price }}',
				link: '=https://shop.example.com/p/{{ $json.sku }}',
				image_link: '=https://shop.example.com/img/{{ $json.sku }}.jpg',
				additionalFields: { brand: 'Emu' },
			}),
			ads(
				'List products',
				{
					resource: 'product',
					operation: 'getAll',
					productCatalogId: catalogOfRun,
					returnAll: true,
				},
				{ executeOnce: true },
			),
		]),
		webhookChain('QueueAudience001', `Queue: ${users} audience users`, [
			generated('Users', users, '(i) => ({ email: `user${i}@example.com` })'),
			ads('Add to audience', {
				resource: 'customAudienceUser',
				operation: 'add',
				accountId: locator(ACCOUNT),
				customAudienceId: locator(AUDIENCE),
				email: '={{ $json.email }}',
				userOptions: {},
			}),
		]),
	];
}

module.exports = { webhookChain, actionWorkflows, batchWorkflows, AUDIENCE };
