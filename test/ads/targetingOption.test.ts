import { searchTargetingValues } from '../../nodes/PlatformAds/resources/targetingCriterion/targetingValueSearch';
import { LOCATIONS, INTEREST_OPTIONS } from '../emulator/targetingOptions';
import { json, nodeHarness } from '../helpers/nodeHarness';
import { pickerContext } from './pickerContext';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const LOOKUPS = '/ads/12/targeting_criteria';

const search = (operation: string, fields: Record<string, unknown> = {}) =>
	run({ resource: 'targetingOption', operation, returnAll: true, ...fields });

test('the dataset holds 200+ locations of every kind, Russia among the countries, and 100 interests', () => {
	expect(LOCATIONS.length).toBeGreaterThanOrEqual(200);
	for (const type of ['COUNTRIES', 'REGIONS', 'METROS', 'CITIES'])
		expect(LOCATIONS.filter((option) => option.location_type === type).length).toBeGreaterThan(10);
	expect(LOCATIONS).toContainEqual(expect.objectContaining({ name: 'Russia', country_code: 'RU' }));
	expect(INTEREST_OPTIONS).toHaveLength(100);
	expect(INTEREST_OPTIONS.every((interest) => /^[^/]+\/[^/]+$/.test(interest.name))).toBe(true);
});

/** Each operation, its request and what its answer must hold. */
const CASES: Array<[string, Record<string, unknown>, string, Record<string, string>, string]> = [
	[
		'searchAppStoreCategories',
		{ q: 'sport', filters: { os_type: 'IOS' } },
		'app_store_categories',
		{ q: 'sport', os_type: 'IOS' },
		'Sports',
	],
	[
		'searchConversations',
		{ filters: { conversation_type: 'SPORTS_TEAMS' } },
		'conversations',
		{ conversation_type: 'SPORTS_TEAMS', count: '1000' },
		'New York Yankees',
	],
	['searchDevices', { q: 'galaxy' }, 'devices', { q: 'galaxy', count: '1000' }, 'Galaxy S24'],
	[
		'searchEvents',
		{
			event_types: ['SPORTS'],
			filters: { country_codes: 'GB', start_time: '2027-06-01T00:00:00Z' },
		},
		'events',
		{
			event_types: 'SPORTS',
			country_codes: 'GB',
			start_time: '2027-06-01T00:00:00Z',
			count: '1000',
		},
		'Wimbledon',
	],
	[
		'searchInterests',
		{ q: 'coffee' },
		'interests',
		{ q: 'coffee', count: '1000' },
		'Food and drink/Coffee',
	],
	['searchLanguages', { q: 'russ' }, 'languages', { q: 'russ', count: '1000' }, 'Russian'],
	['searchLocations', { q: 'york' }, 'locations', { q: 'york', count: '1000' }, 'New York'],
	[
		'searchNetworkOperators',
		{ filters: { country_code: 'GB' } },
		'network_operators',
		{ country_code: 'GB', count: '1000' },
		'Vodafone UK',
	],
	['searchPlatformVersions', { q: 'ios' }, 'platform_versions', { q: 'ios' }, 'iOS 17.0'],
	[
		'searchPlatforms',
		{ filters: { lang: 'es' } },
		'platforms',
		{ lang: 'es', count: '1000' },
		'Android',
	],
	['searchTvMarkets', {}, 'tv_markets', {}, 'United Kingdom'],
	[
		'searchTvShows',
		{ locale: 'en-GB' },
		'tv_shows',
		{ locale: 'en-GB', count: '50' },
		'EastEnders',
	],
];

test.each(CASES)(
	'%s sends exactly its parameters to its endpoint',
	async (operation, fields, list, query, expected) => {
		const result = await search(operation, fields);
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([{ method: 'GET', path: `${LOOKUPS}/${list}`, query }]);
		expect(json(result).map((option) => option.name)).toContain(expected);
	},
);

test('every lookup is reached by one operation', () => {
	expect(new Set(CASES.map((row) => row[2])).size).toBe(12);
});

test('locations narrowed by type and country: the cities named York in the United Kingdom', async () => {
	const result = await search('searchLocations', {
		q: 'york',
		filters: { location_type: 'CITIES', country_code: 'GB' },
	});
	expect(requests()[0].query).toEqual({
		q: 'york',
		location_type: 'CITIES',
		country_code: 'GB',
		count: '1000',
	});
	expect(
		json(result).map((option) => [option.name, option.country_code, option.location_type]),
	).toEqual([['York', 'GB', 'CITIES']]);
});

test('a Limit pages with cursor where the lookup pages', async () => {
	const result = await run({
		resource: 'targetingOption',
		operation: 'searchInterests',
		returnAll: false,
		limit: 150,
	});
	expect(json(result)).toHaveLength(100);
	expect(requests()).toEqual([
		{ method: 'GET', path: `${LOOKUPS}/interests`, query: { count: '150' } },
	]);
});

describe('the Targeting Value picker', () => {
	const picker = (parameters: Record<string, unknown>) =>
		pickerContext(emulator(), { environment: 'production', ...parameters });

	test('"york" finds New York, York and Yorkshire; each entry names its kind and country', async () => {
		const found = await searchTargetingValues.call(picker({ targetingType: 'LOCATION' }), 'york');
		const names = found.results.map((result) => result.name);
		expect(names).toEqual(
			expect.arrayContaining([
				'New York (region, US)',
				'New York (city, US)',
				'York (city, GB)',
				'North Yorkshire (region, GB)',
			]),
		);
		expect(found.results.find((result) => result.name === 'New York (city, US)')?.value).toBe(
			LOCATIONS.find((option) => option.name === 'New York' && option.location_type === 'CITIES')
				?.targeting_value,
		);
		expect(requests()).toEqual([
			{ method: 'GET', path: `${LOOKUPS}/locations`, query: { q: 'york', count: '200' } },
		]);
	});

	test('narrowed by location type and country; Russian places carry the warning', async () => {
		const found = await searchTargetingValues.call(
			picker({
				targetingType: 'LOCATION',
				pickerFilters: { locationType: 'CITIES', countryCode: 'ru' },
			}),
			'',
		);
		expect(found.results[0].name).toBe(
			'Moscow (city, RU): Ads targeting Russia must be in Russian',
		);
		expect(requests()[0].query).toEqual({
			count: '200',
			location_type: 'CITIES',
			country_code: 'RU',
		});
	});

	test('each type searches its own list; a type without a list offers nothing and sends nothing', async () => {
		const interests = await searchTargetingValues.call(
			picker({ targetingType: 'INTEREST' }),
			'offe',
		);
		expect(interests.results.map((result) => result.name)).toEqual(['Food and drink/Coffee']);
		const shows = await searchTargetingValues.call(picker({ targetingType: 'TV_SHOW' }), '');
		expect(shows.results.map((result) => result.name)).toContain('The Tonight Show (Talk)');
		expect(
			(await searchTargetingValues.call(picker({ targetingType: 'BROAD_KEYWORD' }), 'x')).results,
		).toEqual([]);
		expect(requests()).toEqual([
			{ method: 'GET', path: `${LOOKUPS}/interests`, query: { q: 'offe', count: '200' } },
			{ method: 'GET', path: `${LOOKUPS}/tv_shows`, query: { count: '50', locale: 'en-US' } },
		]);
	});
});

test('the emulator refuses parameters a lookup does not take', async () => {
	const refused = await signedRequest(
		'GET',
		`${emulator().adsBaseUrl}/12/targeting_criteria/tv_markets?q=x`,
	);
	expect(refused.statusCode).toBe(400);
	const noLocale = await signedRequest(
		'GET',
		`${emulator().adsBaseUrl}/12/targeting_criteria/tv_shows`,
	);
	expect(noLocale.statusCode).toBe(400);
});
