import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}`;
const post = (
	operation: string,
	extra: Record<string, unknown>,
	options?: Parameters<typeof run>[1],
) => run({ resource: 'adsPost', operation, accountId: byId(ACCOUNT), ...extra }, options);
/** What the emulator received, with the raw body. */
const sent = () =>
	emulator().log.map(({ method, path, query, rawBody }) => ({
		method,
		path,
		query,
		body: rawBody,
	}));
const me = () => emulator().seed.userId;

describe('Create', () => {
	test('sends every parameter in the query and returns the post object', async () => {
		const result = await post('create', {
			as_user_id: me(),
			text: 'New #coffee at @platform https://example.com',
			media_keys: '3_1001, 3_1002',
			nullcast: false,
			additionalFields: {
				card_uri: 'card://1044294149527166979',
				conversation_settings: 'FOLLOWING',
				name: 'Autumn launch',
				post_mode: 'compat',
				trim_user: false,
				video_cta: 'WATCH_NOW',
				video_cta_value: 'https://example.com/watch',
				video_title: 'Title',
				video_description: 'Description',
			},
		});
		expect(result.error).toBeUndefined();
		expect(sent()).toEqual([
			{
				method: 'POST',
				path: `${PATH}/post`,
				query: {
					as_user_id: me(),
					text: 'New #coffee at @platform https://example.com',
					media_keys: '3_1001,3_1002',
					nullcast: 'false',
					card_uri: 'card://1044294149527166979',
					conversation_settings: 'FOLLOWING',
					name: 'Autumn launch',
					post_mode: 'compat',
					trim_user: 'false',
					video_cta: 'WATCH_NOW',
					video_cta_value: 'https://example.com/watch',
					video_title: 'Title',
					video_description: 'Description',
				},
				body: '',
			},
		]);
		const [created] = json(result);
		expect(created).toEqual(
			expect.objectContaining({
				id_str: expect.stringMatching(/^\d+$/),
				text: 'New #coffee at @platform https://example.com',
				name: 'Autumn launch',
				nullcast: false,
				card_uri: 'card://1044294149527166979',
				user: {
					id: me(),
					id_str: me(),
					name: 'Emulator User',
					screen_name: emulator().seed.screenName,
				},
				entities: {
					hashtags: [{ text: 'coffee', indices: [4, 11] }],
					symbols: [],
					user_mentions: [{ screen_name: 'platform', indices: [15, 24] }],
					urls: [expect.objectContaining({ url: 'https://example.com' })],
				},
			}),
		);
		expect(created).not.toHaveProperty('conversation_settings');
	});

	test('defaults: a promoted-only post (nullcast=true); extended mode and trim_user give full_text and only the author id', async () => {
		const result = await post('create', {
			as_user_id: '2244994945',
			text: 'Promoted only',
			additionalFields: { post_mode: 'extended', trim_user: true },
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: `${PATH}/post`,
				query: {
					as_user_id: '2244994945',
					text: 'Promoted only',
					nullcast: 'true',
					post_mode: 'extended',
					trim_user: 'true',
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				full_text: 'Promoted only',
				nullcast: true,
				// A number beside its `_str` comes out as that string, whatever its size.
				user: { id: '2244994945', id_str: '2244994945' },
			}),
		]);
		expect(json(result)[0]).not.toHaveProperty('text');
	});

	test('media keys without text: one video', async () => {
		const result = await post('create', { as_user_id: me(), media_keys: '7_2001' });
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: `${PATH}/post`,
				query: { as_user_id: me(), media_keys: '7_2001', nullcast: 'true' },
			},
		]);
		expect(json(result)).toEqual([expect.objectContaining({ media_keys: ['7_2001'], text: '' })]);
	});

	test('the platform refuses an organic post for another user (nullcast=false only for the authenticated user)', async () => {
		const result = await post('create', {
			as_user_id: '2244994945',
			text: 'Organic',
			nullcast: false,
		});
		expect(result.error?.message).toContain(
			'Organic posts (nullcast=false) can only be created for the authenticated user',
		);
		expect(requests()).toHaveLength(1);
	});

	test('continueOnFail: an item with a GIF and an image fails, the other is created', async () => {
		const result = await post(
			'create',
			{ as_user_id: me(), text: '={{ $json.text }}', media_keys: '={{ $json.media }}' },
			{
				items: [
					{ json: { text: 'bad', media: '16_1,3_2' } },
					{ json: { text: 'good', media: '16_1' } },
				],
				continueOnFail: true,
			},
		);
		expect(json(result)).toEqual([
			{
				error:
					'Item 1: Media Keys allows up to 4 images, or 1 GIF, or 1 video, not mixed (it has 2 keys: GIF, image)',
			},
			expect.objectContaining({ text: 'good', media_keys: ['16_1'] }),
		]);
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: `${PATH}/post`,
				query: { as_user_id: me(), text: 'good', media_keys: '16_1', nullcast: 'true' },
			},
		]);
	});
});

describe('Rename', () => {
	test('PUT .../posts/:post_id/name with name in the query returns the post with the new name', async () => {
		const created = await post('create', {
			as_user_id: me(),
			text: 'To rename',
			additionalFields: { name: 'Old' },
		});
		const id = String(json(created)[0].id_str);
		emulator().clearLog();
		const result = await post('rename', { postId: byId(id), name: 'New name' });
		expect(sent()).toEqual([
			{ method: 'PUT', path: `${PATH}/posts/${id}/name`, query: { name: 'New name' }, body: '' },
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id_str: id,
				name: 'New name',
				text: 'To rename',
				conversation_settings: 'EVERYONE',
			}),
		]);
	});

	test('an unknown post is the platform 404', async () => {
		const result = await post('rename', { postId: byId('42'), name: 'x' });
		expect(result.error?.message).toBe('Post 42 was not found (HTTP 404, NOT_FOUND)');
	});
});

describe('the emulator checks posts as the platform does', () => {
	const ask = (query: string) =>
		signedRequest('POST', `${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/post?${query}`);
	test.each([
		['5 images', 'as_user_id=USER&media_keys=3_1,3_2,3_3,3_4,3_5', 'media_keys'],
		['a GIF with an image', 'as_user_id=USER&media_keys=16_1,3_2', 'media_keys'],
		['no text and no media', 'as_user_id=USER', 'text'],
		['a name of 81 characters', `as_user_id=USER&text=a&name=${'n'.repeat(81)}`, 'name'],
		['a video CTA without value', 'as_user_id=USER&text=a&video_cta=WATCH_NOW', 'video_cta_value'],
		['a user who granted no access', 'as_user_id=783214&text=a', 'as_user_id'],
	])('refuses %s', async (_, query, parameter) => {
		const answer = await ask(query.replace('USER', me()));
		expect(answer).toEqual({
			statusCode: expect.any(Number),
			body: expect.objectContaining({ errors: [expect.objectContaining({ parameter })] }),
		});
		expect(answer.statusCode).toBeGreaterThanOrEqual(400);
	});
});
