import { advanceAdsClock } from '../emulator/adsClock';
import { pollCards, SEEDED_POLL_CARDS } from '../emulator/routes/adsPollCards';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const harness = nodeHarness('ads');
const { emulator, run, requests } = harness;
const PATH = `/ads/12/accounts/${ACCOUNT}/cards/poll`;
const poll = (operation: string, extra: Record<string, unknown> = {}) =>
	run({ resource: 'pollCard', operation, accountId: byId(ACCOUNT), ...extra });
/** An expression that resolves to nothing (n8n itself refuses a required field left empty in the editor). */
const valid = { name: 'Lunch', durationInMinutes: 60, firstChoice: 'Pizza', secondChoice: 'Salad' };

describe('Get Many', () => {
	test('Return All over 3 pages of 1,000, without deleted cards', async () => {
		const result = await poll('getAll', { returnAll: true });
		const visible = pollCards(emulator().state).filter(
			(record) => !record.deleted && record.account_id === ACCOUNT,
		).length;
		expect(visible).toBe(SEEDED_POLL_CARDS - 21);
		expect(result.items).toHaveLength(visible);
		expect(json(result)[0]).toEqual({
			id: 'p0',
			name: 'Poll 0',
			first_choice: 'Yes',
			second_choice: 'No',
			third_choice: null,
			fourth_choice: null,
			start_time: '2026-01-01T00:00:00Z',
			end_time: '2026-01-01T01:00:00Z',
			duration_in_minutes: '60',
			card_uri: 'card://p0',
			card_type: 'TEXT_POLLS',
			created_at: '2026-01-01T00:00:00Z',
			updated_at: '2026-01-01T00:00:00Z',
			deleted: false,
			state: 'CLOSED',
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '1000' } },
			{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String) } },
			{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String) } },
		]);
	});

	test('card_ids, q, sort_by, with_deleted and with_total_count travel as the spec names them', async () => {
		const result = await poll('getAll', {
			limit: 5,
			output: 'response',
			listOptions: {
				cardIds: 'p1, p2,p2r',
				q: 'poll',
				sortBy: 'name-desc',
				withDeleted: true,
				withTotalCount: true,
			},
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: {
					count: '5',
					card_ids: 'p1,p2,p2r',
					q: 'poll',
					sort_by: 'name-desc',
					with_deleted: 'true',
					with_total_count: 'true',
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				total_count: 3,
				data: [
					expect.objectContaining({ id: 'p2r', deleted: true }),
					expect.objectContaining({ id: 'p2' }),
					expect.objectContaining({ id: 'p1' }),
				],
			}),
		]);
	});
});

test('Get sends with_deleted and returns the card', async () => {
	const result = await poll('get', { cardId: byId('p2r'), getOptions: { withDeleted: true } });
	expect(requests()).toEqual([
		{ method: 'GET', path: `${PATH}/p2r`, query: { with_deleted: 'true' } },
	]);
	expect(json(result)).toEqual([
		expect.objectContaining({ id: 'p2r', deleted: true, state: 'CLOSED' }),
	]);
});

describe('Create', () => {
	test('parameters travel in the query (the platform states no JSON body for it); the poll is open, then closes after its duration', async () => {
		const result = await poll('create', {
			...valid,
			durationInMinutes: 5,
			additionalFields: { thirdChoice: 'Soup', fourthChoice: 'Nothing', mediaKey: '7_99' },
		});
		expect(
			emulator().log.map(({ method, path, query, rawBody }) => ({ method, path, query, rawBody })),
		).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {
					name: 'Lunch',
					duration_in_minutes: '5',
					first_choice: 'Pizza',
					second_choice: 'Salad',
					third_choice: 'Soup',
					fourth_choice: 'Nothing',
					media_key: '7_99',
				},
				rawBody: '',
			},
		]);
		const [created] = json(result);
		expect(created).toEqual({
			id: expect.any(String),
			name: 'Lunch',
			first_choice: 'Pizza',
			second_choice: 'Salad',
			third_choice: 'Soup',
			fourth_choice: 'Nothing',
			start_time: expect.any(String),
			end_time: expect.any(String),
			duration_in_minutes: '5',
			card_uri: `card://${String(created.id)}`,
			card_type: 'VIDEO_POLLS',
			created_at: created.start_time,
			updated_at: created.start_time,
			deleted: false,
			state: 'OPEN',
		});
		expect(Date.parse(String(created.end_time)) - Date.parse(String(created.start_time))).toBe(
			5 * 60_000,
		);

		advanceAdsClock(emulator().state, 4);
		expect(json(await poll('get', { cardId: byId(String(created.id)) }))[0].state).toBe('OPEN');
		advanceAdsClock(emulator().state, 1);
		expect(json(await poll('get', { cardId: byId(String(created.id)) }))[0].state).toBe('CLOSED');
	});

	test('optional values left empty are not sent', async () => {
		await poll('create', { ...valid, additionalFields: { thirdChoice: '' } });
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {
					name: 'Lunch',
					duration_in_minutes: '60',
					first_choice: 'Pizza',
					second_choice: 'Salad',
				},
			},
		]);
	});

	test('the node says there is no update', async () => {
		const { PlatformAds } = await import('../../nodes/PlatformAds/PlatformAds.node');
		const properties = new PlatformAds().description.properties;
		const operations = properties.find(
			(property) =>
				property.name === 'operation' &&
				property.displayOptions?.show?.resource?.includes('pollCard'),
		);
		expect(
			(operations?.options as Array<{ value: string; description: string }>).map(
				(option) => option.value,
			),
		).toEqual(['create', 'get', 'getAll']);
		expect(
			(operations?.options as Array<{ value: string; description: string }>)[0].description,
		).toContain('Poll cards cannot be changed once created');
		expect(properties.find((property) => property.name === 'noUpdateNotice')?.type).toBe('notice');
	});

	test('continueOnFail: a bad item becomes its error item, the others are created', async () => {
		const result = await run(
			{
				resource: 'pollCard',
				operation: 'create',
				accountId: byId(ACCOUNT),
				...valid,
				durationInMinutes: '={{ $json.minutes }}',
			},
			{ items: [{ json: { minutes: 30 } }, { json: { minutes: 3 } }], continueOnFail: true },
		);
		expect(json(result)).toEqual([
			expect.objectContaining({ duration_in_minutes: '30' }),
			{ error: 'Item 2: Duration (Minutes) must be a whole number from 5 to 10,080, got 3' },
		]);
		expect(requests()).toHaveLength(1);
	});
});

test('the emulator refuses what the platform would (a signed request outside the node)', async () => {
	const { signedRequest } = harness;
	const refused = await signedRequest(
		'POST',
		`${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/cards/poll?name=x&duration_in_minutes=10081&first_choice=a&second_choice=b`,
	);
	expect(refused.statusCode).toBe(400);
	expect(JSON.stringify(refused.body)).toContain(
		'duration_in_minutes must be an integer from 5 to 10080',
	);
	const fourth = await signedRequest(
		'POST',
		`${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/cards/poll?name=x&duration_in_minutes=10&first_choice=a&second_choice=b&fourth_choice=d`,
	);
	expect(JSON.stringify(fourth.body)).toContain(
		'fourth_choice needs first_choice, second_choice and third_choice',
	);
});
