import { nodeHarness } from '../helpers/nodeHarness';

const { run, requests } = nodeHarness('core');

describe('News Search', () => {
	test('sends query, max_results, max_age_hours and news.fields; one item per story', async () => {
		const { items, error } = await run({
			resource: 'news',
			operation: 'search',
			query: 'rocket',
			limit: 5,
			maxAgeHours: 720,
			newsFields: ['category', 'summary'],
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/news/search',
				query: {
					query: 'rocket',
					max_results: '5',
					max_age_hours: '720',
					'news.fields': 'category,summary',
				},
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{
				id: '1900000000000000001',
				name: 'Rocket lands on drone ship',
				category: 'Science',
				summary: 'A reusable booster landed at sea after launch.',
			},
			{
				id: '1900000000000000003',
				name: 'New rocket engine test',
				category: 'Science',
				summary: 'An engine test fired for ten minutes.',
			},
		]);
	});

	test('defaults: 50 results, a week back; stories older than that are left out', async () => {
		const { items } = await run({ resource: 'news', operation: 'search', query: 'rocket' });
		expect(requests()[0].query).toEqual({
			query: 'rocket',
			max_results: '50',
			max_age_hours: '168',
		});
		expect(items.map((item) => item.json)).toEqual([
			{ id: '1900000000000000001', name: 'Rocket lands on drone ship' },
		]);
	});

	test('no story matches: no items', async () => {
		const { items, error } = await run({ resource: 'news', operation: 'search', query: 'volcano' });
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});
});

describe('News Get', () => {
	test('sends GET /2/news/{id} with news.fields and returns the story', async () => {
		const { items, error } = await run({
			resource: 'news',
			operation: 'get',
			newsId: '1900000000000000002',
			newsFields: ['keywords'],
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/news/1900000000000000002',
				query: { 'news.fields': 'keywords' },
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{
				id: '1900000000000000002',
				name: 'Markets rally on rate news',
				keywords: ['markets', 'rates'],
			},
		]);
	});

	test('an unknown story fails with resource-not-found', async () => {
		const { error } = await run({
			resource: 'news',
			operation: 'get',
			newsId: '1900000000000009999',
		});
		expect(error?.message).toBe(
			'No news has the ID 1900000000000009999 (HTTP 404, resource-not-found)',
		);
	});
});
