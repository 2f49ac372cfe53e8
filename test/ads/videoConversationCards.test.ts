import {
	SEEDED_VIDEO_CARDS,
	videoConversationCards,
} from '../emulator/routes/adsVideoConversationCards';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const harness = nodeHarness('ads');
const { emulator, run, requests } = harness;
const PATH = `/ads/12/accounts/${ACCOUNT}/cards/video_conversation`;
const video = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'videoConversationCard', operation, accountId: byId(ACCOUNT), ...extra });
/** An expression that resolves to nothing (n8n itself refuses a required field left empty in the editor). */
const valid = {
	name: 'Talk',
	mediaKey: '7_123',
	firstCta: '#Yes',
	firstCtaPost: 'I say yes',
	thankYouText: 'Thank you!',
	additionalFields: { title: 'Do you agree?' },
};

describe('Get Many', () => {
	test('Return All over 3 pages of 1,000, without deleted cards', async () => {
		const result = await video('getAll', { returnAll: true });
		const visible = videoConversationCards(emulator().state).filter(
			(record) => !record.deleted,
		).length;
		expect(visible).toBe(SEEDED_VIDEO_CARDS - 21);
		expect(result.items).toHaveLength(visible);
		expect(json(result)[0]).toEqual(
			expect.objectContaining({
				id: 'v0',
				card_uri: 'card://v0',
				card_type: 'VIDEO_CONVERSATION',
				media_key: '7_1000',
				title: 'Pick one',
			}),
		);
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String) } },
			{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String) } },
		]);
	});

	test('card_ids and q travel as the spec names them', async () => {
		const result = await video('getAll', {
			limit: 10,
			listOptions: { cardIds: 'v1,v2', q: 'video' },
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '10', card_ids: 'v1,v2', q: 'video' } },
		]);
		expect(json(result).map((record) => record.id)).toEqual(['v1', 'v2']);
	});
});

test('Get sends with_deleted and returns the card', async () => {
	const result = await video('get', { cardId: byId('v2r'), getOptions: { withDeleted: true } });
	expect(requests()).toEqual([
		{ method: 'GET', path: `${PATH}/v2r`, query: { with_deleted: 'true' } },
	]);
	expect(json(result)).toEqual([expect.objectContaining({ id: 'v2r', deleted: true })]);
});

describe('Create', () => {
	test('every field in the query; write-only media keys are accepted and not returned', async () => {
		const result = await video('create', {
			...valid,
			additionalFields: {
				secondCta: '#No',
				secondCtaPost: 'I say no',
				thirdCta: '#Maybe',
				thirdCtaPost: 'Perhaps',
				fourthCta: '#Later',
				fourthCtaPost: 'Ask me later',
				posterMediaKey: '3_5',
				thankYouUrl: 'https://example.com/thanks',
				unlockedImageMediaKey: '3_6',
				unlockedVideoMediaKey: '7_7',
			},
		});
		expect(
			emulator().log.map(({ method, path, query, rawBody }) => ({ method, path, query, rawBody })),
		).toEqual([
			{
				method: 'POST',
				path: PATH,
				rawBody: '',
				query: {
					name: 'Talk',
					media_key: '7_123',
					first_cta: '#Yes',
					first_cta_post: 'I say yes',
					second_cta: '#No',
					second_cta_post: 'I say no',
					third_cta: '#Maybe',
					third_cta_post: 'Perhaps',
					fourth_cta: '#Later',
					fourth_cta_post: 'Ask me later',
					thank_you_text: 'Thank you!',
					thank_you_url: 'https://example.com/thanks',
					poster_media_key: '3_5',
					unlocked_image_media_key: '3_6',
					unlocked_video_media_key: '7_7',
				},
			},
		]);
		const [created] = json(result);
		expect(created).toEqual({
			id: expect.any(String),
			name: 'Talk',
			title: null,
			first_cta: '#Yes',
			first_cta_post: 'I say yes',
			second_cta: '#No',
			second_cta_post: 'I say no',
			third_cta: '#Maybe',
			third_cta_post: 'Perhaps',
			fourth_cta: '#Later',
			fourth_cta_post: 'Ask me later',
			thank_you_text: 'Thank you!',
			thank_you_url: 'https://example.com/thanks',
			media_key: '7_123',
			media_url: 'https://video.example.com/7_123.mp4',
			poster_media_url: 'https://pbs.example.com/3_5.jpg',
			video_owner_id: emulator().seed.userId,
			video_width: '1920',
			video_height: '1080',
			card_uri: `card://${String(created.id)}`,
			card_type: 'VIDEO_CONVERSATION',
			created_at: expect.any(String),
			updated_at: expect.any(String),
			deleted: false,
		});
	});

	test('# is not counted: a CTA of 20 characters and a # is sent', async () => {
		await video('create', { ...valid, firstCta: `#${'a'.repeat(20)}` });
		expect(requests()).toEqual([
			expect.objectContaining({
				method: 'POST',
				query: expect.objectContaining({ first_cta: `#${'a'.repeat(20)}` }),
			}),
		]);
	});
});

describe('Update (PUT, as the spec does not show the method)', () => {
	test('a rename alone: the card keeps the Title it was created with', async () => {
		const result = await video('update', {
			cardId: byId('v7'),
			updateFields: { name: 'Only a new name' },
		});
		expect(requests()).toEqual([
			{ method: 'PUT', path: `${PATH}/v7`, query: { name: 'Only a new name' } },
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: 'v7', name: 'Only a new name', title: 'Pick one' }),
		]);
	});

	test('sends only the fields given, in the query', async () => {
		const result = await video('update', {
			cardId: byId('v3'),
			updateFields: {
				name: 'Renamed',
				title: 'New title',
				secondCta: '#Nope',
				secondCtaPost: 'No way',
			},
		});
		expect(
			emulator().log.map(({ method, path, query, rawBody }) => ({ method, path, query, rawBody })),
		).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/v3`,
				query: {
					name: 'Renamed',
					title: 'New title',
					second_cta: '#Nope',
					second_cta_post: 'No way',
				},
				rawBody: '',
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: 'v3',
				name: 'Renamed',
				title: 'New title',
				second_cta: '#Nope',
				first_cta: '#Yes',
			}),
		]);
	});
});

test('continueOnFail: a bad item becomes its error item, the others are updated', async () => {
	const result = await run(
		{
			resource: 'videoConversationCard',
			operation: 'update',
			accountId: byId(ACCOUNT),
			cardId: byId('={{ $json.id }}'),
			updateFields: { title: '={{ $json.title }}' },
		},
		{
			items: [
				{ json: { id: 'v4', title: 'Short' } },
				{ json: { id: 'v5', title: 'A title that is far too long' } },
				{ json: { id: 'nosuch', title: 'Fine' } },
			],
			continueOnFail: true,
		},
	);
	expect(json(result)).toEqual([
		expect.objectContaining({ id: 'v4', title: 'Short' }),
		{ error: 'Item 2: Title must be at most 23 characters long (it has 28)' },
		{ error: 'Video conversation card nosuch was not found (HTTP 404, NOT_FOUND)' },
	]);
	expect(requests().map((request) => request.path)).toEqual([`${PATH}/v4`, `${PATH}/nosuch`]);
});

test('the emulator refuses what the platform would (signed requests outside the node)', async () => {
	const base = `${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/cards/video_conversation`;
	const noPost = await harness.signedRequest(
		'POST',
		`${base}?name=x&media_key=7_1&first_cta=%23a&first_cta_post=p&thank_you_text=t&second_cta=%23b`,
	);
	expect(noPost.statusCode).toBe(400);
	expect(JSON.stringify(noPost.body)).toContain('second_cta_post is required');
	const image = await harness.signedRequest(
		'POST',
		`${base}?name=x&media_key=3_1&first_cta=%23a&first_cta_post=p&thank_you_text=t&title=x`,
	);
	expect(JSON.stringify(image.body)).toContain(
		'media_key must be the media key of a video of the media library',
	);
	const created = await harness.signedRequest(
		'POST',
		`${base}?name=x&media_key=7_1&first_cta=%23a&first_cta_post=p&thank_you_text=t&second_cta=%23b&second_cta_post=q`,
	);
	const createdId = (created.body as { data: { id: string } }).data.id;
	const emptied = await harness.signedRequest('PUT', `${base}/${createdId}?second_cta=`);
	expect(JSON.stringify(emptied.body)).toContain('title is required');
});
