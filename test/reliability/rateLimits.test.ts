import { productRecords } from '../emulator/catalog/store';
import { rateLimited, resetIn, serverError } from '../emulator/faults';
import { byId } from '../helpers/nodeHarness';
import { errorsByItem, reliabilityHarness, seed, traffic } from './harness';

/**
 * Waits honour the reset time up to the cap (Request Options > Max Rate Limit Wait), the
 * account-level header of the ads interface wins, past the cap the node fails at once saying
 * when to try again; and Return All interrupted mid-pagination resumes with every record once.
 */

const { emulator, run } = reliabilityHarness();

const getMe = (maxRateLimitWaitSeconds = 10) =>
	run('core', {
		resource: 'user',
		operation: 'getMe',
		requestOptions: { maxRateLimitWaitSeconds },
	});
const adsAccounts = (maxRateLimitWaitSeconds = 10) =>
	run('ads', {
		resource: 'account',
		operation: 'getAll',
		returnAll: false,
		limit: 5,
		requestOptions: { maxRateLimitWaitSeconds },
	});
const resetMs = (header: string) => Number(header) * 1000;

describe('waits honour the reset time', () => {
	test('core: the second request arrives after x-rate-limit-reset', async () => {
		const fault = rateLimited({ path: '/2/users/me' }, 1);
		emulator().injectFault(fault);
		expect((await getMe()).error).toBeUndefined();
		const [first, second] = emulator().log;
		expect(traffic(emulator())).toEqual(['GET /2/users/me 429', 'GET /2/users/me 200']);
		expect(second.receivedAt).toBeGreaterThanOrEqual(resetMs(fault.headers!['x-rate-limit-reset']));
		// The wait is the reset time plus a one-second margin, not more.
		expect(second.receivedAt - first.receivedAt).toBeLessThan(2_500);
	});

	test('ads: x-account-rate-limit-reset wins when it is later than x-rate-limit-reset', async () => {
		// x-rate-limit-reset is due now: waiting for it alone would send again before the account reset.
		const fault = rateLimited({ path: '/ads/12/accounts' }, 0, 2);
		emulator().injectFault(fault);
		expect((await adsAccounts()).error).toBeUndefined();
		const [, second] = emulator().log;
		expect(traffic(emulator())).toEqual(['GET /ads/12/accounts 429', 'GET /ads/12/accounts 200']);
		expect(second.receivedAt).toBeGreaterThanOrEqual(
			resetMs(fault.headers!['x-account-rate-limit-reset']),
		);
	});

	test('ads: x-account-rate-limit-reset wins when it is earlier (the account limit is the one hit)', async () => {
		emulator().injectFault(rateLimited({ path: '/ads/12/accounts' }, 600, 1));
		expect((await adsAccounts()).error).toBeUndefined();
		expect(traffic(emulator())).toEqual(['GET /ads/12/accounts 429', 'GET /ads/12/accounts 200']);
	});

	test('a 429 whose reset has passed is sent again after the margin; at most 3 waits per request', async () => {
		emulator().injectFault({ ...rateLimited({ path: '/2/users/me' }, -5), times: 4 });
		const { error } = await getMe();
		expect(traffic(emulator())).toEqual(Array(4).fill('GET /2/users/me 429'));
		expect(error?.message).toBe('Rate limit exceeded (HTTP 429, code 88)');
		expect(error?.description).toMatch(
			/The limit was still hit after 3 waits for its reset\. It last named \S+Z as its reset\. Try again later\.$/,
		);
	});
});

describe('past the cap the node fails at once, saying when to try again', () => {
	test('core: one request; the error gives the reset time', async () => {
		const fault = rateLimited({ path: '/2/users/me' }, 120);
		emulator().injectFault(fault);
		const started = Date.now();
		const { error } = await getMe(5);
		expect(Date.now() - started).toBeLessThan(1_000);
		expect(traffic(emulator())).toEqual(['GET /2/users/me 429']);
		const reset = new Date(resetMs(fault.headers!['x-rate-limit-reset'])).toISOString();
		expect(error?.message).toBe('Rate limit exceeded (HTTP 429, code 88)');
		expect(error?.description).toMatch(
			new RegExp(
				`The limit resets at ${reset} \\(in 1[12]\\d s\\), past the wait cap of 5 s\\. Try again after that time, or raise the maximum rate-limit wait\\.`,
			),
		);
	});

	test('ads: the account reset past the cap decides, even when x-rate-limit-reset is near', async () => {
		const fault = rateLimited({ path: '/ads/12/accounts' }, 1, 90);
		emulator().injectFault(fault);
		const { error } = await adsAccounts(5);
		expect(traffic(emulator())).toEqual(['GET /ads/12/accounts 429']);
		expect(error?.description).toContain(
			`The limit resets at ${new Date(resetMs(fault.headers!['x-account-rate-limit-reset'])).toISOString()}`,
		);
	});
});

describe('Return All interrupted mid-pagination', () => {
	let ids: string[];
	beforeAll(() => {
		ids = seed.posts(emulator(), 'comet', 250, 1500000000000500000n);
	});
	const searchAll = (continueOnFail = false, maxRateLimitWaitSeconds = 10) =>
		run(
			'core',
			{
				resource: 'post',
				operation: 'searchRecent',
				query: 'comet',
				returnAll: true,
				requestOptions: { maxRateLimitWaitSeconds },
			},
			{ continueOnFail },
		);
	const PATH = '/2/posts/search/recent';

	test('a 429 on page 3: waits for the reset, resumes with the same page, every post once and none missing', async () => {
		const fault = rateLimited({ path: PATH, after: 2 }, 1);
		emulator().injectFault(fault);
		const { items, error } = await searchAll();
		expect(error).toBeUndefined();
		expect(traffic(emulator())).toEqual([
			`GET ${PATH} 200`,
			`GET ${PATH} 200`,
			`GET ${PATH} 429`,
			`GET ${PATH} 200`,
		]);
		const [, , limited, resumed] = emulator().log;
		expect(resumed.query).toEqual(limited.query);
		expect(resumed.receivedAt).toBeGreaterThanOrEqual(
			resetMs(fault.headers!['x-rate-limit-reset']),
		);
		const returned = items.map((item) => String(item.json.id));
		expect(new Set(returned).size).toBe(returned.length);
		expect([...returned].sort()).toEqual([...ids].sort());
		expect(items.every((item) => (item.pairedItem as { item: number }).item === 0)).toBe(true);
	});

	test('a 503 on page 2: sent again, every post once', async () => {
		emulator().injectFault(serverError({ path: PATH, after: 1 }, 503));
		const { items, error } = await searchAll();
		expect(error).toBeUndefined();
		expect(traffic(emulator())).toEqual([
			`GET ${PATH} 200`,
			`GET ${PATH} 503`,
			`GET ${PATH} 200`,
			`GET ${PATH} 200`,
		]);
		expect(items.map((item) => String(item.json.id)).sort()).toEqual([...ids].sort());
	});

	test('a 429 past the cap on page 2: the item ends once, as an error item, with no half list', async () => {
		emulator().injectFault(rateLimited({ path: PATH, after: 1 }, 300));
		const result = await searchAll(true, 5);
		expect(traffic(emulator())).toEqual([`GET ${PATH} 200`, `GET ${PATH} 429`]);
		expect(result.items).toHaveLength(1);
		expect(errorsByItem(result)).toEqual({ 0: 'Rate limit exceeded (HTTP 429, code 88)' });
	});

	test('ads: Product Get Many over 3 pages, a 429 with the account header on page 2, every product once', async () => {
		seed.catalog(emulator());
		await run(
			'ads',
			{
				resource: 'product',
				operation: 'upsert',
				productCatalogId: byId('cat0001'),
				productSource: 'json',
			},
			{ items: seed.products(230) },
		);
		emulator().clearLog();
		const products = `/ads/12/product_catalogs/cat0001/products`;
		const fault = rateLimited({ method: 'GET', path: products, after: 1 }, 0, 1);
		emulator().injectFault(fault);
		const { items, error } = await run('ads', {
			resource: 'product',
			operation: 'getAll',
			productCatalogId: byId('cat0001'),
			returnAll: true,
		});
		expect(error).toBeUndefined();
		expect(traffic(emulator())).toEqual([
			`GET ${products} 200`,
			`GET ${products} 429`,
			`GET ${products} 200`,
			`GET ${products} 200`,
		]);
		expect(emulator().log[2].receivedAt).toBeGreaterThanOrEqual(
			resetMs(fault.headers!['x-account-rate-limit-reset']),
		);
		const keys = items.map((item) => String(item.json.product_key));
		expect(new Set(keys).size).toBe(230);
		expect(keys.sort()).toEqual(
			productRecords(emulator().state)
				.map((product) => String(product.product_key))
				.sort(),
		);
	});
});

test('resetIn gives epoch seconds', () => {
	expect(Number(resetIn(0))).toBe(Math.floor(Date.now() / 1000));
});
