import {
	connectionReset,
	malformedJson,
	rateLimited,
	serverError,
	slowAnswer,
} from '../emulator/faults';
import { ACCOUNT } from '../ads/adsFixtures';
import { byId } from '../helpers/nodeHarness';
import { errorsByItem, items, reliabilityHarness, seed, traffic } from './harness';

/**
 * The retry rules, one describe per kind of call (the table of docs/requests.md), proved by the requests
 * the emulator logged. Fast retry delays come from the node's Request Options (harness FAST).
 */

const { emulator, run } = reliabilityHarness({ bearerTokenMinIntervalMs: 0 });

const getMe = (requestOptions: Record<string, unknown> = {}) =>
	run('core', { resource: 'user', operation: 'getMe', requestOptions });
const createPost = (text: string, requestOptions: Record<string, unknown> = {}) =>
	run('core', { resource: 'post', operation: 'create', text, requestOptions });

describe('reads (GET)', () => {
	test('after a 503, then success: sent twice and succeeds', async () => {
		emulator().injectFault(serverError({ path: '/2/users/me' }, 503));
		const { items: output, error } = await getMe();
		expect(error).toBeUndefined();
		expect(output[0].json.id).toBe(emulator().seed.userId);
		expect(traffic(emulator())).toEqual(['GET /2/users/me 503', 'GET /2/users/me 200']);
	});

	test.each([502, 504])('after a %i, then success: sent twice', async (status) => {
		emulator().injectFault({
			path: '/2/users/me',
			status,
			body: { errors: [{ code: 131, message: 'Gateway trouble' }] },
		});
		expect((await getMe()).error).toBeUndefined();
		expect(traffic(emulator())).toEqual([`GET /2/users/me ${status}`, 'GET /2/users/me 200']);
	});

	test('a bounded number of retries (Retries After Server Errors), each delay twice the last; then the mapped error says it is safe to run again', async () => {
		emulator().injectFault({ ...serverError({ path: '/2/users/me' }, 503), times: 9 });
		const { error } = await getMe({ serverErrorRetries: 2, retryDelaySeconds: 0.2 });
		const log = emulator().log;
		expect(traffic(emulator())).toEqual([
			'GET /2/users/me 503',
			'GET /2/users/me 503',
			'GET /2/users/me 503',
		]);
		expect(log[1].receivedAt - log[0].receivedAt).toBeGreaterThanOrEqual(200);
		expect(log[2].receivedAt - log[1].receivedAt).toBeGreaterThanOrEqual(400);
		expect(error?.message).toBe('Item 1: Service unavailable (HTTP 503, code 131)');
		expect(error?.description).toContain(
			'GET /2/users/me was sent 3 times without a usable answer. It is safe to run again',
		);
	});

	test('with Retries After Server Errors at 0 a read is sent once', async () => {
		emulator().injectFault(serverError({ path: '/2/users/me' }, 500));
		expect((await getMe({ serverErrorRetries: 0 })).error?.message).toBe(
			'Item 1: Internal error (HTTP 500, code 131)',
		);
		expect(traffic(emulator())).toEqual(['GET /2/users/me 500']);
	});

	test('after no answer within the Timeout: sent again, and the slow first answer is not used', async () => {
		emulator().injectFault(slowAnswer({ path: '/2/users/me' }, 3_000));
		const started = Date.now();
		const { error } = await getMe({ timeoutSeconds: 1 });
		expect(error).toBeUndefined();
		expect(Date.now() - started).toBeLessThan(2_900);
		expect(emulator().log.map((entry) => entry.path)).toEqual(['/2/users/me', '/2/users/me']);
	});

	test("a client error (404) is the platform's answer: sent once", async () => {
		const { error } = await run('core', {
			resource: 'user',
			operation: 'getById',
			userId: '1999999999999999999',
		});
		expect((error as { httpCode?: string } | undefined)?.httpCode).toBe('404');
		expect(emulator().log).toHaveLength(1);
	});
});

describe('idempotent writes (PUT, DELETE)', () => {
	test('a routing PUT after a 503 is sent again', async () => {
		seed.catalog(emulator());
		emulator().injectFault(
			serverError({ method: 'PUT', path: '/ads/12/product_catalogs/cat0001' }, 503),
		);
		const { error, items: output } = await run('ads', {
			resource: 'productCatalog',
			operation: 'update',
			productCatalogId: byId('cat0001'),
			catalogName: 'Renamed',
		});
		expect(error).toBeUndefined();
		expect(output[0].json).toMatchObject({ name: 'Renamed' });
		expect(traffic(emulator())).toEqual([
			'PUT /ads/12/product_catalogs/cat0001 503',
			'PUT /ads/12/product_catalogs/cat0001 200',
		]);
	});

	test('a DELETE after a reset is sent again; finding nothing, it says the lost attempt most likely deleted it', async () => {
		const [id] = seed.posts(emulator(), 'reset-delete', 1, 1500000000000900000n);
		emulator().injectFault(connectionReset({ method: 'DELETE', path: `/2/posts/${id}` }));
		const { error } = await run('core', {
			resource: 'post',
			operation: 'delete',
			postId: { __rl: true, mode: 'id', value: id },
		});
		expect(traffic(emulator())).toEqual([`DELETE /2/posts/${id} 0`, `DELETE /2/posts/${id} 404`]);
		expect(seed.postExists(emulator(), id)).toBe(false);
		expect(error?.message).toBe(
			'Item 1: Not found when sent again: the first attempt, whose answer was lost, most likely deleted it',
		);
		expect(error?.description).toBe(
			`DELETE /2/posts/${id} got no usable answer and was sent again (it is safe to repeat); the platform then answered 404. Look the record up to confirm it is gone.`,
		);
	});
});

describe('creates (POST)', () => {
	test.each([
		[
			'a 500',
			() => serverError({ path: '/2/posts' }, 500),
			'Internal error (HTTP 500, code 131); the request may have been processed',
			false,
		],
		[
			'a connection reset',
			() => connectionReset({ path: '/2/posts' }),
			'The connection to the platform broke off without an answer; the request may have been processed',
			true,
		],
		[
			'no answer within the Timeout',
			() => slowAnswer({ path: '/2/posts' }, 1_500),
			'No answer from the platform within 1 s; the request may have been processed',
			true,
		],
		[
			'a 200 whose JSON is broken',
			() => malformedJson({ path: '/2/posts' }),
			'The platform answered HTTP 200 with a body that is not valid JSON; the request was processed',
			true,
		],
	])(
		'after %s: sent exactly once; the error names the item and says it may have been processed',
		async (_name, fault, message, processed) => {
			const text = `created once ${Math.random()}`;
			emulator().injectFault(fault());
			const result = await run(
				'core',
				{
					resource: 'post',
					operation: 'create',
					text: '={{ $json.text }}',
					requestOptions: { timeoutSeconds: 1 },
				},
				{
					items: [{ json: { text: `${text} first` } }, { json: { text } }],
					continueOnFail: true,
				},
			);
			expect(emulator().log.filter((entry) => entry.path === '/2/posts')).toHaveLength(2);
			const errors = errorsByItem(result);
			expect(errors).toEqual({ 0: `Item 1: ${message}` });
			const description = result.items[0].error?.description ?? '';
			expect(description).toContain(
				'POST /2/posts was sent once and not repeated, because sending it again could do it twice (for example create a duplicate).',
			);
			expect(description).toContain(
				'Check whether it took effect (look the record up or list them) before running this item again.',
			);
			// The message tells the truth: where the emulator processed the request, the post exists once.
			expect(seed.postsWithText(emulator(), `${text} first`)).toBe(processed ? 1 : 0);
			expect(seed.postsWithText(emulator(), text)).toBe(1);
		},
	);

	test('after a 429: waited out and sent again, created once', async () => {
		const text = `after a 429 ${Math.random()}`;
		emulator().injectFault(rateLimited({ path: '/2/posts' }, 0));
		expect((await createPost(text)).error).toBeUndefined();
		expect(traffic(emulator())).toEqual(['POST /2/posts 429', 'POST /2/posts 201']);
		expect(seed.postsWithText(emulator(), text)).toBe(1);
	});
});

describe('batches', () => {
	test('products upsert is a PUT: sent again after a 503', async () => {
		seed.catalog(emulator());
		emulator().injectFault(
			serverError({ method: 'PUT', path: '/ads/12/product_catalogs/cat0001/products' }, 503),
		);
		const { error } = await run(
			'ads',
			{
				resource: 'product',
				operation: 'upsert',
				productCatalogId: byId('cat0001'),
				productSource: 'json',
			},
			{ items: seed.products(2) },
		);
		expect(error).toBeUndefined();
		expect(traffic(emulator())).toEqual([
			'PUT /ads/12/product_catalogs/cat0001/products 503',
			'PUT /ads/12/product_catalogs/cat0001/products 200',
		]);
	});

	test('products delete is marked not repeatable (a repeat would report deleted keys as failed): sent once, every item of the request fails', async () => {
		seed.catalog(emulator());
		emulator().injectFault(
			serverError({ method: 'DELETE', path: '/ads/12/product_catalogs/cat0001/products' }, 503),
		);
		const result = await run(
			'ads',
			{
				resource: 'product',
				operation: 'delete',
				productCatalogId: byId('cat0001'),
				productKey: '={{ $json.key }}',
			},
			{
				items: items(2, (n) => ({ key: `pk${n}` })),
				continueOnFail: true,
			},
		);
		expect(traffic(emulator())).toEqual(['DELETE /ads/12/product_catalogs/cat0001/products 503']);
		const message =
			'Items 1 to 2 (one request): Service unavailable (HTTP 503, SERVICE_UNAVAILABLE); the request may have been processed';
		expect(errorsByItem(result)).toEqual({ 0: message, 1: message });
	});

	test('audience users are a POST marked repeatable (membership is set, not added): sent again after a reset', async () => {
		seed.audiences(emulator());
		const path = `/ads/12/accounts/${ACCOUNT}/custom_audiences/1nmth/users`;
		emulator().injectFault(connectionReset({ path }));
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
				items: items(2, (n) => ({ email: `u${n}@example.com` })),
			},
		);
		expect(result.error).toBeUndefined();
		expect(traffic(emulator())).toEqual([`POST ${path} 0`, `POST ${path} 200`]);
	});
});

describe('chunked media upload', () => {
	const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(2000, 0xfe)]);
	const gif = () => [
		{
			json: {},
			binary: {
				data: {
					data: GIF.toString('base64'),
					mimeType: 'image/gif',
					fileName: 'a.gif',
					fileSize: String(GIF.length),
				},
			},
		},
	];
	const upload = (continueOnFail = false) =>
		run(
			'core',
			{
				resource: 'media',
				operation: 'upload',
				binaryPropertyName: 'data',
				uploadOptions: { chunkSizeKb: 1, maxProcessingWaitSeconds: 0 },
			},
			{ items: gif(), continueOnFail },
		);

	test('an append names its segment_index, so it is sent again after a 503 and the file is whole', async () => {
		emulator().injectFault({
			...serverError({ method: 'POST', path: '/2/media/upload/\\d+/append' }, 503),
			after: 1,
		});
		const { error, items: output } = await upload();
		expect(error).toBeUndefined();
		const appends = emulator().log.filter((entry) => entry.path.endsWith('/append'));
		expect(
			appends.map((entry) => [
				(entry.body as { segment_index: string }).segment_index,
				entry.status,
			]),
		).toEqual([
			['0', 200],
			['1', 503],
			['1', 200],
		]);
		// The emulator finalizes only when the segments add up to total_bytes.
		expect(traffic(emulator()).filter((line) => line.includes('/finalize'))).toEqual([
			`POST /2/media/upload/${String(output[0].json.id)}/finalize 200`,
		]);
		expect(output[0].json).toMatchObject({ media_key: expect.any(String), size: GIF.length });
	});

	test('initialize is a create: sent once after a 503, and the item fails saying so', async () => {
		emulator().injectFault(
			serverError({ method: 'POST', path: '/2/media/upload/initialize' }, 503),
		);
		const result = await upload(true);
		expect(traffic(emulator())).toEqual(['POST /2/media/upload/initialize 503']);
		expect(errorsByItem(result)[0]).toBe(
			'Item 1: Service unavailable (HTTP 503, code 131); the request may have been processed',
		);
	});
});

describe('app-only 401', () => {
	const webhooks = () =>
		run(
			'core',
			{ authentication: 'appOnly', resource: 'webhook', operation: 'getAll' },
			{ credential: 'platformAppOnlyApi' },
		);
	const rejected = (times: number) => ({
		path: '/2/webhooks',
		status: 401,
		times,
		body: { errors: [{ code: 89, message: 'Invalid or expired token.' }] },
	});
	const calls = () => traffic(emulator()).slice(1); // the first line is the credential's first token request

	test('sent once more the ordinary way, so that n8n sees a second 401 itself and fetches a new token', async () => {
		emulator().injectFault(rejected(1));
		expect((await webhooks()).error).toBeUndefined();
		expect(calls()).toEqual(['GET /2/webhooks 401', 'GET /2/webhooks 200']);
		emulator().clearLog();
		emulator().injectFault(rejected(2));
		expect((await webhooks()).error).toBeUndefined();
		expect(traffic(emulator())).toEqual([
			'POST /oauth2/token 200',
			'GET /2/webhooks 401',
			'GET /2/webhooks 401',
			'POST /oauth2/token 200',
			'GET /2/webhooks 200',
		]);
	});

	test('rejected with the new token too: fails with the 401, no further attempt', async () => {
		emulator().injectFault(rejected(3));
		const { error } = await webhooks();
		expect((error as { httpCode?: string } | undefined)?.httpCode).toBe('401');
		expect(emulator().log.filter((entry) => entry.path === '/2/webhooks')).toHaveLength(3);
	});
});
