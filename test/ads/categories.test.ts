import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { run, requests } = nodeHarness('ads');

test('Business Category Get Many: one request without parameters, one item per category', async () => {
	const result = await run({ resource: 'businessCategory', operation: 'getAll' });
	expect(requests()).toEqual([
		{ method: 'GET', path: '/ads/12/advertiser_business_categories', query: {} },
	]);
	expect(json(result)).toEqual([
		{ id: '1', name: 'Automotive', iab_categories: ['IAB2'] },
		{ id: '2', name: 'Books and Literature', iab_categories: ['IAB1-1'] },
		{ id: '3', name: 'Business', iab_categories: ['IAB3', 'IAB3-1'] },
	]);
});

describe('Curated Category', () => {
	test('Get Many sends country_codes; the envelope echoes them and carries total_count', async () => {
		const result = await run({
			resource: 'curatedCategory',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			filters: { country_codes: 'GB' },
			output: 'response',
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `/ads/12/accounts/${ACCOUNT}/curated_categories`,
				query: { country_codes: 'GB' },
			},
		]);
		expect(json(result)).toEqual([
			{
				data: [
					expect.objectContaining({ id: '1a', name: 'Sports' }),
					expect.objectContaining({ id: '1c', name: 'Gaming' }),
				],
				request: { params: { country_codes: 'GB' } },
				total_count: 2,
				next_cursor: null,
			},
		]);
	});

	test('Get Many without filter: one item per category', async () => {
		const result = await run({
			resource: 'curatedCategory',
			operation: 'getAll',
			accountId: fromList(ACCOUNT),
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/curated_categories`, query: {} },
		]);
		expect(json(result).map((category) => category.id)).toEqual(['1a', '1b', '1c']);
	});

	test('Get Many refuses country codes that are not two letters, before sending', async () => {
		const result = await run({
			resource: 'curatedCategory',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			filters: { country_codes: 'USA' },
		});
		expect(result.error?.message).toBe(
			'Item 1: Country Codes must hold two-letter country codes such as US,GB; "USA" is not one',
		);
		expect(requests()).toEqual([]);
	});

	test('Get returns one category', async () => {
		const result = await run({
			resource: 'curatedCategory',
			operation: 'get',
			accountId: byId(ACCOUNT),
			curatedCategoryId: fromList('1b'),
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/curated_categories/1b`, query: {} },
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: '1b',
				name: 'Music',
				country_codes: ['US'],
				videos_monetized_in_last_thirty_days: 120,
			}),
		]);
	});

	test('Get of an unknown category: the platform 404 as the mapped message', async () => {
		const result = await run({
			resource: 'curatedCategory',
			operation: 'get',
			accountId: byId(ACCOUNT),
			curatedCategoryId: byId('zz'),
		});
		expect(result.error?.message).toBe('Curated category zz was not found (HTTP 404, NOT_FOUND)');
	});
});
