import {
	lineItemCuratedCategories,
	SEEDED_LICC,
} from '../emulator/routes/adsLineItemCuratedCategories';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/line_item_curated_categories`;
const licc = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'lineItemCuratedCategory', operation, accountId: byId(ACCOUNT), ...extra });

describe('Get Many', () => {
	test('Return All over 3 pages of 1,000, without the deleted records', async () => {
		const result = await licc('getAll', { returnAll: true });
		const deleted = lineItemCuratedCategories(emulator().state).filter(
			(record) => record.deleted,
		).length;
		expect(result.items).toHaveLength(SEEDED_LICC - deleted);
		expect(json(result).some((record) => record.deleted)).toBe(false);
		expect(json(result)[0]).toEqual({
			id: 'licc0',
			line_item_id: '8v7jo',
			curated_category_id: '1a',
			created_at: '2026-01-01T00:00:00Z',
			updated_at: '2026-01-01T00:00:00Z',
			deleted: false,
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String) } },
			{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String) } },
		]);
	});

	test('with_deleted and sort_by; Return Full Response gives one envelope per page', async () => {
		const result = await licc('getAll', {
			limit: 100,
			output: 'response',
			listOptions: { withDeleted: true, sortBy: 'created_at-desc' },
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: { count: '100', with_deleted: 'true', sort_by: 'created_at-desc' },
			},
		]);
		const [page] = json(result) as Array<{
			data: Array<{ id: string; deleted: boolean }>;
			next_cursor: string;
			request: unknown;
		}>;
		expect(json(result)).toHaveLength(1);
		expect(page.request).toEqual({
			params: { count: '100', with_deleted: 'true', sort_by: 'created_at-desc' },
		});
		expect(page.next_cursor).toEqual(expect.any(String));
		expect(page.data[0].id).toBe(`licc${(SEEDED_LICC - 1).toString(36)}`);
		expect(page.data.some((record) => record.deleted)).toBe(true);
	});
});

test('Get sends with_deleted and returns the record', async () => {
	const result = await licc('get', {
		lineItemCuratedCategoryId: byId('licc2r'),
		getOptions: { withDeleted: true },
	});
	expect(requests()).toEqual([
		{ method: 'GET', path: `${PATH}/licc2r`, query: { with_deleted: 'true' } },
	]);
	expect(json(result)).toEqual([expect.objectContaining({ id: 'licc2r', deleted: true })]);
});

test('Create sends curated_category_id and line_item_id as query parameters', async () => {
	const result = await licc('create', {
		linkCuratedCategoryId: fromList('1c'),
		linkLineItemId: byId('8v7jo'),
	});
	expect(requests()).toEqual([
		{ method: 'POST', path: PATH, query: { curated_category_id: '1c', line_item_id: '8v7jo' } },
	]);
	expect(json(result)).toEqual([
		expect.objectContaining({
			id: expect.stringMatching(/^licc/),
			curated_category_id: '1c',
			line_item_id: '8v7jo',
			deleted: false,
		}),
	]);
});

test('Update sends only what is given', async () => {
	const result = await licc('update', {
		lineItemCuratedCategoryId: byId('licc1'),
		linkCuratedCategoryId: byId('1a'),
		linkLineItemId: byId(''),
	});
	expect(requests()).toEqual([
		{ method: 'PUT', path: `${PATH}/licc1`, query: { curated_category_id: '1a' } },
	]);
	expect(json(result)).toEqual([
		expect.objectContaining({ id: 'licc1', curated_category_id: '1a', line_item_id: '8v7jp' }),
	]);
});

test('Delete returns the record with deleted=true; it then leaves the list', async () => {
	const result = await licc('delete', { lineItemCuratedCategoryId: byId('licc2') });
	expect(requests()).toEqual([{ method: 'DELETE', path: `${PATH}/licc2`, query: {} }]);
	expect(json(result)).toEqual([expect.objectContaining({ id: 'licc2', deleted: true })]);
	const list = await licc('getAll', { limit: 5 });
	expect(json(list).map((record) => record.id)).toEqual([
		'licc0',
		'licc1',
		'licc3',
		'licc4',
		'licc5',
	]);
});

test('continueOnFail: an unknown record fails its item with the platform message, the others run', async () => {
	const result = await run(
		{
			resource: 'lineItemCuratedCategory',
			operation: 'get',
			accountId: byId(ACCOUNT),
			lineItemCuratedCategoryId: byId('={{ $json.id }}'),
		},
		{ items: [{ json: { id: 'nosuch' } }, { json: { id: 'licc5' } }], continueOnFail: true },
	);
	expect(json(result)).toEqual([
		{ error: 'Line item curated category nosuch was not found (HTTP 404, NOT_FOUND)' },
		expect.objectContaining({ id: 'licc5' }),
	]);
});
