'use strict';
// Platform Ads > Product Catalog, Product, Product Set inside n8n: create a catalog, upsert products
// mapped from several items with expressions, list them, build a product set; the catalog list search.
const { adsNodes, chain, codeNode, locator } = require('../workflows');
const { adsListSearch } = require('../executions');

const PRODUCTS = [
	{ sku: 'E2E-1', name: 'Trail shoe', price: '89.00 USD', stock: 4 },
	{ sku: 'E2E-2', name: 'Road shoe', price: '79.50 USD', stock: 2 },
	{ sku: 'E2E-3', name: 'Track spike', price: '120.00 USD', stock: 1 },
];
const catalogOfRun = locator("={{ $('Create catalog').first().json.id }}");

function workflows(credentials) {
	const ads = adsNodes(credentials);
	const products = codeNode(
		'Products',
		`return ${JSON.stringify(PRODUCTS)}.map((json) => ({ json }));`,
	);
	return [
		chain('PlatformAdsCat01', 'Ads catalog, products, set', [
			ads('Create catalog', {
				resource: 'productCatalog',
				operation: 'create',
				catalogName: 'E2E catalog',
			}),
			products,
			ads('Upsert products', {
				resource: 'product',
				operation: 'upsert',
				productCatalogId: catalogOfRun,
				productSource: 'fields',
				id: '={{ $json.sku }}',
				title: '={{ $json.name }}',
				description: 'A shoe from the end-to-end test.',
				availability: 'in stock',
				condition: 'new',
				price: '={{ $json.price }}',
				link: '=https://shop.example.com/p/{{ $json.sku }}',
				image_link: '=https://shop.example.com/img/{{ $json.sku }}.jpg',
				additionalFields: { brand: 'Emu', inventory: '={{ $json.stock }}', gender: 'unisex' },
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
			ads(
				'Create set',
				{
					resource: 'productSet',
					operation: 'create',
					productCatalogId: catalogOfRun,
					name: 'Under 100',
					type: 'FILTERED',
					filters: { filter: [{ attribute: 'price', operator: 'LESS_THAN', value: '100' }] },
				},
				{ executeOnce: true },
			),
			ads('Get set', {
				resource: 'productSet',
				operation: 'get',
				productCatalogId: catalogOfRun,
				productSetId: '={{ $json.id }}',
			}),
		]),
	];
}

async function run({ h, check, assert, rest, credentials, newRequests }) {
	let catalogId;
	await check(
		'Ads catalog workflow: create, upsert 3 mapped items in one request, list, filtered set DONE',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsCat01', 'Start');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error?.message)}`,
			);
			const out = (node) => execution.data.resultData.runData[node][0].data.main[0];
			catalogId = out('Create catalog')[0].json.id;
			const upserted = out('Upsert products');
			assert(
				JSON.stringify(upserted.map((i) => [i.json.id, i.json.status, i.pairedItem.item])) ===
					JSON.stringify([
						['E2E-1', 'CREATE_SUCCESS', 0],
						['E2E-2', 'CREATE_SUCCESS', 1],
						['E2E-3', 'CREATE_SUCCESS', 2],
					]),
				`upserted ${JSON.stringify(upserted.map((i) => i.json))}`,
			);
			const listed = out('List products').map((i) => [
				i.json.id,
				i.json.inventory,
				i.json.product_key,
			]);
			assert(
				listed.length === 3 &&
					listed.every(([, , key], n) => key === upserted[n].json.product_key) &&
					listed[0][1] === 4,
				`listed ${JSON.stringify(listed)}`,
			);
			assert(
				out('Create set')[0].json.processing_status === 'PROCESSING',
				`set ${JSON.stringify(out('Create set')[0].json)}`,
			);
			const set = out('Get set')[0].json;
			assert(
				set.processing_status === 'DONE' && JSON.stringify(set.product_ids) === '["E2E-1","E2E-2"]',
				`set ${JSON.stringify(set)}`,
			);

			const requests = (await newRequests()).filter((entry) =>
				entry.path.startsWith('/ads/12/product_catalogs'),
			);
			const seen = requests.map(
				(entry) => `${entry.method} ${entry.path.replace(catalogId, ':id')} ${entry.status}`,
			);
			const expected = [
				'POST /ads/12/product_catalogs 200',
				'PUT /ads/12/product_catalogs/:id/products 200',
				'GET /ads/12/product_catalogs/:id/products 200',
				'POST /ads/12/product_catalogs/:id/product_sets 200',
				`GET /ads/12/product_catalogs/:id/product_sets/${set.id} 200`,
			];
			assert(JSON.stringify(seen) === JSON.stringify(expected), `requests ${JSON.stringify(seen)}`);
			assert(
				requests[0].query.name === 'E2E catalog' && requests[2].query.count === '100',
				`queries ${JSON.stringify(requests.map((r) => r.query))}`,
			);
		},
	);

	await check("Ads catalog list search answers n8n's resource locator request", async () => {
		const answer = await adsListSearch(rest, credentials, {
			parameter: 'productCatalogId',
			method: 'searchProductCatalogs',
			filter: 'e2e',
			parameters: {
				resource: 'product',
				operation: 'getAll',
			},
		});
		const results = answer.results ?? [];
		assert(
			results.length === 1 &&
				results[0].value === catalogId &&
				results[0].name === `E2E catalog (${catalogId})`,
			`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
		);
		const requests = (await newRequests()).filter(
			(entry) => entry.path === '/ads/12/product_catalogs',
		);
		assert(
			requests.length === 1 && requests[0].method === 'GET' && requests[0].auth.scheme === 'oauth1',
			`requests ${JSON.stringify(requests.map((r) => [r.method, r.status]))}`,
		);
	});
}

module.exports = { workflows, run };
