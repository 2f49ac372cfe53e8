import { batchControls } from '../emulator/audienceUsers/store';
import { validProduct } from '../ads/catalogHelpers';
import { ACCOUNT } from '../ads/adsFixtures';
import { byId } from '../helpers/nodeHarness';
import { endings, errorsByItem, items, reliabilityHarness, seed, traffic } from './harness';

/**
 * Partial success: a 200 carrying data and errors, a batch with some failed operations, and
 * success_count not equal to total_count. Every input item still ends exactly once.
 */

const { emulator, run } = reliabilityHarness();

describe('a core 200 carrying both data and errors', () => {
	let found: string;
	const MISSING = '1500000000000099999';
	const OTHER_MISSING = '1500000000000099998';
	beforeAll(() => ([found] = seed.posts(emulator(), 'partly there', 1, 1500000000000600000n)));
	const getMany = (postIds: string, output = 'merged') =>
		run(
			'core',
			{ resource: 'post', operation: 'getMany', postIds: '={{ $json.ids }}', output },
			{ items: [{ json: { ids: postIds } }], continueOnFail: true },
		);

	test('the data is the output, with one item per missing id; the Full Response keeps the answer whole', async () => {
		const merged = await getMany(`${found},${MISSING}`);
		expect(merged.items.map((item) => [item.json.id, item.pairedItem])).toEqual([
			[found, { item: 0 }],
			[MISSING, { item: 0 }],
		]);
		expect(merged.items[1].json.error).toMatchObject({
			resource_id: MISSING,
			title: 'Not Found Error',
		});
		const whole = await getMany(`${found},${MISSING}`, 'response');
		expect(whole.items).toHaveLength(1);
		expect(whole.items[0].json).toMatchObject({
			data: [expect.objectContaining({ id: found })],
			errors: [expect.objectContaining({ resource_id: MISSING, title: 'Not Found Error' })],
		});
	});

	test('errors and no data: the item fails with every error, instead of vanishing', async () => {
		const result = await run(
			'core',
			{ resource: 'post', operation: 'getMany', postIds: '={{ $json.ids }}' },
			{
				items: [{ json: { ids: `${MISSING},${OTHER_MISSING}` } }, { json: { ids: found } }],
				continueOnFail: true,
			},
		);
		expect(endings(result, 2)).toEqual([1, 1]);
		// The first missing id in the message, the fix, then the others.
		expect(errorsByItem(result)).toEqual({
			0: `No post has the ID ${MISSING} (HTTP 200, resource-not-found)`,
		});
		const description = result.items[0].error?.description ?? '';
		expect(description).toMatch(/^Check the ID: /);
		expect(description).not.toContain(MISSING);
		expect(description).toContain(`Could not find post with ids: [${OTHER_MISSING}].`);
		expect(result.items[1].json.id).toBe(found);
		expect(traffic(emulator())).toEqual(['GET /2/posts 200', 'GET /2/posts 200']);
	});
});

describe('a batch with some failed operations', () => {
	test('products: the one product the platform refused fails, the 29 others succeed, one request each batch', async () => {
		seed.catalog(emulator());
		const products = seed.products(30);
		products[27] = {
			json: { ...validProduct(27), image_link: 'https://shop.example.com/img/27.bmp' },
		};
		const result = await run(
			'ads',
			{
				resource: 'product',
				operation: 'upsert',
				productCatalogId: byId('cat0001'),
				productSource: 'json',
			},
			{ items: products, continueOnFail: true },
		);
		expect(traffic(emulator())).toEqual(
			Array(2).fill('PUT /ads/12/product_catalogs/cat0001/products 200'),
		);
		expect(endings(result, 30)).toEqual(Array(30).fill(1));
		expect(Object.keys(errorsByItem(result))).toEqual(['27']);
		expect(errorsByItem(result)[27]).toMatch(
			/^Item 28: the platform refused product "SKU-27" \(status ERROR\): image_link/,
		);
	});

	test('audience users: operation_errors fail their items; the others are sent again without them', async () => {
		seed.audiences(emulator());
		batchControls(emulator().state).rejectOperations = [1];
		const result = await run(
			'ads',
			{
				resource: 'customAudienceUser',
				operation: 'add',
				accountId: byId(ACCOUNT),
				customAudienceId: byId('1nmth'),
				email: '={{ $json.email }}',
			},
			{
				items: items(3, (n) => ({ email: `p${n}@example.com` })),
				continueOnFail: true,
			},
		);
		const path = `/ads/12/accounts/${ACCOUNT}/custom_audiences/1nmth/users`;
		expect(traffic(emulator())).toEqual([`POST ${path} 400`, `POST ${path} 200`]);
		expect((emulator().log[1].body as unknown[]).length).toBe(2);
		expect(endings(result, 3)).toEqual([1, 1, 1]);
		expect(errorsByItem(result)).toEqual({
			1: 'Item 2: the platform refused this user: MISSING_PARAMETER: params.users is required',
		});
		expect([result.items[0].json.batch, result.items[2].json.batch]).toEqual(
			Array(2).fill(expect.objectContaining({ attempts: 2, success_count: 2, total_count: 2 })),
		);
	});
});

describe('success_count not equal to total_count', () => {
	const add = () =>
		run(
			'ads',
			{
				resource: 'customAudienceUser',
				operation: 'add',
				accountId: byId(ACCOUNT),
				customAudienceId: byId('1nmth'),
				email: '={{ $json.email }}',
			},
			{
				items: items(2, (n) => ({ email: `c${n}@example.com` })),
				continueOnFail: true,
			},
		);

	test('once: the same request is sent again, and the confirmed items succeed', async () => {
		seed.audiences(emulator());
		batchControls(emulator().state).countMismatch = 1;
		const result = await add();
		expect(emulator().log).toHaveLength(2);
		expect(emulator().log[1].rawBody).toBe(emulator().log[0].rawBody);
		expect(errorsByItem(result)).toEqual({});
		expect(result.items.map((item) => item.json.batch)).toEqual(
			Array(2).fill(expect.objectContaining({ attempts: 2 })),
		);
	});

	test('three times: after 3 requests each item of the request fails, naming the counts', async () => {
		seed.audiences(emulator());
		batchControls(emulator().state).countMismatch = 3;
		const result = await add();
		expect(emulator().log).toHaveLength(3);
		expect(endings(result, 2)).toEqual([1, 1]);
		const message =
			'Items 1 to 2 (one request): not confirmed after 3 requests: the platform counted success_count 1 and total_count 2 for 2 operations sent';
		expect(errorsByItem(result)).toEqual({ 0: message, 1: message });
	});
});
