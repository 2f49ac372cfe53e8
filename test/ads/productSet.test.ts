import { productRecords, type ProductRecord } from '../emulator/catalog/store';
import { byId, nodeHarness } from '../helpers/nodeHarness';
import { received } from './adsFixtures';
import { seedCatalog } from './catalogHelpers';

const { emulator, run } = nodeHarness('ads');
beforeAll(() => {
	seedCatalog(emulator());
	const product = (id: string, price: string, label: string) =>
		({
			id,
			price,
			custom_label_0: label,
			product_key: `pk-${id}`,
			item_group_key: null,
			catalog_id: 'cat0001',
		}) as ProductRecord & { catalog_id: string };
	productRecords(emulator().state).push(
		product('A', '10.00 USD', 'summer'),
		product('B', '25.00 USD', 'summer'),
		product('C', '40.00 USD', 'winter'),
	);
});
beforeEach(() => emulator().clearLog());

const create = (extra: Record<string, unknown>) =>
	run({
		resource: 'productSet',
		operation: 'create',
		productCatalogId: byId('cat0001'),
		name: 'Set',
		...extra,
	});

test('Create MANUAL posts name, type and product_keys as JSON and returns the set', async () => {
	const { items, error } = await create({
		type: 'MANUAL',
		productKeys: 'pk-A, pk-C',
		additionalFields: { description: 'Two picks' },
	});
	expect(error).toBeUndefined();
	expect(received(emulator())).toEqual([
		[
			'POST',
			'/ads/12/product_catalogs/cat0001/product_sets',
			{},
			{ name: 'Set', type: 'MANUAL', description: 'Two picks', product_keys: ['pk-A', 'pk-C'] },
		],
	]);
	expect(items).toEqual([
		{
			json: {
				id: expect.any(String),
				name: 'Set',
				description: 'Two picks',
				type: 'MANUAL',
				filters: [],
				product_ids: ['A', 'C'],
				processing_status: 'DONE',
			},
			pairedItem: { item: 0 },
		},
	]);
});

test('Create FILTERED sends the filters; the set is PROCESSING, and DONE with its products on a later Get', async () => {
	const filters = {
		filter: [
			{ attribute: 'price', operator: 'GREATER_THAN', value: '20' },
			{ attribute: 'custom_label_0', operator: 'EQUAL_TO', value: 'summer' },
		],
	};
	const created = await create({ type: 'FILTERED', filters });
	expect(received(emulator())).toEqual([
		[
			'POST',
			'/ads/12/product_catalogs/cat0001/product_sets',
			{},
			{ name: 'Set', type: 'FILTERED', filters: filters.filter },
		],
	]);
	expect(created.items[0].json).toMatchObject({
		type: 'FILTERED',
		processing_status: 'PROCESSING',
		filters: filters.filter,
		product_ids: [],
	});
	emulator().clearLog();
	const id = created.items[0].json.id as string;
	const fetched = await run({
		resource: 'productSet',
		operation: 'get',
		productCatalogId: byId('cat0001'),
		productSetId: id,
	});
	expect(received(emulator())).toEqual([
		['GET', `/ads/12/product_catalogs/cat0001/product_sets/${id}`, {}, undefined],
	]);
	expect(fetched.items).toEqual([
		{
			json: expect.objectContaining({ id, processing_status: 'DONE', product_ids: ['B'] }),
			pairedItem: { item: 0 },
		},
	]);
});

test('Get of an unknown set is the ads 404, mapped', async () => {
	const { error } = await run({
		resource: 'productSet',
		operation: 'get',
		productCatalogId: byId('cat0001'),
		productSetId: 'missing',
	});
	expect(received(emulator())).toEqual([
		['GET', '/ads/12/product_catalogs/cat0001/product_sets/missing', {}, undefined],
	]);
	expect(error?.message).toMatch(/not found/i);
});
