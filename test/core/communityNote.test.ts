import { postRecords } from '../emulator/stores';
import { nodeHarness } from '../helpers/nodeHarness';

const core = nodeHarness('core');
const { emulator } = core;
const OTHER_AUTHOR = '2244994945';
beforeAll(async () => {
	const posts = postRecords(emulator().state);
	for (let n = 0; n < 230; n++) {
		posts.push({
			id: String(1_700_000_000_000_000_000n + BigInt(n)),
			text: `Post ${n}`,
			author_id: OTHER_AUTHOR,
			created_at: '2026-11-22T00:00:00.000Z',
			edit_history_post_ids: [],
			lang: 'en',
		});
	}
});

const POST_ID = '1700000000000000000';
const run = (operation: string, extra: Record<string, unknown> = {}, continueOnFail = false) =>
	core.run(
		{ authentication: 'oAuth1', resource: 'communityNote', operation, ...extra },
		{ continueOnFail },
	);
const wire = () => emulator().log.map((r) => [r.method, r.path, r.query, r.body]);

test('Evaluate sends POST /2/evaluate_note (the spec path) with post_id and note_text', async () => {
	const { items, error } = await run('evaluate', {
		postId: POST_ID,
		noteText: 'Wrong, see https://example.org/facts',
	});
	expect(error).toBeUndefined();
	expect(wire()).toEqual([
		[
			'POST',
			'/2/evaluate_note',
			{},
			{ post_id: POST_ID, note_text: 'Wrong, see https://example.org/facts' },
		],
	]);
	expect(items.map((i) => i.json)).toEqual([{ claim_opinion_score: 0.82 }]);
});

test('Create sends POST /2/notes with test_mode, post_id and info, and returns the note id', async () => {
	const { items, error } = await run('create', {
		postId: POST_ID,
		text: 'The photo is from 2019: https://example.org/source',
		classification: 'misinformed_or_potentially_misleading',
		misleadingTags: ['manipulated_media', 'outdated_information'],
		trustworthySources: true,
		testMode: true,
	});
	expect(error).toBeUndefined();
	expect(wire()).toEqual([
		[
			'POST',
			'/2/notes',
			{},
			{
				post_id: POST_ID,
				test_mode: true,
				info: {
					text: 'The photo is from 2019: https://example.org/source',
					classification: 'misinformed_or_potentially_misleading',
					misleading_tags: ['manipulated_media', 'outdated_information'],
					trustworthy_sources: true,
				},
			},
		],
	]);
	expect(emulator().log[0].status).toBe(201);
	expect(items.map((i) => i.json)).toEqual([{ id: expect.stringMatching(/^\d{1,19}$/) }]);
});

test('A note about a post that does not exist fails with the platform problem; continueOnFail gives an error item', async () => {
	const { items } = await run('evaluate', { postId: '42', noteText: 'x' }, true);
	expect(items).toHaveLength(1);
	expect(items[0]).toMatchObject({
		json: { error: 'No post has the ID 42 (HTTP 404, resource-not-found)' },
		pairedItem: { item: 0 },
	});
	expect(emulator().log.map((r) => r.status)).toEqual([404]);
});

test('Search Eligible Posts with Return All pages with max_results=100 and test_mode', async () => {
	const { items, error } = await run('searchEligiblePosts', {
		returnAll: true,
		testMode: true,
		postFields: ['lang'],
	});
	expect(error).toBeUndefined();
	expect(items).toHaveLength(230);
	expect(items[0].json).toEqual({ id: POST_ID, text: 'Post 0', lang: 'en' });
	const query = { test_mode: 'true', 'post.fields': 'lang', max_results: '100' };
	expect(wire()).toEqual([
		['GET', '/2/notes/search/posts_eligible_for_notes', query, undefined],
		[
			'GET',
			'/2/notes/search/posts_eligible_for_notes',
			{ ...query, pagination_token: expect.any(String) },
			undefined,
		],
		[
			'GET',
			'/2/notes/search/posts_eligible_for_notes',
			{ ...query, pagination_token: expect.any(String) },
			undefined,
		],
	]);
});

test('Search Written Notes lists the notes the user wrote, in test mode, with Limit', async () => {
	for (let n = 0; n < 3; n++) {
		const created = await run('create', {
			postId: POST_ID,
			text: `Note ${n} https://example.org`,
			classification: 'not_misleading',
			testMode: true,
		});
		expect(created.error).toBeUndefined();
	}
	expect(emulator().log[0].body).toMatchObject({
		info: { classification: 'not_misleading', misleading_tags: [] },
	});
	emulator().clearLog();
	const { items, error } = await run('searchWritten', {
		limit: 2,
		testMode: true,
		noteFields: ['id', 'info', 'test_result'],
	});
	expect(error).toBeUndefined();
	expect(wire()).toEqual([
		[
			'GET',
			'/2/notes/search/notes_written',
			{ test_mode: 'true', 'note.fields': 'id,info,test_result', max_results: '2' },
			undefined,
		],
	]);
	expect(items).toHaveLength(2);
	expect(items[0].json).toMatchObject({
		info: { post_id: POST_ID },
		test_result: expect.any(Object),
	});
});
