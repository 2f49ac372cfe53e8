import { catalogRecords } from '../emulator/catalog/store';
import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { byId, fromList, nodeHarness } from '../helpers/nodeHarness';
import { received } from './adsFixtures';
import { seedCatalog } from './catalogHelpers';

const { emulator, run } = nodeHarness('ads');
beforeEach(() => {
	emulator().clearLog();
	catalogRecords(emulator().state).splice(0);
});

const catalog = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'productCatalog', operation, ...extra });

test('Create sends POST /12/product_catalogs with name as a query parameter and returns the catalog', async () => {
	const { items, error } = await catalog('create', { catalogName: 'Spring' });
	expect(error).toBeUndefined();
	expect(received(emulator())).toEqual([
		['POST', '/ads/12/product_catalogs', { name: 'Spring' }, undefined],
	]);
	expect(items).toEqual([
		{ json: { id: expect.any(String), name: 'Spring' }, pairedItem: { item: 0 } },
	]);
});

test('Create with a User ID sends user_id; a second catalog for the same user is refused with the ads error', async () => {
	const userId = emulator().seed.userId;
	await catalog('create', { catalogName: 'First', additionalFields: { userId } });
	const { error } = await catalog('create', {
		catalogName: 'Second',
		additionalFields: { userId },
	});
	expect(received(emulator())).toEqual([
		['POST', '/ads/12/product_catalogs', { name: 'First', user_id: userId }, undefined],
		['POST', '/ads/12/product_catalogs', { name: 'Second', user_id: userId }, undefined],
	]);
	expect(error?.message).toMatch(/already has a product catalog/);
	expect(catalogRecords(emulator().state).map((c) => c.name)).toEqual(['First']);
});

test('Get Many with Return All follows next_cursor and sends no count (the spec names none)', async () => {
	seedCatalog(emulator(), 'cat0001', 'Mine');
	catalogRecords(emulator().state).push({ id: 'cat0002', name: 'Other user', user_id: '42' });
	const { items } = await catalog('getAll', { returnAll: true });
	expect(received(emulator())).toEqual([['GET', '/ads/12/product_catalogs', {}, undefined]]);
	expect(items.map((i) => i.json)).toEqual([{ id: 'cat0001', name: 'Mine' }]);
	emulator().clearLog();
	const other = await catalog('getAll', { returnAll: true, options: { userId: '42' } });
	expect(received(emulator())).toEqual([
		['GET', '/ads/12/product_catalogs', { user_id: '42' }, undefined],
	]);
	expect(other.items.map((i) => i.json)).toEqual([{ id: 'cat0002', name: 'Other user' }]);
});

test('Update renames the catalog given by ID: PUT with name in the query', async () => {
	seedCatalog(emulator());
	const { items } = await catalog('update', {
		productCatalogId: byId('cat0001'),
		catalogName: 'Renamed',
	});
	expect(received(emulator())).toEqual([
		['PUT', '/ads/12/product_catalogs/cat0001', { name: 'Renamed' }, undefined],
	]);
	expect(items.map((i) => i.json)).toEqual([{ id: 'cat0001', name: 'Renamed' }]);
});

test('Delete removes the catalog picked from the list; an unknown catalog is the ads 404', async () => {
	seedCatalog(emulator());
	const { items } = await catalog('delete', { productCatalogId: fromList('cat0001') });
	expect(received(emulator())).toEqual([
		['DELETE', '/ads/12/product_catalogs/cat0001', {}, undefined],
	]);
	expect(items.map((i) => i.json)).toEqual([{ id: 'cat0001', name: 'Seeded catalog' }]);
	expect(catalogRecords(emulator().state)).toEqual([]);
	const again = await catalog('delete', { productCatalogId: byId('cat0001') });
	expect(again.error?.message).toMatch(/not found/i);
});

test("the catalog list search offers the user's catalogs by name, filtered", async () => {
	seedCatalog(emulator(), 'cat0001', 'Spring shop');
	const node = new PlatformAds();
	const { emulatorCredentials } = await import('../helpers/credentials');
	const credentials = emulatorCredentials(emulator()).platformOAuth1Api;
	const { authenticateLikeN8n, sendLikeN8n } = await import('../helpers/n8nLikeHttp');
	const { PlatformOAuth1Api } = await import('../../credentials/PlatformOAuth1Api.credentials');
	const context = {
		getCurrentNodeParameter: (name: string) =>
			({ authentication: 'oAuth1', environment: 'production' })[name],
		getCredentials: async () => credentials,
		getNode: () => ({ name: 'Node' }),
		helpers: {
			httpRequestWithAuthentication: async (_type: string, options: never) =>
				await sendLikeN8n(await authenticateLikeN8n(new PlatformOAuth1Api(), credentials, options)),
		},
	};
	const found = await node.methods.listSearch.searchProductCatalogs.call(
		context as never,
		'spring',
	);
	expect(found).toEqual({
		results: [{ name: 'Spring shop (cat0001)', value: 'cat0001' }],
		paginationToken: undefined,
	});
	const none = await node.methods.listSearch.searchProductCatalogs.call(context as never, 'autumn');
	expect(none.results).toEqual([]);
	expect(received(emulator())).toEqual([
		['GET', '/ads/12/product_catalogs', {}, undefined],
		['GET', '/ads/12/product_catalogs', {}, undefined],
	]);
});
