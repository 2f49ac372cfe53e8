import { byId, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

/**
 * Bad input of the targeting operations, one row a case: each is refused before any request,
 * with a message naming the item and the field as the panel shows it.
 */
const { run, requests } = nodeHarness('ads');

const criterion = (fields: Record<string, unknown>) => ({
	resource: 'targetingCriterion',
	operation: 'create',
	accountId: byId(ACCOUNT),
	lineItemId: byId('8v7jp'),
	targetingType: 'LOCATION',
	targetingValue: byId('96683cc9126741d1'),
	...fields,
});
const lookup = (operation: string, fields: Record<string, unknown>) => ({
	resource: 'targetingOption',
	operation,
	returnAll: true,
	...fields,
});
const list = (fields: Record<string, unknown>) => ({
	resource: 'targetingCriterion',
	operation: 'getAll',
	accountId: byId(ACCOUNT),
	line_item_ids: '8v7jo',
	...fields,
});

const CASES: Array<[string, Record<string, unknown>, string]> = [
	['no line item', criterion({ lineItemId: byId('={{ "" }}') }), 'Item 1: Line Item is required'],
	[
		'a line item ID with a slash',
		criterion({ lineItemId: byId('={{ "8v7/jo" }}') }),
		'Item 1: Line Item must be an ID of letters and digits',
	],
	['no account', criterion({ accountId: byId('={{ "" }}') }), 'Item 1: Account is required'],
	[
		'no targeting type',
		criterion({ targetingType: '={{ "" }}' }),
		'Item 1: Targeting Type is required',
	],
	[
		'an unknown targeting type',
		criterion({ targetingType: 'ZODIAC' }),
		'Item 1: Targeting Type must be one of the platform\'s targeting types, got "ZODIAC"',
	],
	[
		'a pre-roll type on Create',
		criterion({ targetingType: 'CONTENT_PUBLISHER_USER', operatorType: 'NE' }),
		'Item 1: Targeting Type CONTENT_PUBLISHER_USER can only be set with Create Many',
	],
	[
		'no targeting value',
		criterion({ targetingValue: byId('={{ "" }}') }),
		'Item 1: Targeting Value is required',
	],
	[
		'a blank keyword',
		criterion({ targetingType: 'PHRASE_KEYWORD', targetingValue: byId('   ') }),
		'Item 1: Targeting Value is required',
	],
	[
		'a location typed in the Keyword mode',
		criterion({ targetingValue: { __rl: true, mode: 'keyword', value: 'York' } }),
		'Item 1: Targeting Value is in the Keyword mode, which is for the keyword types (BROAD_KEYWORD, EXACT_KEYWORD, PHRASE_KEYWORD, UNORDERED_KEYWORD): for LOCATION choose From List or By ID',
	],
	[
		'an age that is not a bucket',
		criterion({ targetingType: 'AGE', ageBucket: 'AGE_18_TO_99' }),
		'Item 1: Age Bucket must be one of AGE_13_TO_24',
	],
	[
		'no age bucket',
		criterion({ targetingType: 'AGE', ageBucket: '' }),
		'Item 1: Age Bucket is required',
	],
	[
		'a gender other than 1 or 2',
		criterion({ targetingType: 'GENDER', gender: '3' }),
		'Item 1: Gender must be 1 (male) or 2 (female), got "3"',
	],
	[
		'an engagement value not offered',
		criterion({ targetingType: 'ENGAGEMENT_TYPE', engagement: 'CLICK' }),
		'Item 1: Engagement must be one of IMPRESSION',
	],
	[
		'an unknown operator',
		criterion({ operatorType: 'LIKE' }),
		'Item 1: Operator must be one of EQ, NE, GTE, LT, got "LIKE"',
	],
	[
		'GTE on a location',
		criterion({ operatorType: 'GTE' }),
		'Item 1: Operator At Least and Less Than go only with NETWORK_ACTIVATION_DURATION, not LOCATION',
	],
	[
		'EQ on network activation duration',
		criterion({
			targetingType: 'NETWORK_ACTIVATION_DURATION',
			targetingValue: byId('6'),
			operatorType: 'EQ',
		}),
		'Item 1: Operator must be At Least (GTE) or Less Than (LT) for NETWORK_ACTIVATION_DURATION',
	],
	[
		'an app list that includes',
		criterion({ targetingType: 'APP_LIST', targetingValue: byId('1x2y'), operatorType: 'EQ' }),
		'Item 1: Operator must be Exclude (NE): APP_LIST only excludes',
	],
	[
		'no line item IDs to list',
		list({ line_item_ids: ' , ' }),
		'Item 1: Line Item IDs needs at least 1 entry (it has 0)',
	],
	[
		'201 line items to list',
		list({ line_item_ids: Array.from({ length: 201 }, (_, n) => `li${n}`).join(',') }),
		'Item 1: Line Item IDs allows at most 200 entries (it has 201)',
	],
	[
		'a language of three letters',
		list({ listOptions: { lang: 'fra' } }),
		'Item 1: Language must be a two-letter language code such as fr, got "fra"',
	],
	[
		'a criterion ID with a space',
		{
			resource: 'targetingCriterion',
			operation: 'get',
			accountId: byId(ACCOUNT),
			targetingCriterionId: byId('={{ "2k zxf" }}'),
		},
		'Item 1: Targeting Criterion must be an ID of letters and digits',
	],
	[
		'a lowercase country code',
		lookup('searchLocations', { filters: { country_code: 'gb' } }),
		'Item 1: Country Code must be a two-letter country code in capitals such as GB, got "gb"',
	],
	[
		'event country codes that are not codes',
		lookup('searchEvents', { event_types: ['SPORTS'], filters: { country_codes: 'US,England' } }),
		'Item 1: Country Codes must hold two-letter country codes such as US,GB; "England" is not one',
	],
	[
		'an event start that is not a time',
		lookup('searchEvents', { event_types: ['SPORTS'], filters: { start_time: 'next friday' } }),
		'Item 1: Start Time must be an ISO 8601 time',
	],
	[
		'a TV market that is not a locale',
		lookup('searchTvShows', { locale: 'english' }),
		'Item 1: TV Market Locale must be a locale such as en-US, got "english"',
	],
	[
		'a platform language of three letters',
		lookup('searchPlatforms', { filters: { lang: 'spa' } }),
		'Item 1: Language must be a two-letter language code such as es, got "spa"',
	],
];

test.each(CASES)('%s is refused before sending', async (_case, parameters, message) => {
	const result = await run(parameters);
	expect(result.error?.message).toContain(message);
	expect(requests()).toEqual([]);
});
