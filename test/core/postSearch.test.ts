import { nodeHarness } from '../helpers/nodeHarness';
import { OTHER_USER, seedPost } from './postFixtures';
import { NO_FIELDS } from './noFields';

const { emulator, run, requests } = nodeHarness('core');
/** 250 posts about rockets, one a minute, the newest first in the emulator's answers; 5 others. */
beforeAll(() => {
	for (let n = 0; n < 250; n++) {
		const id = String(1500000000000001000n + BigInt(n));
		seedPost(
			emulator(),
			{
				id,
				text: `rocket launch number ${n}`,
				author_id: n % 2 ? OTHER_USER.id : emulator().seed.userId,
			},
			250 - n,
		);
	}
	for (let n = 0; n < 5; n++)
		seedPost(
			emulator(),
			{ id: `150000000000000200${n}`, text: `gardening tip ${n}` },
			24 * 60 * 20 + n,
		);
});

const search = (operation: string, extra: Record<string, unknown>, authentication = 'oAuth1') =>
	run({ authentication, resource: 'post', operation, query: 'rocket', ...NO_FIELDS, ...extra });

describe('Post Search Recent', () => {
	// (The seeded posts have no conversation_id; created ones do, and it is asked for above.)
	test("a new node's result carries the post's time, author, metrics and language", async () => {
		const { items, error } = await run({
			authentication: 'oAuth1',
			resource: 'post',
			operation: 'searchRecent',
			query: 'rocket',
			limit: 2,
		});
		expect(error).toBeUndefined();
		expect(requests()[0].query).toEqual({
			query: 'rocket',
			max_results: '10',
			'post.fields': 'author_id,conversation_id,created_at,lang,public_metrics',
			expansions: 'author_id',
			'user.fields': 'created_at,description,public_metrics',
		});
		expect(items).toHaveLength(2);
		for (const { json } of items) {
			expect(json).toEqual(
				expect.objectContaining({
					created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
					author_id: expect.any(String),
					author: expect.objectContaining({ id: json.author_id, username: expect.any(String) }),
					public_metrics: expect.objectContaining({ like_count: expect.any(Number) }),
					lang: expect.any(String),
				}),
			);
		}
	});

	test('Return All follows next_token with max_results=100 over 3 pages', async () => {
		const { items, error } = await search('searchRecent', { returnAll: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(250);
		expect(items[0].json).toEqual({ id: '1500000000000001249', text: 'rocket launch number 249' });
		expect(items[249].json.id).toBe('1500000000000001000');
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/posts/search/recent',
				query: { query: 'rocket', max_results: '100' },
				body: undefined,
			},
			{
				method: 'GET',
				path: '/2/posts/search/recent',
				query: { query: 'rocket', max_results: '100', pagination_token: expect.any(String) },
				body: undefined,
			},
			{
				method: 'GET',
				path: '/2/posts/search/recent',
				query: { query: 'rocket', max_results: '100', pagination_token: expect.any(String) },
				body: undefined,
			},
		]);
	});

	test('a Limit under 10 asks for the smallest page the platform allows (10) and keeps Limit', async () => {
		const { items } = await search('searchRecent', { returnAll: false, limit: 3 });
		expect(items.map((item) => item.json.id)).toEqual([
			'1500000000000001249',
			'1500000000000001248',
			'1500000000000001247',
		]);
		expect(requests().map((request) => request.query)).toEqual([
			{ query: 'rocket', max_results: '10' },
		]);
	});

	test('a Limit of 150 takes a page of 100 and one of 50', async () => {
		const { items } = await search('searchRecent', { returnAll: false, limit: 150 });
		expect(items).toHaveLength(150);
		expect(requests().map((request) => request.query.max_results)).toEqual(['100', '50']);
	});

	test('filters become start_time, end_time (RFC 3339 UTC), since_id, until_id and sort_order', async () => {
		const start = new Date(Date.now() - 100 * 60_000).toISOString();
		const end = new Date(Date.now() - 90 * 60_000).toISOString();
		const { items, error } = await search('searchRecent', {
			query: 'rocket from:platformdev',
			limit: 50,
			filters: {
				startTime: start,
				endTime: end,
				sinceId: '1500000000000001000',
				untilId: '1500000000000001240',
				sortOrder: 'relevancy',
			},
			postFields: ['author_id'],
			expansions: ['author_id'],
		});
		expect(error).toBeUndefined();
		expect(requests()[0].query).toEqual({
			query: 'rocket from:platformdev',
			max_results: '50',
			start_time: start.replace(/\.\d{3}Z$/, 'Z'),
			end_time: end.replace(/\.\d{3}Z$/, 'Z'),
			since_id: '1500000000000001000',
			until_id: '1500000000000001240',
			sort_order: 'relevancy',
			'post.fields': 'author_id',
			expansions: 'author_id',
		});
		expect(items.length).toBeGreaterThan(0);
		for (const item of items)
			expect(item.json).toEqual(
				expect.objectContaining({ author_id: OTHER_USER.id, author: OTHER_USER }),
			);
	});

	test('a date picked without a zone is read in the workflow time zone', async () => {
		await search('searchRecent', { limit: 10, filters: { startTime: '2026-07-01T09:00:00' } });
		// Rejected by the platform as older than 7 days, but the request shows the conversion (New York, summer).
		expect(requests()[0].query.start_time).toBe('2026-07-01T13:00:00Z');
	});

	test('no match answers only meta: no items', async () => {
		const { items, error } = await search('searchRecent', { query: 'submarine' });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	test('Full Response returns each page whole, with its meta and includes', async () => {
		const { items } = await search('searchRecent', {
			returnAll: true,
			output: 'response',
			expansions: ['author_id'],
			postFields: ['author_id'],
		});
		expect(items).toHaveLength(3);
		expect(items.map((item) => (item.json.data as unknown[]).length)).toEqual([100, 100, 50]);
		expect(items[0].json.includes).toEqual({
			users: [OTHER_USER, expect.objectContaining({ id: emulator().seed.userId })],
		});
		expect(items[0].json.meta).toEqual(
			expect.objectContaining({
				result_count: 100,
				next_token: expect.any(String),
				newest_id: '1500000000000001249',
			}),
		);
		expect(items[2].json.meta).not.toHaveProperty('next_token');
	});
});

describe('Post Search All', () => {
	test('searches the full archive with an app-only credential', async () => {
		const { items, error } = await search(
			'searchAll',
			{ query: 'gardening', limit: 20 },
			'bearerToken',
		);
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/posts/search/all',
				query: { query: 'gardening', max_results: '20' },
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json.id)).toEqual([
			'1500000000000002000',
			'1500000000000002001',
			'1500000000000002002',
			'1500000000000002003',
			'1500000000000002004',
		]);
	});

	test('Return All asks for pages of 500: 250 posts in one request', async () => {
		const { items } = await search('searchAll', { returnAll: true }, 'appOnly');
		expect(items).toHaveLength(250);
		const sent = requests().filter((request) => request.path === '/2/posts/search/all');
		expect(sent.map((request) => request.query.max_results)).toEqual(['500']);
	});

	test('a user-context credential is refused before sending, naming the kinds that work', async () => {
		const { error } = await search('searchAll', {});
		expect(error?.message).toBe(
			'Item 1: Post > Search All needs a Platform App-Only API or Platform Bearer Token API credential',
		);
		expect(requests()).toEqual([]);
	});
});

describe('Post Count Recent and Count All', () => {
	test('Count Recent sends query, granularity and filters; returns the total and the buckets', async () => {
		const start = new Date(Date.now() - 5 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
		const { items, error } = await run({
			authentication: 'bearerToken',
			resource: 'post',
			operation: 'countRecent',
			query: 'rocket',
			granularity: 'hour',
			filters: { startTime: start },
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/posts/counts/recent',
				query: { query: 'rocket', granularity: 'hour', start_time: start },
				body: undefined,
			},
		]);
		const { total_post_count, data } = items[0].json as {
			total_post_count: number;
			data: Array<{ post_count: number; start: string }>;
		};
		expect(items).toHaveLength(1);
		expect(total_post_count).toBe(250);
		expect(data.reduce((sum, bucket) => sum + bucket.post_count, 0)).toBe(250);
		expect(data[0]).toEqual({
			start: expect.any(String),
			end: expect.any(String),
			post_count: expect.any(Number),
		});
	});

	test('Count All follows next_token across pages and sums the totals', async () => {
		const start = new Date(Date.now() - 40 * 24 * 3_600_000)
			.toISOString()
			.replace(/\.\d{3}Z$/, 'Z');
		const { items, error } = await run({
			authentication: 'bearerToken',
			resource: 'post',
			operation: 'countAll',
			query: 'gardening',
			granularity: 'day',
			filters: { startTime: start },
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/posts/counts/all',
				query: { query: 'gardening', granularity: 'day', start_time: start },
				body: undefined,
			},
			{
				method: 'GET',
				path: '/2/posts/counts/all',
				query: {
					query: 'gardening',
					granularity: 'day',
					start_time: start,
					pagination_token: expect.any(String),
				},
				body: undefined,
			},
		]);
		expect(items).toHaveLength(1);
		expect(items[0].json.total_post_count).toBe(5);
		expect((items[0].json.data as unknown[]).length).toBe(41);
	});
});
