import { productRecords } from '../emulator/catalog/store';
import { byId, nodeHarness } from '../helpers/nodeHarness';
import { seedCatalog, upsertFromItems, validProduct } from './catalogHelpers';

const { emulator, run } = nodeHarness('ads');
beforeAll(() => {
	seedCatalog(emulator());
});
beforeEach(() => {
	emulator().clearLog();
	productRecords(emulator().state).splice(0);
});

/** Items 0 and 1 are fine; item 2 carries the change. Every item is checked before any request. */
const upsert = (change: Record<string, unknown>) => {
	const bad = { ...validProduct(2), ...change };
	for (const [name, value] of Object.entries(change)) if (value === undefined) delete bad[name];
	return run(
		{
			resource: 'product',
			operation: 'upsert',
			productCatalogId: byId('cat0001'),
			productSource: 'json',
		},
		{ items: [validProduct(0), validProduct(1), bad].map((json) => ({ json: json as never })) },
	);
};

const eleven = Array.from({ length: 11 }, (_, n) => `https://shop.example.com/img/x${n}.jpg`).join(
	',',
);

test.each<[string, Record<string, unknown>]>([
	[
		'a sale price lower by a digit floats would lose',
		{ price: '9007199254740993.01 USD', sale_price: '9007199254740993.00 USD' },
	],
	['a sale price with more decimals', { sale_price: '19.989 USD' }],
	['gtin instead of brand', { brand: undefined, gtin: '0012345678905' }],
	['mpn instead of brand', { brand: undefined, mpn: 'EMU-1' }],
	[
		'an effective date range with offsets',
		{
			sale_price: '9.99 USD',
			sale_price_effective_date: '2026-03-01T00:00:00-05:00/2026-03-15T23:59:59+01:00',
		},
	],
	['out of stock with inventory 0', { availability: 'out of stock', inventory: 0 }],
	[
		'ten additional images and a color name',
		{ additional_image_link: eleven.split(',').slice(1).join(','), color: 'navy blue' },
	],
])('accepted, and the platform agrees: %s', async (_case, change) => {
	const { error, items } = await upsert(change);
	expect(error).toBeUndefined();
	expect(emulator().log).toHaveLength(1);
	expect(items.map((i) => i.json.status)).toEqual([
		'CREATE_SUCCESS',
		'CREATE_SUCCESS',
		'CREATE_SUCCESS',
	]);
});

describe('without brand, GTIN or MPN, the error names them as the person gave them and says where to add one; nothing is sent', () => {
	const { brand: _brand, ...withoutBrand } = validProduct(0);
	const fromFields = (additionalFields: Record<string, unknown>) =>
		run(
			{
				resource: 'product',
				operation: 'upsert',
				productCatalogId: byId('cat0001'),
				productSource: 'fields',
				...Object.fromEntries(
					Object.keys(withoutBrand).map((name) => [name, `={{ $json.${name} }}`]),
				),
				additionalFields,
			},
			{ items: [{ json: withoutBrand as never }] },
		);

	test.each<[string, () => ReturnType<typeof run>, string]>([
		[
			"Define Below: the form's fields, added under Additional Fields",
			() => fromFields({ color: 'navy blue' }),
			'Item 1: Brand is required when neither GTIN nor MPN is given: add Brand, GTIN or MPN under Additional Fields',
		],
		[
			'Map Automatically: the input fields it reads',
			() => upsertFromItems(run)('autoMapInputData', [withoutBrand]),
			'Item 1: brand is required when neither gtin nor mpn is given: give the input items a field named brand, gtin or mpn',
		],
		[
			"Input Item JSON: the item's keys",
			() => upsertFromItems(run)('json', [withoutBrand]),
			"Item 1: brand is required when neither gtin nor mpn is given: add brand, gtin or mpn to the item's JSON",
		],
	])('%s', async (_source, upsertIt, message) => {
		const { error } = await upsertIt();
		expect(error?.message).toBe(message);
		expect(emulator().log).toEqual([]);
	});

	test('Define Below: the same product with Brand added goes through', async () => {
		const { error } = await fromFields({ brand: 'Emu' });
		expect(error).toBeUndefined();
		expect(emulator().log).toHaveLength(1);
	});
});
