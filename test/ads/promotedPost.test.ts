import { accountPostId } from '../emulator/accountPosts';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const PATH = `/ads/12/accounts/${ACCOUNT}/promoted_posts`;
const promoted = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'promotedPost', operation, accountId: byId(ACCOUNT), ...extra });

/** Input items of posts (and line items) for Create, read by expressions. */
const items = (posts: Array<{ post: string; lineItem?: string }>) =>
	posts.map((json) => ({ json: { lineItem: '8v7jo', ...json } }));
/** Create as it batches, without looking for posts promoted already (Find Before Create below). */
const promote = (
	posts: Array<{ post: string; lineItem?: string }>,
	options: { continueOnFail?: boolean } = {},
	findBeforeCreate = false,
) =>
	run(
		{
			resource: 'promotedPost',
			operation: 'create',
			accountId: byId(ACCOUNT),
			lineItemId: byId('={{ $json.lineItem }}'),
			postId: '={{ $json.post }}',
			findBeforeCreate,
		},
		{ items: items(posts), ...options },
	);
const postIds = (from: number, to: number) =>
	Array.from({ length: to - from }, (_, n) => accountPostId(from + n));

describe('Create', () => {
	test('120 items for one line item: 3 requests of 50, 50 and 20 posts, one output per item', async () => {
		const result = await promote(postIds(0, 120).map((post) => ({ post })));
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: { line_item_id: '8v7jo', post_ids: postIds(0, 50).join(',') },
			},
			{
				method: 'POST',
				path: PATH,
				query: { line_item_id: '8v7jo', post_ids: postIds(50, 100).join(',') },
			},
			{
				method: 'POST',
				path: PATH,
				query: { line_item_id: '8v7jo', post_ids: postIds(100, 120).join(',') },
			},
		]);
		expect(result.items).toHaveLength(120);
		result.items.forEach((item, index) => {
			expect(item.pairedItem).toEqual({ item: index });
			expect(item.json).toEqual(
				expect.objectContaining({
					line_item_id: '8v7jo',
					post_id: accountPostId(index),
					entity_status: 'ACTIVE',
					deleted: false,
				}),
			);
		});
	});

	test('consecutive items of the same line item share a request; a change of line item starts one', async () => {
		const result = await promote([
			{ post: accountPostId(10) },
			{ post: accountPostId(11) },
			{ post: accountPostId(12), lineItem: '8v7jp' },
			{ post: accountPostId(13) },
		]);
		expect(requests().map((request) => request.query)).toEqual([
			{ line_item_id: '8v7jo', post_ids: `${accountPostId(10)},${accountPostId(11)}` },
			{ line_item_id: '8v7jp', post_ids: accountPostId(12) },
			{ line_item_id: '8v7jo', post_ids: accountPostId(13) },
		]);
		expect(json(result).map((record) => record.line_item_id)).toEqual([
			'8v7jo',
			'8v7jo',
			'8v7jp',
			'8v7jo',
		]);
	});

	test('a refused request fails exactly its own items; Continue On Fail keeps the others', async () => {
		const posts = postIds(0, 120).map((post) => ({ post }));
		posts[70] = { post: '1999999999999999999' };
		const result = await promote(posts, { continueOnFail: true });
		expect(requests()).toHaveLength(3);
		const output = json(result);
		expect(output).toHaveLength(120);
		const failed = output.flatMap((record, index) => ('error' in record ? [index] : []));
		expect(failed).toEqual(Array.from({ length: 50 }, (_, n) => 50 + n));
		expect(output[50].error).toBe(
			'Items 51 to 100 (one request): Post 1999999999999999999 was not found among the posts this account can promote (HTTP 404, POST_NOT_FOUND)',
		);
		expect(output[0]).toEqual(expect.objectContaining({ post_id: accountPostId(0) }));
		expect(output[119]).toEqual(expect.objectContaining({ post_id: accountPostId(119) }));
		expect(result.items[70].pairedItem).toEqual({ item: 70 });
	});

	test('without Continue On Fail, a refused request stops the node and no later request is sent', async () => {
		const posts = postIds(0, 60).map((post) => ({ post }));
		posts[3] = { post: '1999999999999999999' };
		const result = await promote(posts);
		expect(result.error?.message).toMatch(
			/^Items 1 to 50 \(one request\): Post 1999999999999999999/,
		);
		expect(requests()).toHaveLength(1);
	});
});

test.each([
	[{ post: 'abc' }, 'Post must be a numeric ID of 1 to 19 digits, got "abc"'],
	[{ post: '' }, 'Post is required'],
	[
		{ post: '12345678901234567890' },
		'Post must be a numeric ID of 1 to 19 digits, got "12345678901234567890"',
	],
	[
		{ post: '1610000000000000000', lineItem: '8v 7jo' },
		'Line Item must be an ID of letters and digits, got "8v 7jo"',
	],
	[{ post: '1610000000000000000', lineItem: '' }, 'Line Item is required'],
])('Create refuses item 3 with %j before any request', async (bad, message) => {
	const posts = [{ post: accountPostId(0) }, { post: accountPostId(1) }, bad];
	const result = await promote(posts);
	expect(result.error?.message).toBe(`Item 3: ${message}`);
	expect(requests()).toEqual([]);
});

test('under Continue On Fail a bad item becomes its error item and the others are sent', async () => {
	const result = await promote(
		[{ post: accountPostId(0) }, { post: 'x' }, { post: accountPostId(1) }],
		{
			continueOnFail: true,
		},
	);
	expect(json(result)).toEqual([
		expect.objectContaining({ post_id: accountPostId(0) }),
		{ error: 'Item 2: Post must be a numeric ID of 1 to 19 digits, got "x"' },
		expect.objectContaining({ post_id: accountPostId(1) }),
	]);
	expect(requests().map((request) => request.query)).toEqual([
		{ line_item_id: '8v7jo', post_ids: `${accountPostId(0)},${accountPostId(1)}` },
	]);
});

describe('Create: Find Before Create', () => {
	// Seeded: the account's first two posts are promoted with 8v7jo (1efwlo, 1efwlp).
	const twoPosts = [{ post: accountPostId(0) }, { post: accountPostId(5) }];
	const LOOKUP = { method: 'GET', path: PATH, query: { count: '1000', line_item_ids: '8v7jo' } };

	test('on by default: a post promoted already comes back found, the other is promoted; a re-run sends no POST', async () => {
		const parameters = {
			resource: 'promotedPost',
			operation: 'create',
			accountId: byId(ACCOUNT),
			lineItemId: byId('8v7jo'),
			postId: '={{ $json.post }}',
		};
		const first = await run(parameters, { items: items(twoPosts) });
		expect(first.error).toBeUndefined();
		expect(requests()).toEqual([
			LOOKUP,
			{ method: 'POST', path: PATH, query: { line_item_id: '8v7jo', post_ids: accountPostId(5) } },
		]);
		const [found, created] = json(first);
		expect(found).toEqual(
			expect.objectContaining({ id: '1efwlo', post_id: accountPostId(0), foundExisting: true }),
		);
		expect(created).toEqual(expect.objectContaining({ post_id: accountPostId(5) }));
		expect(created.foundExisting).toBeUndefined();
		expect(first.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);

		const again = await run(parameters, { items: items(twoPosts) });
		expect(requests().slice(2)).toEqual([LOOKUP]);
		expect(json(again)).toEqual([
			expect.objectContaining({ id: '1efwlo', foundExisting: true }),
			expect.objectContaining({ id: created.id, foundExisting: true }),
		]);
	});

	test('a deleted promoted post is not returned: the post is promoted again', async () => {
		await promoted('delete', { promotedPostId: byId('1efwlo') });
		const result = await promote([{ post: accountPostId(0) }], {}, true);
		expect(requests().slice(1)).toEqual([
			LOOKUP,
			{ method: 'POST', path: PATH, query: { line_item_id: '8v7jo', post_ids: accountPostId(0) } },
		]);
		expect(json(result)[0].id).not.toBe('1efwlo');
		expect(json(result)[0].foundExisting).toBeUndefined();
	});

	test('off: the post promoted already is promoted a second time, without a look-up', async () => {
		const result = await promote(twoPosts);
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: { line_item_id: '8v7jo', post_ids: `${accountPostId(0)},${accountPostId(5)}` },
			},
		]);
		expect(json(result)[0]).toEqual(expect.objectContaining({ post_id: accountPostId(0) }));
		expect(json(result)[0].id).not.toBe('1efwlo');
	});
});

describe('Get, Get Many, Delete', () => {
	test('Get Many filters by line item and ids, sorted', async () => {
		const result = await promoted('getAll', {
			returnAll: true,
			listOptions: {
				lineItemIds: '8v7jo',
				promotedPostIds: '1efwlo,1efwlp',
				sortBy: 'created_at-desc',
			},
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: {
					count: '1000',
					line_item_ids: '8v7jo',
					promoted_post_ids: '1efwlo,1efwlp',
					sort_by: 'created_at-desc',
				},
			},
		]);
		expect(json(result).map((record) => [record.id, record.post_id])).toEqual([
			['1efwlp', accountPostId(1)],
			['1efwlo', accountPostId(0)],
		]);
	});

	test('Delete takes the promoted post’s id; Get then finds it only With Deleted', async () => {
		const deleted = await promoted('delete', { promotedPostId: byId('1efwlq') });
		expect(json(deleted)).toEqual([expect.objectContaining({ id: '1efwlq', deleted: true })]);
		const gone = await promoted('get', { promotedPostId: byId('1efwlq') });
		expect(gone.error?.message).toMatch(/^Promoted post 1efwlq was not found/);
		const found = await promoted('get', {
			promotedPostId: byId('1efwlq'),
			getOptions: { withDeleted: true },
		});
		expect(json(found)).toEqual([expect.objectContaining({ id: '1efwlq', deleted: true })]);
		const byPostId = await promoted('delete', { promotedPostId: byId(accountPostId(2)) });
		expect(byPostId.error?.message).toBe(
			'The promoted post was not found: it is already deleted or the ID is wrong',
		);
		expect(requests()).toEqual([
			{ method: 'DELETE', path: `${PATH}/1efwlq`, query: {} },
			{ method: 'GET', path: `${PATH}/1efwlq`, query: {} },
			{ method: 'GET', path: `${PATH}/1efwlq`, query: { with_deleted: 'true' } },
			{ method: 'DELETE', path: `${PATH}/${accountPostId(2)}`, query: {} },
		]);
	});

	test.each([
		[
			{ listOptions: { lineItemIds: 'a,b c' } },
			'Line Item IDs must hold IDs of letters and digits; "b c" is not one',
		],
		[
			{
				listOptions: { promotedPostIds: Array.from({ length: 201 }, (_, n) => `p${n}`).join(',') },
			},
			'Promoted Post IDs allows at most 200 entries (it has 201)',
		],
		[
			{ listOptions: { sortBy: 'newest' } },
			'Sort By must be an attribute and a direction such as created_at-asc or name-desc, got "newest"',
		],
		[
			{ returnAll: true, listOptions: { withTotalCount: true } },
			'With Total Count cannot be used with Return All: the next pages need cursor, which the platform refuses together with with_total_count. Turn off Return All (Limit at most 1000) or With Total Count',
		],
	])('Get Many refuses %j before sending', async (extra, message) => {
		const result = await promoted('getAll', { limit: 5, ...extra });
		expect(result.error?.message).toBe(`Item 1: ${message}`);
		expect(requests()).toEqual([]);
	});
});
