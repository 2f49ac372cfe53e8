import { productRecords } from '../emulator/catalog/store';
import { nodeHarness } from '../helpers/nodeHarness';
import { received } from './adsFixtures';
import { seedCatalog, upsertFromItems, validProduct } from './catalogHelpers';

const { emulator, run } = nodeHarness('ads');
beforeEach(() => {
	emulator().clearLog();
	productRecords(emulator().state).splice(0);
	seedCatalog(emulator());
});

const PRODUCTS_PATH = '/ads/12/product_catalogs/cat0001/products';

const upsertAutomatically = (products: object[], continueOnFail = false) =>
	upsertFromItems(run)('autoMapInputData', products, continueOnFail);

describe('Product > Create or Update, Product Source: Map Automatically', () => {
	test('every known attribute read from the item JSON by name; other fields and empty values left out', async () => {
		const item = {
			...validProduct(1),
			sale_price: '9.99 USD',
			inventory: 4,
			custom_label_0: 'summer',
			color: '',
			mpn: null,
			internal_note: 'not an attribute',
			stock_row: 17,
		};
		const { items, error } = await upsertAutomatically([item, validProduct(2)]);
		expect(error).toBeUndefined();
		expect(received(emulator())).toEqual([
			[
				'PUT',
				PRODUCTS_PATH,
				{},
				{
					products: [
						{ ...validProduct(1), sale_price: '9.99 USD', inventory: 4, custom_label_0: 'summer' },
						validProduct(2),
					],
				},
			],
		]);
		expect(items.map((output) => [output.json.id, output.json.status, output.pairedItem])).toEqual([
			['SKU-1', 'CREATE_SUCCESS', { item: 0 }],
			['SKU-2', 'CREATE_SUCCESS', { item: 1 }],
		]);
	});

	test('a product breaking a rule stops the node before anything is sent, naming item and attribute', async () => {
		const { error } = await upsertAutomatically([
			validProduct(1),
			{ ...validProduct(2), price: '19,99 EUR' },
		]);
		expect(error?.message).toBe(
			'Item 2: price must be a number, a space and an ISO 4217 currency code (e.g. "12.50 USD"), got "19,99 EUR"',
		);
		expect(emulator().log).toHaveLength(0);
	});

	test('a missing required attribute fails its item; under Continue On Fail the others are sent', async () => {
		const { title: _title, ...untitled } = validProduct(2);
		const { items } = await upsertAutomatically([validProduct(1), untitled], true);
		expect(
			items.map((output) => [output.json.error ?? output.json.status, output.pairedItem]),
		).toEqual([
			['CREATE_SUCCESS', { item: 0 }],
			['Item 2: title is required', { item: 1 }],
		]);
		expect(received(emulator())).toEqual([
			['PUT', PRODUCTS_PATH, {}, { products: [validProduct(1)] }],
		]);
	});
});
