import { nodeHarness } from '../helpers/nodeHarness';
import { OTHER_USER, seedMedia, seedPost } from './postFixtures';
import { NO_FIELDS } from './noFields';

const { emulator, run, requests } = nodeHarness('core');
beforeAll(() => {
	seedMedia(emulator(), '1455952740635586573');
	seedPost(emulator(), {
		id: '1500000000000000101',
		text: 'hello world',
		author_id: OTHER_USER.id,
		attachments: { media_keys: ['3_1455952740635586573'] },
	});
	seedPost(emulator(), { id: '1500000000000000102', text: 'second post' });
});

const get = (extra: Record<string, unknown>, options = {}) =>
	run(
		{
			resource: 'post',
			operation: 'get',
			postId: { __rl: true, mode: 'id', value: '1500000000000000101' },
			...NO_FIELDS,
			...extra,
		},
		options,
	);

describe('Post Get', () => {
	test('without fields sends no field parameters and returns only id and text', async () => {
		const { items, error } = await get({});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/posts/1500000000000000101', query: {}, body: undefined },
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ id: '1500000000000000101', text: 'hello world' },
		]);
	});

	test('by URL, with fields and expansions, merges the author and the media into the post', async () => {
		const { items, error } = await get({
			postId: {
				__rl: true,
				mode: 'url',
				value: 'https://example.com/platformdev/status/1500000000000000101?s=20',
			},
			postFields: ['author_id', 'attachments', 'lang'],
			expansions: ['attachments.media_keys', 'author_id'],
			mediaFields: ['width', 'url'],
			userFields: ['verified'],
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/posts/1500000000000000101',
				query: {
					'post.fields': 'author_id,attachments,lang',
					expansions: 'attachments.media_keys,author_id',
					'media.fields': 'width,url',
					'user.fields': 'verified',
				},
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{
				id: '1500000000000000101',
				text: 'hello world',
				author_id: OTHER_USER.id,
				attachments: { media_keys: ['3_1455952740635586573'] },
				lang: 'en',
				author: { ...OTHER_USER, verified: true },
				media: [
					{
						media_key: '3_1455952740635586573',
						type: 'photo',
						width: 640,
						url: 'https://media.example/1455952740635586573.jpg',
					},
				],
			},
		]);
	});

	test('Full Response keeps data and includes apart, as the platform answers', async () => {
		const { items } = await get({
			expansions: ['author_id'],
			postFields: ['author_id'],
			output: 'response',
		});
		expect(items.map((item) => item.json)).toEqual([
			{
				data: { id: '1500000000000000101', text: 'hello world', author_id: OTHER_USER.id },
				includes: { users: [OTHER_USER] },
			},
		]);
	});

	test('an unknown post fails with the resource-not-found problem', async () => {
		const { error } = await get({
			postId: { __rl: true, mode: 'id', value: '1500000000000009999' },
		});
		// Said once: the post in the message, the fix in the description.
		expect(error?.message).toBe(
			'No post has the ID 1500000000000009999 (HTTP 404, resource-not-found)',
		);
		expect(error?.description).toMatch(/^Check the ID: /);
		expect(error?.description).not.toContain('1500000000000009999');
	});

	test('under Continue On Fail an unknown post becomes an error item and the other item succeeds', async () => {
		const { items, error } = await run(
			{
				...NO_FIELDS,
				resource: 'post',
				operation: 'get',
				postId: { __rl: true, mode: 'id', value: '={{ $json.id }}' },
			},
			{
				continueOnFail: true,
				items: [{ json: { id: '1500000000000009999' } }, { json: { id: '1500000000000000102' } }],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([
			{ error: expect.stringContaining('resource-not-found') },
			{ id: '1500000000000000102', text: 'second post' },
		]);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(requests().map((request) => request.path)).toEqual([
			'/2/posts/1500000000000009999',
			'/2/posts/1500000000000000102',
		]);
	});
});

describe('Post Get Many', () => {
	const getMany = (extra: Record<string, unknown>) =>
		run({ resource: 'post', operation: 'getMany', ...NO_FIELDS, ...extra });

	test('sends the ids in one request: one item per found post, and one per id not found', async () => {
		const { items, error } = await getMany({
			postIds: '1500000000000000101, 1500000000000000102,1500000000000009999',
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/posts',
				query: { ids: '1500000000000000101,1500000000000000102,1500000000000009999' },
				body: undefined,
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ id: '1500000000000000101', text: 'hello world' },
			{ id: '1500000000000000102', text: 'second post' },
			{
				id: '1500000000000009999',
				error: expect.objectContaining({
					title: 'Not Found Error',
					resource_id: '1500000000000009999',
				}),
			},
		]);
	});

	test('takes an array of ids from an expression; Full Response shows the posts not found under errors', async () => {
		const { items } = await getMany({
			postIds: '={{ ["1500000000000000102", "1500000000000009999"] }}',
			output: 'response',
		});
		expect(requests()[0].query).toEqual({ ids: '1500000000000000102,1500000000000009999' });
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({
			data: [{ id: '1500000000000000102', text: 'second post' }],
			errors: [
				expect.objectContaining({
					resource_id: '1500000000000009999',
					type: expect.stringMatching(/\/resource-not-found$/),
				}),
			],
		});
	});
});
