import { targetingCriteria } from '../emulator/routes/adsTargetingCriteria';
import { LOCATIONS } from '../emulator/targetingOptions';
import { byId, fromList, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const PATH = `/ads/12/accounts/${ACCOUNT}/targeting_criteria`;
const location = (name: string, type = 'CITIES') =>
	LOCATIONS.find((option) => option.name === name && option.location_type === type)!;

const create = (fields: Record<string, unknown>) =>
	run({
		resource: 'targetingCriterion',
		operation: 'create',
		accountId: byId(ACCOUNT),
		lineItemId: byId('8v7jp'),
		...fields,
	});

describe('Targeting Criterion Create', () => {
	test('a location picked from the list is sent as query parameters, EQ by default', async () => {
		const york = location('York');
		const result = await create({
			targetingType: 'LOCATION',
			targetingValue: fromList(york.targeting_value),
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {
					line_item_id: '8v7jp',
					targeting_type: 'LOCATION',
					targeting_value: york.targeting_value,
					operator_type: 'EQ',
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				line_item_id: '8v7jp',
				name: 'York',
				location_type: 'CITY',
				targeting_value: york.targeting_value,
				deleted: false,
			}),
		]);
		expect(json(result)[0]).not.toHaveProperty('notice');
	});

	test('an age bucket, a gender and an exclusion come from their dropdowns', async () => {
		await create({ targetingType: 'AGE', ageBucket: 'AGE_25_TO_54' });
		await create({ targetingType: 'GENDER', gender: '1' });
		await create({
			targetingType: 'BROAD_KEYWORD',
			targetingValue: byId('decaf'),
			operatorType: 'NE',
		});
		expect(requests().map((request) => request.query)).toEqual([
			{
				line_item_id: '8v7jp',
				targeting_type: 'AGE',
				targeting_value: 'AGE_25_TO_54',
				operator_type: 'EQ',
			},
			{
				line_item_id: '8v7jp',
				targeting_type: 'GENDER',
				targeting_value: '1',
				operator_type: 'EQ',
			},
			{
				line_item_id: '8v7jp',
				targeting_type: 'BROAD_KEYWORD',
				targeting_value: 'decaf',
				operator_type: 'NE',
			},
		]);
	});

	test('a location in Russia carries the warning that the ads must be in Russian', async () => {
		const moscow = location('Moscow');
		const result = await create({
			targetingType: 'LOCATION',
			targetingValue: {
				...fromList(moscow.targeting_value),
				cachedResultName: 'Moscow (city, RU): Ads targeting Russia must be in Russian',
			},
		});
		expect(json(result)[0]).toMatchObject({
			name: 'Moscow',
			notice: 'Ads targeting Russia must be in Russian',
		});
		const russia = await create({
			targetingType: 'LOCATION',
			targetingValue: byId(location('Russia', 'COUNTRIES').targeting_value),
		});
		expect(json(russia)[0]).toMatchObject({
			name: 'Russia',
			notice: 'Ads targeting Russia must be in Russian',
		});
	});

	test('a keyword is typed in the Keyword mode; one saved By ID before still goes as it is', async () => {
		await create({
			targetingType: 'PHRASE_KEYWORD',
			targetingValue: { __rl: true, mode: 'keyword', value: ' running shoes ' },
		});
		await create({ targetingType: 'BROAD_KEYWORD', targetingValue: byId('espresso') });
		expect(requests().map((request) => request.query.targeting_value)).toEqual([
			'running shoes',
			'espresso',
		]);
	});

	test('a value the platform does not know is said once, with the item and the way to the list', async () => {
		const result = await run(
			{
				resource: 'targetingCriterion',
				operation: 'create',
				accountId: byId(ACCOUNT),
				lineItemId: byId('8v7jp'),
				targetingType: 'LOCATION',
				targetingValue: byId('={{ $json.place }}'),
			},
			{
				items: [
					{ json: { place: location('York').targeting_value } },
					{ json: { place: 'Atlantis' } },
				],
			},
		);
		expect(result.error?.message).toBe(
			'Item 2: Targeting Value "Atlantis" is not a location the platform knows: choose it in the From List mode, which searches the locations by name',
		);
		expect(result.error?.description).toBe(
			'The platform answered: Unknown location Atlantis (HTTP 400, INVALID_PARAMETER)',
		);
		expect(requests().map((request) => request.query.targeting_value)).toEqual([
			location('York').targeting_value,
			'Atlantis',
		]);
	});

	test('a second age bucket is refused by the platform, and the error says so', async () => {
		// 8v7jo already targets AGE_18_TO_34.
		const result = await create({
			lineItemId: byId('8v7jo'),
			targetingType: 'AGE',
			ageBucket: 'AGE_OVER_50',
		});
		expect(result.error?.message).toMatch(/one age bucket/);
		expect(requests()).toHaveLength(1);
	});

	test('a TV show needs a location on the line item first (the platform refuses it)', async () => {
		const result = await create({ targetingType: 'TV_SHOW', targetingValue: byId('100001') });
		expect(result.error?.message).toMatch(/LOCATION criterion/);
		const located = await create({
			lineItemId: byId('8v7jo'),
			targetingType: 'TV_SHOW',
			targetingValue: byId('100001'),
		});
		expect(located.error).toBeUndefined();
	});

	test('IAB_CATEGORY is refused before sending: only Create Many sets it', async () => {
		const result = await create({ targetingType: 'IAB_CATEGORY', targetingValue: byId('IAB1') });
		expect(result.error?.message).toBe(
			'Item 1: Targeting Type IAB_CATEGORY can only be set with Create Many (the batch endpoint)',
		);
		expect(requests()).toEqual([]);
	});
});

describe('Targeting Criterion Get, Get Many, Delete', () => {
	test('Get Many lists the criteria of the line items named, with the options sent', async () => {
		const result = await run({
			resource: 'targetingCriterion',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			line_item_ids: '8v7jo, 8v7jp',
			returnAll: true,
			listOptions: { lang: 'fr', withDeleted: true },
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: { line_item_ids: '8v7jo,8v7jp', lang: 'fr', with_deleted: 'true', count: '1000' },
			},
		]);
		expect(json(result).map((criterion) => criterion.id)).toEqual(['2kzxf', '2kzxg']);
		expect(json(result)[0]).toMatchObject({ name: 'United States', location_type: 'COUNTRY' });
	});

	test('Get answers one criterion; Delete answers it deleted; a second Delete explains the 404', async () => {
		const get = await run({
			resource: 'targetingCriterion',
			operation: 'get',
			accountId: byId(ACCOUNT),
			targetingCriterionId: byId('2kzxg'),
			options: { lang: 'es' },
		});
		expect(json(get)).toEqual([
			expect.objectContaining({ id: '2kzxg', targeting_value: 'AGE_18_TO_34' }),
		]);
		const remove = () =>
			run({
				resource: 'targetingCriterion',
				operation: 'delete',
				accountId: byId(ACCOUNT),
				targetingCriterionId: byId('2kzxg'),
			});
		expect(json(await remove())).toEqual([expect.objectContaining({ id: '2kzxg', deleted: true })]);
		expect((await remove()).error?.message).toMatch(/already deleted or the ID is wrong/);
		expect(requests()).toEqual([
			{ method: 'GET', path: `${PATH}/2kzxg`, query: { lang: 'es' } },
			{ method: 'DELETE', path: `${PATH}/2kzxg`, query: {} },
			{ method: 'DELETE', path: `${PATH}/2kzxg`, query: {} },
		]);
		expect(
			targetingCriteria(emulator().state).find((criterion) => criterion.id === '2kzxg')?.deleted,
		).toBe(true);
	});
});
