import { accountMedia, SEEDED_ACCOUNT_MEDIA } from '../emulator/routes/adsAccountMedia';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/account_media`;
const media = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'accountMedia', operation, accountId: byId(ACCOUNT), ...extra });

describe('Get Many', () => {
	test('Return All over 3 pages of 1,000, without the deleted records', async () => {
		const result = await media('getAll', { returnAll: true });
		const records = accountMedia(emulator().state).filter(
			(record) => record.account_id === ACCOUNT,
		);
		expect(records).toHaveLength(SEEDED_ACCOUNT_MEDIA);
		expect(result.items).toHaveLength(records.filter((record) => !record.deleted).length);
		expect(json(result).some((record) => record.deleted)).toBe(false);
		expect(json(result)[0]).toEqual({
			id: 'am0',
			video_id: null,
			media_url: 'https://media.platform.example/account_media/am0.jpg',
			creative_type: 'BANNER',
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

	test('account_media_ids, creative_types (a comma list), with_deleted, sort_by and with_total_count', async () => {
		const result = await media('getAll', {
			limit: 10,
			output: 'response',
			listOptions: {
				accountMediaIds: ' am7 , am8,amm7 ,am9',
				creativeTypes: ['PREROLL', 'VAST_PREROLL'],
				withDeleted: true,
				sortBy: 'created_at-desc',
				withTotalCount: true,
			},
		});
		const query = {
			account_media_ids: 'am7,am8,amm7,am9',
			creative_types: 'PREROLL,VAST_PREROLL',
			count: '10',
			with_deleted: 'true',
			sort_by: 'created_at-desc',
			with_total_count: 'true',
		};
		expect(requests()).toEqual([{ method: 'GET', path: PATH, query }]);
		// Seeded record n has creative type n % 9 (7 PREROLL, 8 VAST_PREROLL, 0 BANNER); amm7 (799) is a deleted PREROLL.
		const [page] = json(result) as Array<{
			data: Array<{ id: string; creative_type: string; deleted: boolean }>;
			total_count: number;
		}>;
		expect(page.data.map((record) => [record.id, record.creative_type, record.deleted])).toEqual([
			['amm7', 'PREROLL', true],
			['am8', 'VAST_PREROLL', false],
			['am7', 'PREROLL', false],
		]);
		expect(page.total_count).toBe(3);
	});

	test('a creative type set by an expression as text is checked and sent as a comma list', async () => {
		const result = await media('getAll', {
			limit: 3,
			listOptions: { creativeTypes: '={{ "BANNER, INTERSTITIAL" }}' },
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { creative_types: 'BANNER,INTERSTITIAL', count: '3' } },
		]);
		expect(json(result).map((record) => record.creative_type)).toEqual([
			'BANNER',
			'INTERSTITIAL',
			'BANNER',
		]);
	});
});

describe('Get Many refuses before sending', () => {
	test('with_total_count with Return All', async () => {
		const result = await media('getAll', {
			returnAll: true,
			listOptions: { withTotalCount: true },
		});
		expect(result.error?.message).toMatch(
			/^Item 1: With Total Count cannot be used with Return All/,
		);
		expect(requests()).toEqual([]);
	});
});

test('the emulator refuses what the node refuses (more than 200 ids, unknown creative types)', async () => {
	const ids = Array.from({ length: 201 }, (_, n) => `am${n}`).join(',');
	expect(
		(
			await signedRequest(
				'GET',
				`${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/account_media?account_media_ids=${ids}`,
			)
		).statusCode,
	).toBe(400);
	expect(
		(
			await signedRequest(
				'GET',
				`${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/account_media?creative_types=VIDEO`,
			)
		).statusCode,
	).toBe(400);
});

test('Get sends with_deleted and returns the record', async () => {
	const result = await media('get', {
		accountMediaId: byId('am2r'),
		getOptions: { withDeleted: true },
	});
	expect(requests()).toEqual([
		{ method: 'GET', path: `${PATH}/am2r`, query: { with_deleted: 'true' } },
	]);
	expect(json(result)).toEqual([expect.objectContaining({ id: 'am2r', deleted: true })]);
});

test('Get of a deleted record without with_deleted is not found', async () => {
	const result = await media('get', { accountMediaId: byId('am2r') });
	expect(result.error?.message).toBe('Account media am2r was not found (HTTP 404, NOT_FOUND)');
	expect(requests()).toEqual([{ method: 'GET', path: `${PATH}/am2r`, query: {} }]);
});

test('Delete returns the record with deleted=true; it then leaves the list', async () => {
	const result = await media('delete', { accountMediaId: fromList('am3') });
	expect(requests()).toEqual([{ method: 'DELETE', path: `${PATH}/am3`, query: {} }]);
	expect(json(result)).toEqual([
		expect.objectContaining({ id: 'am3', creative_type: 'INTERSTITIAL_LANDSCAPE', deleted: true }),
	]);
	const list = await media('getAll', { limit: 5 });
	expect(json(list).map((record) => record.id)).toEqual(['am0', 'am1', 'am2', 'am4', 'am5']);
});

test('an ID that is not one is refused before sending', async () => {
	const result = await media('get', { accountMediaId: byId('={{ "am/../x" }}') });
	expect(result.error?.message).toBe(
		'Item 1: Account Media must be an ID of letters and digits, got "am/../x"',
	);
	expect(requests()).toEqual([]);
});

test('continueOnFail: an unknown record fails its item with the platform message, the others run', async () => {
	const result = await run(
		{
			resource: 'accountMedia',
			operation: 'get',
			accountId: byId(ACCOUNT),
			accountMediaId: byId('={{ $json.id }}'),
		},
		{ items: [{ json: { id: 'nosuch' } }, { json: { id: 'am5' } }], continueOnFail: true },
	);
	expect(json(result)).toEqual([
		{ error: 'Account media nosuch was not found (HTTP 404, NOT_FOUND)' },
		expect.objectContaining({ id: 'am5' }),
	]);
	expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
});
