import { cards, LEGACY_CARD, routes, SEEDED_CARDS } from '../emulator/routes/adsCards';
import type { Reply } from '../emulator/types';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { shownOptions } from '../helpers/shownOptions';
import { ACCOUNT } from './adsFixtures';
import { builder, button, details, IMAGE, media, VIDEO } from './cardFixtures';

const { emulator, run, requests } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/cards`;
const card = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'card', operation, accountId: byId(ACCOUNT), ...extra });
/** What the emulator received, with the JSON body and its content type. */
const sent = () =>
	emulator().log.map(({ method, path, query, body, headers }) => ({
		method,
		path,
		query,
		body,
		json: String(headers['content-type']).startsWith('application/json'),
	}));

describe('Get Many', () => {
	test('Return All over 3 pages of 200, without deleted and legacy cards', async () => {
		const result = await card('getAll', { returnAll: true });
		const visible = cards(emulator().state).filter(
			(record) => !record.deleted && !record.legacy,
		).length;
		expect(visible).toBe(SEEDED_CARDS - 9);
		expect(result.items).toHaveLength(visible);
		expect(json(result)[0]).toEqual({
			id: 'k0',
			name: 'Card 0',
			card_uri: 'card://k0',
			card_type: 'IMAGE_WEBSITE',
			components: [
				{ type: 'MEDIA', media_key: '3_2000' },
				{
					type: 'DETAILS',
					title: 'Offer 0',
					destination: { type: 'WEBSITE', url: 'https://example.com/0' },
				},
			],
			created_at: '2026-01-01T00:00:00Z',
			updated_at: '2026-01-01T00:00:00Z',
			deleted: false,
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '200' } },
			{ method: 'GET', path: PATH, query: { count: '200', cursor: expect.any(String) } },
			{ method: 'GET', path: PATH, query: { count: '200', cursor: expect.any(String) } },
		]);
	});

	test('every filter travels as the spec names it; legacy cards on request', async () => {
		const result = await card('getAll', {
			limit: 10,
			listOptions: {
				cardTypes: ['IMAGE_WEBSITE', 'IMAGE_CONVERSATION'],
				cardIds: 'k0, k3 ,legacy1',
				cardUris: 'card://k0,card://legacy1',
				includeLegacyCards: true,
				q: 'card',
				sortBy: 'name-asc',
				withDeleted: true,
			},
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: {
					count: '10',
					card_types: 'IMAGE_WEBSITE,IMAGE_CONVERSATION',
					card_id: 'k0,k3,legacy1',
					card_uris: 'card://k0,card://legacy1',
					include_legacy_cards: 'true',
					q: 'card',
					sort_by: 'name-asc',
					with_deleted: 'true',
				},
			},
		]);
		expect(json(result).map((record) => record.id)).toEqual(['k0']);
		const legacy = await card('getAll', {
			limit: 10,
			listOptions: { includeLegacyCards: true, cardTypes: ['IMAGE_CONVERSATION'] },
		});
		expect(json(legacy)).toEqual([
			expect.objectContaining({ id: LEGACY_CARD.id, card_type: 'IMAGE_CONVERSATION' }),
		]);
	});

	test('the cards list offers no With Total Count (the endpoint does not take it)', async () => {
		const { PlatformAds } = await import('../../nodes/PlatformAds/PlatformAds.node');
		const options = shownOptions(new PlatformAds().description.properties, 'listOptions', {
			resource: 'card',
			operation: 'getAll',
		});
		expect(options?.map((option) => option.name)).not.toContain('withTotalCount');
	});
});

test('Get: data is an array holding the card; the node outputs the card as one item', async () => {
	const result = await card('get', { cardId: byId('k31'), getOptions: { withDeleted: true } });
	expect(requests()).toEqual([
		{ method: 'GET', path: `${PATH}/k31`, query: { with_deleted: 'true' } },
	]);
	expect(emulator().log[0].responseBody).toMatchObject({ data: [{ id: 'k31' }] });
	expect(json(result)).toEqual([
		expect.objectContaining({ id: 'k31', card_uri: 'card://k31', deleted: false }),
	]);
});

describe('Create', () => {
	test('the builder makes an image website card: a JSON body of components in order', async () => {
		const result = await card('create', { name: 'Spring sale', ...builder(media(), details()) });
		expect(sent()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {},
				json: true,
				body: {
					name: 'Spring sale',
					components: [
						{ type: 'MEDIA', media_key: IMAGE },
						{
							type: 'DETAILS',
							title: 'Offer 1',
							destination: { type: 'WEBSITE', url: 'https://example.com/1' },
						},
					],
				},
			},
		]);
		const [created] = json(result);
		expect(created).toEqual({
			id: expect.stringMatching(/^c[0-9a-z]+$/),
			name: 'Spring sale',
			card_uri: `card://${String(created.id)}`,
			card_type: 'IMAGE_WEBSITE',
			components: (sent()[0].body as { components: unknown }).components,
			created_at: expect.any(String),
			updated_at: expect.any(String),
			deleted: false,
		});
	});

	test('a video app card: the button label as an ENUM, the app destination with only what is given', async () => {
		const result = await card('create', {
			name: 'Install',
			...builder(
				media(VIDEO),
				button({
					label: 'PLAY',
					countryCode: 'GB',
					androidStoreAppId: 'com.example.app',
					androidStoreDeepLink: 'example://play',
					iosDeepLink: 'example://ios',
				}),
			),
		});
		expect(sent()[0].body).toEqual({
			name: 'Install',
			components: [
				{ type: 'MEDIA', media_key: VIDEO },
				{
					type: 'BUTTON',
					label: { type: 'ENUM', value: 'PLAY' },
					destination: {
						type: 'APP',
						country_code: 'GB',
						ios_app_store_identifier: '333903271',
						ios_deep_link: 'example://ios',
						android_store_app_id: 'com.example.app',
						android_store_deep_link: 'example://play',
					},
				},
			],
		});
		expect(json(result)).toEqual([expect.objectContaining({ card_type: 'VIDEO_APP' })]);
	});

	test('swipeable media makes a carousel (mixed media here)', async () => {
		const result = await card('create', {
			name: 'Carousel',
			...builder({ type: 'SWIPEABLE_MEDIA', mediaKeys: `${IMAGE}, ${VIDEO}` }, details()),
		});
		expect((sent()[0].body as { components: unknown[] }).components[0]).toEqual({
			type: 'SWIPEABLE_MEDIA',
			media_keys: [IMAGE, VIDEO],
		});
		expect(json(result)).toEqual([
			expect.objectContaining({ card_type: 'MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE' }),
		]);
	});

	test('swipeable media picked from the library list (an array of keys) is sent in the order chosen', async () => {
		await card('create', {
			name: 'Picked carousel',
			...builder({ type: 'SWIPEABLE_MEDIA', mediaKeys: [VIDEO, IMAGE] }, details()),
		});
		expect((sent()[0].body as { components: unknown[] }).components[0]).toEqual({
			type: 'SWIPEABLE_MEDIA',
			media_keys: [VIDEO, IMAGE],
		});
	});

	test('Slides layout: each component names its slide; slides go in slide order, components in their order', async () => {
		const result = await card('create', {
			name: 'Multi',
			layout: 'slides',
			...builder(
				{ ...details(2), slide: 2 },
				{ ...media(VIDEO), slide: 2 },
				{ ...media(), slide: 1 },
				{ ...details(1), slide: 1 },
			),
		});
		const website = (n: number) => ({
			type: 'DETAILS',
			title: `Offer ${n}`,
			destination: { type: 'WEBSITE', url: `https://example.com/${n}` },
		});
		expect(sent()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {},
				json: true,
				body: {
					name: 'Multi',
					slides: [
						[{ type: 'MEDIA', media_key: IMAGE }, website(1)],
						[website(2), { type: 'MEDIA', media_key: VIDEO }],
					],
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				card_type: 'MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE',
				slides: expect.any(Array),
			}),
		]);
	});

	test('Slides (JSON): the advanced path, checked the same way', async () => {
		const slides = [
			[
				{ type: 'MEDIA', media_key: VIDEO },
				{ type: 'DETAILS', title: 'A', destination: { type: 'WEBSITE', url: 'https://a.example' } },
			],
			[
				{ type: 'MEDIA', media_key: VIDEO },
				{ type: 'DETAILS', title: 'B', destination: { type: 'WEBSITE', url: 'https://b.example' } },
			],
		];
		const result = await card('create', {
			name: 'JSON slides',
			layout: 'slidesJson',
			slidesJson: JSON.stringify(slides),
		});
		expect(sent()[0].body).toEqual({ name: 'JSON slides', slides });
		expect(json(result)).toEqual([
			expect.objectContaining({ card_type: 'VIDEO_MULTI_DEST_CAROUSEL_WEBSITE' }),
		]);
	});

	test('continueOnFail: a bad item becomes its error item, the others are created', async () => {
		const result = await run(
			{
				resource: 'card',
				operation: 'create',
				accountId: byId(ACCOUNT),
				name: '={{ $json.name }}',
				...builder(media(), {
					type: 'BUTTON',
					label: 'SHOP',
					countryCode: '={{ $json.country }}',
					androidStoreAppId: 'com.example',
				}),
			},
			{
				items: [
					{ json: { name: 'Good', country: 'US' } },
					{ json: { name: 'Bad', country: 'USA' } },
					{ json: { name: 'Good too', country: 'DE' } },
				],
				continueOnFail: true,
			},
		);
		expect(json(result)).toEqual([
			expect.objectContaining({ name: 'Good', card_type: 'IMAGE_APP' }),
			{
				error:
					'Item 2: Components → Button 1 → Country Code must be an ISO 3166-1 alpha-2 country code in capitals such as US or GB, got "USA"',
			},
			expect.objectContaining({ name: 'Good too' }),
		]);
		expect(requests().map((request) => request.method)).toEqual(['POST', 'POST']);
	});
});

describe('Update (PUT, as the spec does not show the method)', () => {
	test('replaces the components given, with a JSON body; the card type follows', async () => {
		const result = await card('update', {
			cardId: byId('k1'),
			layout: 'components',
			...builder({ type: 'SWIPEABLE_MEDIA', mediaKeys: `${VIDEO},7_2` }, details(9)),
		});
		expect(sent()).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/k1`,
				query: {},
				json: true,
				body: {
					components: [
						{ type: 'SWIPEABLE_MEDIA', media_keys: [VIDEO, '7_2'] },
						{
							type: 'DETAILS',
							title: 'Offer 9',
							destination: { type: 'WEBSITE', url: 'https://example.com/9' },
						},
					],
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: 'k1', name: 'Card 1', card_type: 'VIDEO_CAROUSEL_WEBSITE' }),
		]);
	});

	test('only the name, components kept', async () => {
		const result = await card('update', { cardId: byId('k2'), name: 'Renamed' });
		expect(sent()).toEqual([
			{ method: 'PUT', path: `${PATH}/k2`, query: {}, json: true, body: { name: 'Renamed' } },
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: 'k2',
				name: 'Renamed',
				card_type: 'VIDEO_WEBSITE',
				components: expect.any(Array),
			}),
		]);
	});
});

test('Delete Legacy: DELETE cards/:card_type/:card_id answers the legacy card with deleted=true', async () => {
	const result = await card('deleteLegacy', {
		cardId: byId(LEGACY_CARD.id),
		legacyCardType: 'IMAGE_CONVERSATION',
	});
	expect(requests()).toEqual([
		{ method: 'DELETE', path: `${PATH}/IMAGE_CONVERSATION/${LEGACY_CARD.id}`, query: {} },
	]);
	expect(json(result)).toEqual([
		expect.objectContaining({ id: LEGACY_CARD.id, card_type: 'IMAGE_CONVERSATION', deleted: true }),
	]);
	const again = await run(
		{
			resource: 'card',
			operation: 'deleteLegacy',
			accountId: byId(ACCOUNT),
			cardId: byId(LEGACY_CARD.id),
			legacyCardType: 'IMAGE_CONVERSATION',
		},
		{ continueOnFail: true },
	);
	expect(json(again)).toEqual([{ error: expect.stringContaining('HTTP 404') }]);
});

describe('the emulator checks cards as the platform would (its POST handler called directly)', () => {
	const post = (contentType: string, body: unknown) => {
		const route = routes.find(
			(candidate) =>
				candidate.method === 'POST' && candidate.path === '/12/accounts/:account_id/cards',
		)!;
		return route.handler({
			state: emulator().state,
			params: { account_id: ACCOUNT },
			query: {},
			headers: { 'content-type': contentType },
			body,
			rawBody: JSON.stringify(body),
		} as never) as Reply;
	};
	const details = {
		type: 'DETAILS',
		title: 't',
		destination: { type: 'WEBSITE', url: 'https://x.example' },
	};
	test.each([
		[
			'a form body',
			'application/x-www-form-urlencoded',
			{ name: 'x' },
			'Cards take a JSON body only (Content-Type: application/json)',
		],
		[
			'no name',
			'application/json',
			{ components: [{ type: 'MEDIA', media_key: IMAGE }, details] },
			'name is required',
		],
		[
			'a long name',
			'application/json',
			{ name: 'n'.repeat(81), components: [{ type: 'MEDIA', media_key: IMAGE }, details] },
			'name must be a string of at most 80 characters',
		],
		[
			'both components and slides',
			'application/json',
			{ name: 'x', components: [], slides: [] },
			'Exactly one of components or slides is required',
		],
		[
			'a bad media key',
			'application/json',
			{ name: 'x', components: [{ type: 'MEDIA', media_key: 'abc' }, details] },
			'MEDIA needs media_key, the key of an image or video of the media library',
		],
		[
			'seven swipeable keys',
			'application/json',
			{
				name: 'x',
				components: [{ type: 'SWIPEABLE_MEDIA', media_keys: Array(7).fill(IMAGE) }, details],
			},
			'SWIPEABLE_MEDIA needs media_keys: 2 to 6 images or videos',
		],
		[
			'no destination component',
			'application/json',
			{ name: 'x', components: [{ type: 'MEDIA', media_key: IMAGE }] },
			'A card needs exactly one DETAILS or BUTTON component',
		],
		[
			'a deep link without its store',
			'application/json',
			{
				name: 'x',
				components: [
					{ type: 'MEDIA', media_key: IMAGE },
					{
						type: 'BUTTON',
						label: { type: 'ENUM', value: 'SHOP' },
						destination: {
							type: 'APP',
							country_code: 'US',
							ios_app_store_identifier: '1',
							android_store_deep_link: 'x://',
						},
					},
				],
			},
			'android_store_deep_link is allowed only with android_store_app_id',
		],
		[
			'an app slide',
			'application/json',
			{
				name: 'x',
				slides: [
					[
						{ type: 'MEDIA', media_key: IMAGE },
						{
							type: 'BUTTON',
							label: { type: 'ENUM', value: 'SHOP' },
							destination: { type: 'APP', country_code: 'US', android_store_app_id: 'a' },
						},
					],
				],
			},
			'Slide 1: multi-destination carousels take DETAILS (website) destinations',
		],
	])('%s is refused with 400', (_, contentType, body, message) => {
		const reply = post(contentType, body);
		expect(reply.status).toBe(400);
		expect((reply.body as { errors: Array<{ message: string }> }).errors[0].message).toBe(message);
	});

	test('a valid card is accepted and typed from its components', () => {
		const reply = post('application/json', {
			name: 'ok',
			components: [
				{ type: 'MEDIA', media_key: '16_5' },
				{
					type: 'BUTTON',
					label: { type: 'ENUM', value: 'OPEN' },
					destination: { type: 'APP', country_code: 'US', android_store_app_id: 'a' },
				},
			],
		});
		expect(reply.status).toBeUndefined();
		expect((reply.body as { data: { card_type: string } }).data.card_type).toBe('IMAGE_APP');
	});
});
