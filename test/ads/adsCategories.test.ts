import { CONTENT_CATEGORIES, IAB_CATEGORIES } from '../emulator/routes/adsIabCategories';
import { json, nodeHarness } from '../helpers/nodeHarness';

const { run, requests } = nodeHarness('ads');

test('IAB Category: Get Many with Return All reads every page', async () => {
	const result = await run({ resource: 'iabCategory', operation: 'getAll', returnAll: true });
	expect(json(result)).toEqual(IAB_CATEGORIES);
	expect(IAB_CATEGORIES.length).toBeGreaterThanOrEqual(30);
	expect(json(result)).toContainEqual({
		id: 'IAB2-3',
		parent_id: 'IAB2',
		name: 'Buying/Selling Cars',
	});
	expect(requests()).toEqual([
		{ method: 'GET', path: '/ads/12/iab_categories', query: { count: '1000' } },
	]);
});

test('IAB Category: a Limit asks for pages of that size and follows the cursor', async () => {
	const result = await run({ resource: 'iabCategory', operation: 'getAll', limit: 3 });
	expect(json(result).map((category) => category.id)).toEqual(['IAB1', 'IAB1-1', 'IAB1-2']);
	expect(requests()).toEqual([
		{ method: 'GET', path: '/ads/12/iab_categories', query: { count: '3' } },
	]);
});

test('Content Category: Get Many sends nothing and returns each category with its IAB codes', async () => {
	const result = await run({ resource: 'contentCategory', operation: 'getAll' });
	expect(json(result)).toEqual(CONTENT_CATEGORIES);
	expect(json(result)[1]).toEqual(
		expect.objectContaining({ name: 'Automotive', iab_categories: ['IAB2', 'IAB2-4', 'IAB2-5'] }),
	);
	expect(requests()).toEqual([{ method: 'GET', path: '/ads/12/content_categories', query: {} }]);
	const full = await run({ resource: 'contentCategory', operation: 'getAll', output: 'response' });
	expect(json(full)[0]).toEqual(
		expect.objectContaining({ total_count: CONTENT_CATEGORIES.length }),
	);
});
