import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';

import { productProblem } from '../../nodes/PlatformAds/resources/product/productRules';
import { seedCatalog, validProduct } from '../ads/catalogHelpers';
import { startEmulator, type Emulator } from '../emulator';
import { emulatorCredentials, oauth1Sender } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';
import { count, seconds, timed, times, type BenchResult } from './benchResult';

const PRODUCTS = 10_000;
const PER_ITEM_SAMPLE = 1_000;
const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** Define Below with every attribute of the products mapped by an expression, as a user maps them. */
const MAPPED_FIELDS = {
	productSource: 'fields',
	...Object.fromEntries(
		['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link'].map(
			(name) => [name, `={{ $json.${name} }}`],
		),
	),
	additionalFields: { brand: '={{ $json.brand }}' },
};

async function withThisNode(
	emulator: Emulator,
	catalog: string,
	products: IDataObject[],
	source: IDataObject = { productSource: 'json' },
): Promise<number> {
	const { items, error } = await runNode({
		type: 'n8n-nodes-platform.platformAds',
		parameters: {
			authentication: 'oAuth1',
			resource: 'product',
			operation: 'upsert',
			productCatalogId: byId(catalog),
			...source,
		},
		credentials: emulatorCredentials(emulator),
		items: products.map((json) => ({ json })),
	});
	if (error) throw error;
	return items.length;
}

/** One signed PUT per product, as one HTTP Request node call per item would send. */
async function onePerItem(
	emulator: Emulator,
	catalog: string,
	products: IDataObject[],
): Promise<void> {
	const send = oauth1Sender(emulator);
	for (const product of products) {
		const options: IHttpRequestOptions = {
			method: 'PUT',
			baseURL: emulator.adsBaseUrl,
			url: `/12/product_catalogs/${catalog}/products`,
			body: { products: [product] },
			json: true,
		};
		await send(options);
	}
}

export async function productUpsert(): Promise<BenchResult> {
	const emulator = await startEmulator();
	try {
		const catalog = seedCatalog(emulator);
		const products = Array.from({ length: PRODUCTS }, (_, n) => validProduct(n));
		const ours = await timed(() => withThisNode(emulator, catalog, products));
		const ourRequests = emulator.log.length;
		if (ours.value !== PRODUCTS)
			throw new Error(`expected ${PRODUCTS} output items, got ${ours.value}`);
		const validation = await timed(
			() => products.filter((product) => productProblem(product)).length,
		);
		if (validation.value !== 0) throw new Error('the benchmark products should all be valid');
		emulator.clearLog();
		const automatic = await timed(() =>
			withThisNode(emulator, catalog, products, { productSource: 'autoMapInputData' }),
		);
		const mapped = await timed(() => withThisNode(emulator, catalog, products, MAPPED_FIELDS));
		if (automatic.value !== PRODUCTS || mapped.value !== PRODUCTS)
			throw new Error('every product should have its output item');
		emulator.clearLog();
		const sample = await timed(() =>
			onePerItem(emulator, catalog, products.slice(0, PER_ITEM_SAMPLE)),
		);
		const perItemMs = (sample.ms / PER_ITEM_SAMPLE) * PRODUCTS;
		return {
			name: 'Product upsert, 10,000 products',
			rows: [
				{
					measure: 'requests',
					ours: count(ourRequests),
					baseline: count(PRODUCTS),
					ratio: times(PRODUCTS, ourRequests) + ' fewer',
				},
				{
					measure: 'wall time',
					ours: seconds(ours.ms),
					baseline: `${seconds(perItemMs)} (extrapolated)`,
					ratio: times(perItemMs, ours.ms) + ' faster',
				},
				{
					measure:
						'wall time, Map Automatically, against Define Below with an expression per attribute',
					ours: seconds(automatic.ms),
					baseline: seconds(mapped.ms),
					ratio: times(mapped.ms, automatic.ms) + ' faster',
				},
				{
					measure: "time validating every product (of the node's wall time)",
					ours: seconds(validation.ms),
					baseline: seconds(ours.ms),
					ratio: `${((validation.ms / ours.ms) * 100).toFixed(1)} %`,
				},
			],
			notes: [
				'Product > Upsert in Input Item JSON mode, batches of 25; baseline: one signed PUT per product (one HTTP Request ' +
					`node call per item), timed over ${count(PER_ITEM_SAMPLE)} products and extrapolated. Validation: every rule the ` +
					'node checks before sending (productRules.ts), run alone over the same 10,000 products. Map Automatically reads ' +
					'the attributes from each item by name; Define Below maps the 8 required ones and brand with {{ $json.name }}.',
			],
		};
	} finally {
		await emulator.close();
	}
}
