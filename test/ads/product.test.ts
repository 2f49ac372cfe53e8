import { productRecords } from '../emulator/catalog/store';
import { byId, fromList, nodeHarness } from '../helpers/nodeHarness';
import { received } from './adsFixtures';
import { seedCatalog, upsertFromItems, validProduct } from './catalogHelpers';

const { emulator, run } = nodeHarness('ads');
beforeEach(() => {
	emulator().clearLog();
	productRecords(emulator().state).splice(0);
	seedCatalog(emulator());
});

/** Upsert in "Input Item JSON" mode: each item's JSON is the product. */
const upsertJson = (products: object[], continueOnFail = false) =>
	upsertFromItems(run)('json', products, continueOnFail);

describe('Product Upsert', () => {
	test('60 products make exactly 3 requests (25, 25, 10) and map each result back to its item', async () => {
		const products = Array.from({ length: 60 }, (_, n) => validProduct(n));
		const { items, error } = await upsertJson(products);
		expect(error).toBeUndefined();
		expect(received(emulator())).toEqual([
			['PUT', '/ads/12/product_catalogs/cat0001/products', {}, { products: products.slice(0, 25) }],
			[
				'PUT',
				'/ads/12/product_catalogs/cat0001/products',
				{},
				{ products: products.slice(25, 50) },
			],
			['PUT', '/ads/12/product_catalogs/cat0001/products', {}, { products: products.slice(50) }],
		]);
		expect(items).toHaveLength(60);
		const stored = productRecords(emulator().state);
		items.forEach((item, n) => {
			expect(item.pairedItem).toEqual({ item: n });
			expect(item.json).toEqual({
				id: `SKU-${n}`,
				status: 'CREATE_SUCCESS',
				// Empty errors and warnings are left out: n8n shows them in red.
				product_key: stored.find((p) => p.id === `SKU-${n}`)!.product_key,
			});
		});
	});

	test('mapped fields: required attributes as fields, optional ones from Additional Fields; UPDATE_SUCCESS and NO_CHANGE', async () => {
		const parameters = {
			resource: 'product',
			operation: 'upsert',
			productCatalogId: fromList('cat0001'),
			productSource: 'fields',
			id: '={{ $json.sku }}',
			title: '={{ $json.name }}',
			description: 'Plain text',
			availability: 'preorder',
			condition: 'refurbished',
			price: '={{ $json.price }}',
			link: 'https://shop.example.com/p',
			image_link: 'https://shop.example.com/i.png',
			additionalFields: {
				gtin: '0012345678905',
				gender: 'female',
				age_group: 'all ages',
				inventory: 3,
				sale_price: '9.5 EUR',
			},
		};
		const items = [
			{ json: { sku: 'A', name: 'Alpha', price: '10.00 EUR' } },
			{ json: { sku: 'B', name: 'Beta', price: '12 EUR' } },
		];
		await run(parameters, { items });
		emulator().clearLog();
		const changed = [
			{ json: { sku: 'A', name: 'Alpha', price: '10.00 EUR' } },
			{ json: { sku: 'B', name: 'Beta 2', price: '12 EUR' } },
		];
		const second = await run(parameters, { items: changed });
		const sent = (sku: string, title: string, price: string) => ({
			id: sku,
			title,
			description: 'Plain text',
			availability: 'preorder',
			condition: 'refurbished',
			price,
			link: 'https://shop.example.com/p',
			image_link: 'https://shop.example.com/i.png',
			gtin: '0012345678905',
			gender: 'female',
			age_group: 'all ages',
			inventory: 3,
			sale_price: '9.5 EUR',
		});
		expect(received(emulator())).toEqual([
			[
				'PUT',
				'/ads/12/product_catalogs/cat0001/products',
				{},
				{ products: [sent('A', 'Alpha', '10.00 EUR'), sent('B', 'Beta 2', '12 EUR')] },
			],
		]);
		expect(second.items.map((i) => [i.json.id, i.json.status, i.pairedItem])).toEqual([
			['A', 'NO_CHANGE', { item: 0 }],
			['B', 'UPDATE_SUCCESS', { item: 1 }],
		]);
	});

	/** Item 1's image is a BMP: only the platform (here the emulator) sees that, per product. */
	const batchWithRefusal = () => [
		validProduct(0),
		{ ...validProduct(1), image_link: 'https://shop.example.com/img/1.bmp' },
		validProduct(2),
	];

	test("an ERROR entry fails the node naming the item and the platform's errors, without Continue On Fail", async () => {
		const { error, items } = await upsertJson(batchWithRefusal());
		expect(received(emulator())).toEqual([
			['PUT', '/ads/12/product_catalogs/cat0001/products', {}, { products: batchWithRefusal() }],
		]);
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			'Item 2: the platform refused product "SKU-1" (status ERROR): image_link is not a JPG, GIF, WEBP or PNG image',
		);
	});

	test("under Continue On Fail an ERROR entry becomes that item's error item and the others succeed", async () => {
		const { error, items } = await upsertJson(batchWithRefusal(), true);
		expect(error).toBeUndefined();
		expect(emulator().log).toHaveLength(1);
		expect(items.map((i) => [i.json.status, i.pairedItem])).toEqual([
			['CREATE_SUCCESS', { item: 0 }],
			['ERROR', { item: 1 }],
			['CREATE_SUCCESS', { item: 2 }],
		]);
		expect(items[1].json).toEqual({
			error:
				'Item 2: the platform refused product "SKU-1" (status ERROR): image_link is not a JPG, GIF, WEBP or PNG image',
			id: 'SKU-1',
			status: 'ERROR',
			errors: [
				{ attribute: 'image_link', message: 'image_link is not a JPG, GIF, WEBP or PNG image' },
			],
			product_key: null,
		});
	});

	test('under Continue On Fail an invalid item becomes an error item and is not sent; the others are', async () => {
		const products = [
			validProduct(0),
			{ ...validProduct(1), title: 'x'.repeat(151) },
			validProduct(2),
		];
		const { items } = await upsertJson(products, true);
		expect(received(emulator())).toEqual([
			[
				'PUT',
				'/ads/12/product_catalogs/cat0001/products',
				{},
				{ products: [products[0], products[2]] },
			],
		]);
		expect(items.map((i) => [i.json.status ?? i.json.error, i.pairedItem])).toEqual([
			['CREATE_SUCCESS', { item: 0 }],
			['Item 2: title must be at most 150 characters long (it has 151)', { item: 1 }],
			['CREATE_SUCCESS', { item: 2 }],
		]);
	});

	test('a request the platform refuses whole (unknown catalog) fails each of its items under Continue On Fail', async () => {
		const { items } = await run(
			{
				resource: 'product',
				operation: 'upsert',
				productCatalogId: byId('nope'),
				productSource: 'json',
			},
			{ items: [{ json: validProduct(0) }, { json: validProduct(1) }], continueOnFail: true },
		);
		expect(received(emulator())).toEqual([
			[
				'PUT',
				'/ads/12/product_catalogs/nope/products',
				{},
				{ products: [validProduct(0), validProduct(1)] },
			],
		]);
		expect(
			items.map((i) => [String(i.json.error).match(/not found/i) !== null, i.pairedItem]),
		).toEqual([
			[true, { item: 0 }],
			[true, { item: 1 }],
		]);
	});
});

describe('Product Upsert in "Define Below" mode', () => {
	const mapped = (extra: Record<string, unknown>) =>
		run(
			{
				resource: 'product',
				operation: 'upsert',
				productCatalogId: byId('cat0001'),
				productSource: 'fields',
				id: '={{ $json.id }}',
				title: '={{ $json.title }}',
				description: '={{ $json.description }}',
				availability: 'in stock',
				condition: 'new',
				price: '={{ $json.price }}',
				link: '={{ $json.link }}',
				image_link: '={{ $json.image_link }}',
				...extra,
			},
			{ items: [{ json: validProduct(0) }, { json: { ...validProduct(1), image_link: '' } }] },
		);

	test('an error names the item and the field as the user sees it, and nothing is sent', async () => {
		const { error } = await mapped({ additionalFields: { brand: 'Emu' } });
		expect(error?.message).toBe('Item 2: Image Link is required');
		expect(emulator().log).toEqual([]);
	});

	test('an optional field whose expression is empty is left out', async () => {
		const { error } = await mapped({
			image_link: 'https://shop.example.com/i.png',
			additionalFields: { brand: 'Emu', color: '={{ $json.color ?? "" }}' },
		});
		expect(error).toBeUndefined();
		const sent = (emulator().log[0].body as { products: Array<Record<string, unknown>> }).products;
		expect(sent.map((product) => Object.keys(product).includes('color'))).toEqual([false, false]);
		expect(sent[1]).toEqual({ ...validProduct(1), image_link: 'https://shop.example.com/i.png' });
	});
});

test('a request refused whole fails the node naming the items it carried', async () => {
	const { error } = await run(
		{
			resource: 'product',
			operation: 'upsert',
			productCatalogId: byId('nope'),
			productSource: 'json',
		},
		{ items: [{ json: validProduct(0) }, { json: validProduct(1) }] },
	);
	expect(error?.message).toBe(
		'Items 1 to 2 (one request): Product catalog nope was not found (HTTP 404, NOT_FOUND)',
	);
	expect(emulator().log).toHaveLength(1);
});

describe('Product requests through the shared transport', () => {
	test('Upsert in the sandbox goes to the sandbox address', async () => {
		const { error } = await run(
			{
				resource: 'product',
				operation: 'upsert',
				environment: 'sandbox',
				productCatalogId: byId('cat0001'),
				productSource: 'json',
			},
			{ items: [{ json: validProduct(0) }] },
		);
		expect(error).toBeUndefined();
		expect(received(emulator())).toEqual([
			[
				'PUT',
				'/ads-sandbox/12/product_catalogs/cat0001/products',
				{},
				{ products: [validProduct(0)] },
			],
		]);
	});

	test('a PUT batch is sent again after a 503; a DELETE batch is not (a repeat would report deleted keys as failed)', async () => {
		emulator().injectFault({
			method: 'PUT',
			path: '/ads/12/product_catalogs/cat0001/products',
			status: 503,
			body: { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }] },
		});
		const upserted = await run(
			{
				resource: 'product',
				operation: 'upsert',
				productCatalogId: byId('cat0001'),
				productSource: 'json',
			},
			{ items: [{ json: validProduct(0) }] },
		);
		expect(upserted.items.map((i) => i.json.status)).toEqual(['CREATE_SUCCESS']);
		expect(emulator().log.map((r) => [r.method, r.status])).toEqual([
			['PUT', 503],
			['PUT', 200],
		]);
		emulator().clearLog();
		emulator().injectFault({
			method: 'DELETE',
			path: '/ads/12/product_catalogs/cat0001/products',
			status: 503,
			body: { errors: [{ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }] },
		});
		const deleted = await run({
			resource: 'product',
			operation: 'delete',
			productCatalogId: byId('cat0001'),
			productKey: String(upserted.items[0].json.product_key),
		});
		expect(deleted.error?.message).toBe(
			'Item 1: Service unavailable (HTTP 503, SERVICE_UNAVAILABLE); the request may have been processed',
		);
		expect(emulator().log.map((r) => [r.method, r.status])).toEqual([['DELETE', 503]]);
	});
});

test('Upsert whose catalog expression comes out empty fails before sending', async () => {
	const { error } = await run(
		{
			resource: 'product',
			operation: 'upsert',
			productCatalogId: byId('={{ $json.catalog ?? "" }}'),
			productSource: 'json',
		},
		{ items: [{ json: validProduct(0) }] },
	);
	expect(error?.message).toBe(
		'Item 1: Product Catalog is required: pick a catalog or enter its ID',
	);
	expect(emulator().log).toEqual([]);
});

describe('Product Get Many', () => {
	const seedProducts = async (count: number) => {
		await upsertJson(Array.from({ length: count }, (_, n) => validProduct(n)));
		emulator().clearLog();
	};

	test('Return All pages with count=100 over 3 pages', async () => {
		await seedProducts(230);
		const { items, error } = await run({
			resource: 'product',
			operation: 'getAll',
			productCatalogId: byId('cat0001'),
			returnAll: true,
		});
		expect(error).toBeUndefined();
		expect(received(emulator())).toEqual([
			['GET', '/ads/12/product_catalogs/cat0001/products', { count: '100' }, undefined],
			[
				'GET',
				'/ads/12/product_catalogs/cat0001/products',
				{ count: '100', cursor: expect.any(String) },
				undefined,
			],
			[
				'GET',
				'/ads/12/product_catalogs/cat0001/products',
				{ count: '100', cursor: expect.any(String) },
				undefined,
			],
		]);
		expect(items).toHaveLength(230);
		expect(items[229].json).toMatchObject({
			id: 'SKU-229',
			title: 'Shoe 229',
			gtin: null,
			product_key: expect.stringMatching(/^pk/),
		});
	});

	test('a Limit and an Item Group Key are sent as count and item_group_key', async () => {
		await upsertJson([
			{ ...validProduct(1), item_group_id: 'shoe', size: '41' },
			{ ...validProduct(2), item_group_id: 'shoe', size: '42' },
			validProduct(3),
		]);
		const groupKey = productRecords(emulator().state)[0].item_group_key as string;
		emulator().clearLog();
		const { items } = await run({
			resource: 'product',
			operation: 'getAll',
			productCatalogId: byId('cat0001'),
			returnAll: false,
			limit: 5,
			options: { itemGroupKey: groupKey },
		});
		expect(received(emulator())).toEqual([
			[
				'GET',
				'/ads/12/product_catalogs/cat0001/products',
				{ count: '5', item_group_key: groupKey },
				undefined,
			],
		]);
		expect(items.map((i) => [i.json.id, i.json.size])).toEqual([
			['SKU-1', '41'],
			['SKU-2', '42'],
		]);
	});
});

describe('Product Delete', () => {
	test('one key per item, 30 items in two requests (25, 5), each result mapped back with pairedItem', async () => {
		await upsertJson(Array.from({ length: 30 }, (_, n) => validProduct(n)));
		const keys = productRecords(emulator().state).map((p) => p.product_key);
		emulator().clearLog();
		const { items, error } = await run(
			{
				resource: 'product',
				operation: 'delete',
				productCatalogId: byId('cat0001'),
				productKey: '={{ $json.key }}',
			},
			{ items: keys.map((key) => ({ json: { key } })) },
		);
		expect(error).toBeUndefined();
		expect(received(emulator())).toEqual([
			[
				'DELETE',
				'/ads/12/product_catalogs/cat0001/products',
				{},
				{ product_keys: keys.slice(0, 25) },
			],
			['DELETE', '/ads/12/product_catalogs/cat0001/products', {}, { product_keys: keys.slice(25) }],
		]);
		expect(items.map((i) => [i.json, i.pairedItem])).toEqual(
			keys.map((key, n) => [
				{ product_key: key, failed_product_key: null, message: null },
				{ item: n },
			]),
		);
		expect(productRecords(emulator().state)).toEqual([]);
	});

	test('a key the platform could not delete fails the node, or is an error item under Continue On Fail', async () => {
		await upsertJson([validProduct(0)]);
		const [key] = productRecords(emulator().state).map((p) => p.product_key);
		emulator().clearLog();
		const parameters = {
			resource: 'product',
			operation: 'delete',
			productCatalogId: byId('cat0001'),
			productKey: '={{ $json.key }}',
		};
		const failed = await run(parameters, { items: [{ json: { key: 'pkmissing' } }] });
		expect(failed.error?.message).toBe(
			'Item 1: the platform could not delete product_key "pkmissing": No product with product_key pkmissing in this catalog',
		);
		const { items } = await run(parameters, {
			items: [{ json: { key } }, { json: { key: 'pkmissing' } }, { json: { key: '' } }],
			continueOnFail: true,
		});
		expect(received(emulator())).toEqual([
			['DELETE', '/ads/12/product_catalogs/cat0001/products', {}, { product_keys: ['pkmissing'] }],
			[
				'DELETE',
				'/ads/12/product_catalogs/cat0001/products',
				{},
				{ product_keys: [key, 'pkmissing'] },
			],
		]);
		expect(items.map((i) => [i.json.error ?? i.json.product_key, i.pairedItem])).toEqual([
			[key, { item: 0 }],
			[
				'Item 2: the platform could not delete product_key "pkmissing": No product with product_key pkmissing in this catalog',
				{ item: 1 },
			],
			['Item 3: Product Key is required', { item: 2 }],
		]);
	});
});

test('Upsert and Delete send a run to one catalog: an item naming another one is refused before anything is sent', async () => {
	const items = [
		{ json: { ...validProduct(0), catalog: 'cat0001' } },
		{ json: { ...validProduct(1), catalog: 'cat0002' } },
	];
	const upsert = await run(
		{
			resource: 'product',
			operation: 'upsert',
			productCatalogId: byId('={{ $json.catalog }}'),
			productSource: 'json',
		},
		{ items },
	);
	expect(upsert.error?.message).toMatch(
		/^Item 2: Product Catalog is "cat0002" but "cat0001" for item 1: one run sends all its items to the first item's Product Catalog/,
	);
	const remove = await run(
		{
			resource: 'product',
			operation: 'delete',
			productCatalogId: byId('={{ $json.catalog }}'),
			productKey: '={{ $json.key }}',
		},
		{
			items: [
				{ json: { catalog: 'cat0001', key: 'k1' } },
				{ json: { catalog: 'cat0002', key: 'k2' } },
			],
		},
	);
	expect(remove.error?.message).toMatch(/^Item 2: Product Catalog is "cat0002"/);
	expect(emulator().log).toEqual([]);
});
