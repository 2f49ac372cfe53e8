import { startEmulator, type Emulator } from '..';
import { catalogRecords, productRecords } from '../catalog/store';
import { seedToken, signedJson } from './signedFetch';

/**
 * The emulator's product catalog routes on their own, for the platform rules the node never
 * breaks (so its tests cannot show them): more than 25 products, ids repeated in one request,
 * page sizes out of bounds, unsigned calls.
 */
let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
	const catalogs = catalogRecords(emulator.state);
	catalogs.splice(0, catalogs.length, {
		id: 'cat0001',
		name: 'Seeded catalog',
		user_id: emulator.seed.userId,
	});
});
afterAll(async () => await emulator.close());
beforeEach(() => productRecords(emulator.state).splice(0));

async function ads(
	method: string,
	path: string,
	options: { qs?: Record<string, string>; body?: object; signed?: boolean } = {},
) {
	const query = options.qs ? `?${new URLSearchParams(options.qs)}` : '';
	const url = `${emulator.adsBaseUrl}${path}${query}`;
	if (options.signed !== false)
		return await signedJson(emulator, method, url, {
			token: seedToken(emulator),
			json: options.body,
		});
	const response = await fetch(url, { method });
	return { statusCode: response.status, body: await response.json() };
}

const product = (id: string) => ({
	id,
	title: id,
	description: 'd',
	availability: 'in stock',
	condition: 'new',
	price: '1.00 USD',
	link: 'https://e.example/p',
	image_link: 'https://e.example/i.png',
	mpn: 'M',
});

test('a batch of 26 products is refused whole with the ads error body', async () => {
	const answer = await ads('PUT', '/12/product_catalogs/cat0001/products', {
		body: { products: Array.from({ length: 26 }, (_, n) => product(`P${n}`)) },
	});
	expect(answer.statusCode).toBe(400);
	expect(answer.body).toEqual({
		errors: [
			{
				code: 'INVALID_PARAMETER',
				message: 'At most 25 products per request',
				parameter: 'products',
				value: 26,
				details: 'got 26',
			},
		],
		request: { params: {} },
	});
	expect(productRecords(emulator.state)).toEqual([]);
});

test('every copy of an id repeated in one request is ignored, silently', async () => {
	const answer = await ads('PUT', '/12/product_catalogs/cat0001/products', {
		body: { products: [product('A'), product('B'), product('A')] },
	});
	expect(answer.statusCode).toBe(200);
	expect(
		(
			answer.body as { data: { products_response: Array<{ id: string }> } }
		).data.products_response.map((entry) => entry.id),
	).toEqual(['B']);
	expect(productRecords(emulator.state).map((record) => record.id)).toEqual(['B']);
});

test.each([['0'], ['101'], ['ten']])('products list refuses count=%s', async (count) => {
	const answer = await ads('GET', '/12/product_catalogs/cat0001/products', { qs: { count } });
	expect(answer.statusCode).toBe(400);
	expect(
		(answer.body as { errors: Array<{ code: string; parameter: string }> }).errors[0],
	).toMatchObject({ code: 'INVALID_PARAMETER', parameter: 'count' });
});

test('products list pages with count=1 and names the next page', async () => {
	await ads('PUT', '/12/product_catalogs/cat0001/products', {
		body: { products: [product('A'), product('B')] },
	});
	const first = (await ads('GET', '/12/product_catalogs/cat0001/products', { qs: { count: '1' } }))
		.body as { data: Array<{ id: string }>; next_cursor: string };
	const second = (
		await ads('GET', '/12/product_catalogs/cat0001/products', {
			qs: { count: '1', cursor: first.next_cursor },
		})
	).body as typeof first;
	expect([first.data.map((p) => p.id), second.data.map((p) => p.id), second.next_cursor]).toEqual([
		['A'],
		['B'],
		null,
	]);
});

test('catalog routes refuse an unsigned request', async () => {
	const answer = await ads('GET', '/12/product_catalogs', { signed: false });
	expect(answer.statusCode).toBe(401);
});
