import { activityEvents } from '../emulator/events';
import { postRecords } from '../emulator/stores';
import { byId, nodeHarness, withBody } from '../helpers/nodeHarness';
import { OTHER_USER, seedMedia, seedPost } from './postFixtures';
import { NO_FIELDS } from './noFields';

const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });
beforeEach(() => {
	seedMedia(emulator(), '1455952740635586573');
	seedMedia(emulator(), '1455952740635586574');
	seedPost(emulator(), { id: '1500000000000000201', text: 'my recent post' }, 10);
	seedPost(emulator(), { id: '1500000000000000202', text: 'my old post' }, 90);
	seedPost(
		emulator(),
		{ id: '1500000000000000203', text: 'not mine', author_id: OTHER_USER.id },
		10,
	);
});

describe('Post Create', () => {
	test('with text only sends {text} and returns the new post; the platform publishes post.create', async () => {
		const { items, error } = await run({
			resource: 'post',
			operation: 'create',
			text: 'Hello from n8n',
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([withBody('POST', '/2/posts', { text: 'Hello from n8n' })]);
		const id = items[0].json.id as string;
		expect(items.map((item) => item.json)).toEqual([
			{ id, text: 'Hello from n8n', edit_history_post_ids: [id] },
		]);
		expect(activityEvents(emulator().state)).toEqual([
			{
				event_type: 'post.create',
				user_id: emulator().seed.userId,
				payload: expect.objectContaining({ id, text: 'Hello from n8n' }),
			},
		]);
	});

	test('with every option sends the body the platform expects', async () => {
		const { items, error } = await run({
			resource: 'post',
			operation: 'create',
			text: 'A poll in a community',
			options: {
				inReplyToPostId: '1500000000000000203',
				quotePostId: '1500000000000000201',
				pollOptions: ['Yes', 'No', 'Maybe'],
				pollDurationMinutes: 60,
				replySettings: 'mentionedUsers',
				communityId: '1600000000000000001',
				shareWithFollowers: true,
				paidPartnership: true,
				cardUri: 'card://1700000000000000001',
			},
		});
		expect(error).toBeUndefined();
		expect(requests()[0].body).toEqual({
			text: 'A poll in a community',
			reply: { in_reply_to_post_id: '1500000000000000203' },
			quote_post_id: '1500000000000000201',
			poll: { options: ['Yes', 'No', 'Maybe'], duration_minutes: 60 },
			reply_settings: 'mentionedUsers',
			community_id: '1600000000000000001',
			share_with_followers: true,
			paid_partnership: true,
			card_uri: 'card://1700000000000000001',
		});
		const stored = postRecords(emulator().state).find((post) => post.id === items[0].json.id);
		expect(stored).toEqual(
			expect.objectContaining({
				in_reply_to_user_id: OTHER_USER.id,
				referenced_posts: [
					{ type: 'replied_to', id: '1500000000000000203' },
					{ type: 'quoted', id: '1500000000000000201' },
				],
				attachments: { poll_ids: [expect.any(String)] },
				paid_partnership: true,
			}),
		);
	});

	test('media from the previous node: upload output -> Create with {{ $json.id }} -> Get with attachments.media_keys expanded', async () => {
		const uploaded = [{ json: { id: '1455952740635586573', media_key: '3_1455952740635586573' } }];
		const created = await run(
			{
				resource: 'post',
				operation: 'create',
				text: 'with a picture',
				options: { mediaIds: '={{ $json.id }}' },
			},
			{ items: uploaded },
		);
		expect(created.error).toBeUndefined();
		expect(requests()[0].body).toEqual({
			text: 'with a picture',
			media: { media_ids: ['1455952740635586573'] },
		});

		emulator().clearLog();
		const looked = await run(
			{
				resource: 'post',
				operation: 'get',
				...NO_FIELDS,
				postId: byId('={{ $json.id }}'),
				postFields: ['attachments'],
				expansions: ['attachments.media_keys'],
			},
			{ items: created.items },
		);
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `/2/posts/${created.items[0].json.id}`,
				query: { 'post.fields': 'attachments', expansions: 'attachments.media_keys' },
				body: undefined,
			},
		]);
		expect(looked.items.map((item) => item.json)).toEqual([
			{
				id: created.items[0].json.id,
				text: 'with a picture',
				attachments: { media_keys: ['3_1455952740635586573'] },
				media: [{ media_key: '3_1455952740635586573', type: 'photo' }],
			},
		]);
	});

	test('several media ids as a comma-separated list or an array', async () => {
		await run({
			resource: 'post',
			operation: 'create',
			text: 'two',
			options: { mediaIds: '1455952740635586573, 1455952740635586574' },
		});
		await run({
			resource: 'post',
			operation: 'create',
			text: 'two',
			options: { mediaIds: '={{ ["1455952740635586573", "1455952740635586574"] }}' },
		});
		expect(requests().map((request) => request.body)).toEqual([
			{ text: 'two', media: { media_ids: ['1455952740635586573', '1455952740635586574'] } },
			{ text: 'two', media: { media_ids: ['1455952740635586573', '1455952740635586574'] } },
		]);
	});

	test('media the platform does not know is refused with invalid-request naming the parameter', async () => {
		const { error } = await run({
			resource: 'post',
			operation: 'create',
			text: 'x',
			options: { mediaIds: '1455952740635589999' },
		});
		expect(error?.message).toBe('Invalid Request (HTTP 400, invalid-request)');
		expect(error?.description).toContain('[media.media_ids=1455952740635589999]');
	});
});

describe('Post Edit', () => {
	const edit = (postId: string, text: string) =>
		run({
			resource: 'post',
			operation: 'edit',
			postId: byId(postId),
			text,
			options: { mediaIds: '1455952740635586574' },
		});

	test('sends edit_options.previous_post_id and returns the new version with its edit history', async () => {
		const { items, error } = await edit('1500000000000000201', 'my recent post, fixed');
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			withBody('POST', '/2/posts', {
				text: 'my recent post, fixed',
				media: { media_ids: ['1455952740635586574'] },
				edit_options: { previous_post_id: '1500000000000000201' },
			}),
		]);
		const id = items[0].json.id as string;
		expect(items.map((item) => item.json)).toEqual([
			{ id, text: 'my recent post, fixed', edit_history_post_ids: ['1500000000000000201', id] },
		]);
	});

	test('a post of another user is refused (not-authorized-for-resource)', async () => {
		const { error } = await edit('1500000000000000203', 'taking over');
		expect(error?.message).toBe('Forbidden (HTTP 403, not-authorized-for-resource)');
	});

	test('a post older than one hour is refused (invalid-request)', async () => {
		const { error } = await edit('1500000000000000202', 'too late');
		expect(error?.message).toBe('Invalid Request (HTTP 400, invalid-request)');
		expect(error?.description).toContain('within one hour');
	});
});

describe('Post Delete', () => {
	test('sends DELETE /2/posts/{id}, returns {deleted: true}; the platform publishes post.delete', async () => {
		const { items, error } = await run({
			resource: 'post',
			operation: 'delete',
			postId: byId('1500000000000000201'),
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'DELETE', path: '/2/posts/1500000000000000201', query: {}, body: undefined },
		]);
		expect(items.map((item) => item.json)).toEqual([{ deleted: true }]);
		expect(postRecords(emulator().state).map((post) => post.id)).not.toContain(
			'1500000000000000201',
		);
		expect(activityEvents(emulator().state)).toEqual([
			{
				event_type: 'post.delete',
				user_id: emulator().seed.userId,
				payload: expect.objectContaining({ id: '1500000000000000201' }),
			},
		]);
	});

	test('an unknown post fails with resource-not-found; under Continue On Fail the next item is still deleted', async () => {
		const { items } = await run(
			{ resource: 'post', operation: 'delete', postId: byId('={{ $json.id }}') },
			{
				continueOnFail: true,
				items: [{ json: { id: '1500000000000009999' } }, { json: { id: '1500000000000000202' } }],
			},
		);
		expect(items.map((item) => item.json)).toEqual([
			{ error: expect.stringContaining('resource-not-found') },
			{ deleted: true },
		]);
		expect(requests().map((request) => `${request.method} ${request.path}`)).toEqual([
			'DELETE /2/posts/1500000000000009999',
			'DELETE /2/posts/1500000000000000202',
		]);
	});
});
