import { pngItem } from '../answers/validParameters';
import { userBearerCredentials } from '../helpers/credentials';
import { json, nodeHarness } from '../helpers/nodeHarness';
import { OTHER_USER, seedPost } from './postFixtures';

const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });

const LIVE = '1DXxyRYNejbKM';
const asOAuth2User = () => ({
	credentials: userBearerCredentials(emulator(), 'oauth2-user-token'),
});
const bearer = { authentication: 'bearerToken' };

describe('Space', () => {
	test('Get merges the creator in; Search, Get Many and By Creators send their lists', async () => {
		const one = await run({
			...bearer,
			resource: 'space',
			operation: 'get',
			spaceId: LIVE,
			spaceFields: ['title'],
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `/2/spaces/${LIVE}`,
				query: { 'space.fields': 'title', expansions: 'creator_id' },
			},
		]);
		expect(one.items[0].json).toEqual({
			id: LIVE,
			state: 'live',
			title: 'Product launch Q&A',
			creator_id: OTHER_USER.id,
			creator: OTHER_USER,
		});
		const found = await run({
			...bearer,
			resource: 'space',
			operation: 'search',
			query: 'marketing',
			state: 'scheduled',
			spaceFields: [],
			spaceExpansions: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/spaces/search',
			query: { max_results: '100', query: 'marketing', state: 'scheduled' },
		});
		expect(json(found)).toEqual([{ id: '1nAJEzEMNBPJL', state: 'scheduled' }]);
		const many = await run({
			...bearer,
			resource: 'space',
			operation: 'getMany',
			spaceIds: `${LIVE}, 1nAJEzEMNBPJL`,
			spaceFields: [],
			spaceExpansions: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/spaces',
			query: { ids: `${LIVE},1nAJEzEMNBPJL` },
		});
		expect(json(many)).toHaveLength(2);
		const byCreators = await run({
			...bearer,
			resource: 'space',
			operation: 'byCreators',
			creatorIds: '783214',
			spaceFields: [],
			spaceExpansions: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/spaces/by/creator_ids',
			query: { user_ids: '783214' },
		});
		expect(json(byCreators).map((space) => space.id)).toEqual(['1nAJEzEMNBPJL']);
	});

	test('Buyers with an OAuth 2.0 user token, and Posts of a space', async () => {
		const buyers = await run(
			{
				...bearer,
				resource: 'space',
				operation: 'buyers',
				spaceId: LIVE,
				returnAll: true,
				userFields: [],
			},
			asOAuth2User(),
		);
		expect(requests()).toEqual([
			{ method: 'GET', path: `/2/spaces/${LIVE}/buyers`, query: { max_results: '100' } },
		]);
		expect(json(buyers).map((user) => user.id)).toEqual([emulator().seed.userId]);
		seedPost(emulator(), { id: '1500000000000000991', text: 'Join us: Product launch Q&A' });
		const posts = await run({
			...bearer,
			resource: 'space',
			operation: 'posts',
			spaceId: LIVE,
			limit: 5,
			postFields: [],
			expansions: [],
			userFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/spaces/${LIVE}/posts`,
			query: { max_results: '5' },
		});
		expect(json(posts).map((post) => post.id)).toEqual(['1500000000000000991']);
	});

	test('a space ID with a dash is refused before sending', async () => {
		const { error } = await run({ ...bearer, resource: 'space', operation: 'get', spaceId: 'a-b' });
		expect(error?.message).toBe('Item 1: Space ID must be 1 to 13 letters and digits, got "a-b"');
		expect(requests()).toEqual([]);
	});
});

describe('Media: lookups, alt text, subtitles, analytics', () => {
	test('Add Alt Text shows in Get and Get Many', async () => {
		const uploaded = await run(
			{ resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
			{ items: [pngItem()] },
		);
		const { id, media_key: key } = uploaded.items[0].json as { id: string; media_key: string };
		emulator().clearLog();
		const described = await run({
			resource: 'media',
			operation: 'addMetadata',
			mediaId: id,
			altText: 'A red shoe',
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/media/metadata',
				query: {},
				body: { id, metadata: { alt_text: { text: 'A red shoe' } } },
			},
		]);
		expect(described.items[0].json).toEqual({
			id,
			associated_metadata: { alt_text: { text: 'A red shoe' } },
		});
		const got = await run({
			resource: 'media',
			operation: 'get',
			mediaKey: key,
			mediaFields: ['alt_text'],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/media/${key}`,
			query: { 'media.fields': 'alt_text' },
		});
		expect(got.items[0].json).toEqual({ media_key: key, type: 'photo', alt_text: 'A red shoe' });
		const many = await run({
			...bearer,
			resource: 'media',
			operation: 'getMany',
			mediaKeys: key,
			mediaFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/media',
			query: { media_keys: key },
		});
		expect(json(many)).toEqual([{ media_key: key, type: 'photo' }]);
		const analytics = await run({
			resource: 'media',
			operation: 'getAnalytics',
			mediaKeys: key,
			startTime: '2026-11-01T00:00:00Z',
			endTime: '2026-11-02T00:00:00Z',
			mediaAnalyticsFields: ['video_views'],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/media/analytics',
			query: {
				media_keys: key,
				start_time: '2026-11-01T00:00:00Z',
				end_time: '2026-11-02T00:00:00Z',
				granularity: 'daily',
				'media_analytics.fields': 'video_views',
			},
		});
		expect(json(analytics)).toEqual([{ media_key: key, video_views: 0 }]);
	});

	test('Add Subtitles puts an uploaded subtitles file on a video; Delete Subtitles takes it off', async () => {
		const { mediaRecords } = await import('../emulator/stores');
		mediaRecords(emulator().state).push(
			{ media_id: '1600000000000000501', media_key: '7_1600000000000000501', type: 'video' },
			{ media_id: '1600000000000000502', media_key: '16_1600000000000000502', type: 'subtitles' },
		);
		const added = await run({
			resource: 'media',
			operation: 'addSubtitles',
			mediaId: '1600000000000000501',
			subtitlesMediaId: '1600000000000000502',
			languageCode: 'EN',
			displayName: 'English',
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/media/subtitles',
				query: {},
				body: {
					id: '1600000000000000501',
					media_category: 'PostVideo',
					subtitles: { id: '1600000000000000502', language_code: 'EN', display_name: 'English' },
				},
			},
		]);
		expect(added.items[0].json).toEqual(expect.objectContaining({ id: '1600000000000000501' }));
		const deleted = await run({
			resource: 'media',
			operation: 'deleteSubtitles',
			mediaId: '1600000000000000501',
			languageCode: 'EN',
		});
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: '/2/media/subtitles',
			query: {},
			body: { id: '1600000000000000501', media_category: 'PostVideo', language_code: 'EN' },
		});
		expect(json(deleted)).toEqual([{ deleted: true }]);
	});
});

describe('Article and Community Note > Delete', () => {
	test('Create Draft turns paragraphs into blocks; Publish makes a post', async () => {
		const draft = await run({
			resource: 'article',
			operation: 'createDraft',
			title: 'Launch notes',
			body: '# What is new\n\nFaster uploads.\n\n- Alt text\n- Subtitles',
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/articles/draft',
				query: {},
				body: {
					title: 'Launch notes',
					content_state: {
						blocks: [
							{ type: 'header-one', text: 'What is new' },
							{ type: 'unstyled', text: 'Faster uploads.' },
							{ type: 'unordered-list-item', text: 'Alt text' },
							{ type: 'unordered-list-item', text: 'Subtitles' },
						],
						entities: [],
					},
				},
			},
		]);
		const id = String(draft.items[0].json.id);
		const published = await run({ resource: 'article', operation: 'publish', articleId: id });
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/articles/${id}/publish`,
			query: {},
		});
		expect(published.items[0].json).toEqual({ post_id: expect.any(String) });
	});

	test('Community Note > Delete sends DELETE /2/notes/{id}', async () => {
		seedPost(emulator(), { id: '1500000000000000995', text: 'a claim', author_id: OTHER_USER.id });
		const note = await run({
			resource: 'communityNote',
			operation: 'create',
			postId: '1500000000000000995',
			text: 'Context https://example.org',
			classification: 'not_misleading',
			testMode: true,
		});
		const noteId = String(note.items[0].json.note_id ?? note.items[0].json.id);
		const deleted = await run({ resource: 'communityNote', operation: 'delete', noteId });
		expect(requests().at(-1)).toEqual({ method: 'DELETE', path: `/2/notes/${noteId}`, query: {} });
		expect(json(deleted)).toEqual([{ deleted: true }]);
	});
});

describe('Broadcast', () => {
	test('Create, Get Many, Get, Update, Go Live, Send Chat Message, Delete', async () => {
		const created = await run({
			resource: 'broadcast',
			operation: 'create',
			sourceId: 'stream-key-1',
			startTime: '2026-12-01T18:00:00Z',
			endTime: '2026-12-01T19:00:00Z',
			additionalFields: { title: 'Spring launch' },
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/broadcasts/scheduled',
				query: {},
				body: {
					source_id: 'stream-key-1',
					scheduled_start_ms: '1796148000000',
					scheduled_end_ms: '1796151600000',
					title: 'Spring launch',
				},
			},
		]);
		const id = String(created.items[0].json.broadcast_id);
		const many = await run({ resource: 'broadcast', operation: 'getAll', returnAll: true });
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/broadcasts/scheduled',
			query: { max_results: '100' },
		});
		expect(json(many).map((one) => one.broadcast_id)).toEqual([id]);
		const got = await run({ resource: 'broadcast', operation: 'get', broadcastId: id });
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/broadcasts/scheduled/${id}`,
			query: {},
		});
		expect(got.items[0].json).toEqual(
			expect.objectContaining({ title: 'Spring launch', state: 'NOT_STARTED' }),
		);

		emulator().clearLog();
		const updated = await run({
			resource: 'broadcast',
			operation: 'update',
			broadcastId: id,
			updateFields: { title: 'Spring launch live' },
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: `/2/broadcasts/scheduled/${id}`, query: {} },
			{
				method: 'PUT',
				path: `/2/broadcasts/scheduled/${id}`,
				query: {},
				body: {
					scheduled_broadcast_id: String(got.items[0].json.scheduled_broadcast_id),
					scheduled_start_ms: '1796148000000',
					scheduled_end_ms: '1796151600000',
					title: 'Spring launch live',
				},
			},
		]);
		expect(updated.items[0].json).toEqual(expect.objectContaining({ title: 'Spring launch live' }));
		const live = await run({ resource: 'broadcast', operation: 'goLive', broadcastId: id });
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/broadcasts/scheduled/${id}/live`,
			query: {},
		});
		expect(live.items[0].json).toEqual(expect.objectContaining({ state: 'RUNNING' }));
		const chat = await run({
			resource: 'broadcast',
			operation: 'sendChatMessage',
			broadcastId: id,
			text: 'Welcome!',
		});
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/broadcasts/${id}/chat`,
			query: {},
			body: { text: 'Welcome!' },
		});
		expect(chat.items[0].json).toEqual({ success: true, timestamp: expect.any(String) });
		const deleted = await run({ resource: 'broadcast', operation: 'delete', broadcastId: id });
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/broadcasts/scheduled/${id}`,
			query: {},
		});
		expect(json(deleted)).toEqual([{ deleted: true }]);
	});

	test('an end before the start is refused before sending', async () => {
		const { error } = await run({
			resource: 'broadcast',
			operation: 'create',
			sourceId: 'k',
			startTime: '2026-12-01T18:00:00Z',
			endTime: '2026-12-01T17:00:00Z',
		});
		expect(error?.message).toBe('Item 1: End Time must be after Start Time');
		expect(requests()).toEqual([]);
	});
});
