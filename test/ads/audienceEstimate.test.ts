import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { run, requests } = nodeHarness('ads');

const estimate = (criterion: Array<Record<string, unknown>>) =>
	run({
		resource: 'audienceEstimate',
		operation: 'get',
		accountId: byId(ACCOUNT),
		criteria: { criterion },
	});

test('the criteria go as the JSON body; the answer is the audience size range', async () => {
	const result = await estimate([
		{
			targetingType: 'SIMILAR_TO_FOLLOWERS_OF_USER',
			targetingValue: '2244994945',
			operatorType: 'EQ',
		},
		{ targetingType: 'BROAD_KEYWORD', targetingValue: ' espresso ', operatorType: 'NE' },
		{ targetingType: 'LOCATION', targetingValue: '96683cc9126741d1' },
	]);
	expect(result.error).toBeUndefined();
	expect(requests()).toEqual([
		{
			method: 'POST',
			path: `/ads/12/accounts/${ACCOUNT}/audience_estimate`,
			query: {},
			body: {
				targeting_criteria: [
					{
						targeting_type: 'SIMILAR_TO_FOLLOWERS_OF_USER',
						targeting_value: '2244994945',
						operator_type: 'EQ',
					},
					{ targeting_type: 'BROAD_KEYWORD', targeting_value: 'espresso', operator_type: 'NE' },
					{ targeting_type: 'LOCATION', targeting_value: '96683cc9126741d1', operator_type: 'EQ' },
				],
			},
		},
	]);
	expect(json(result)).toEqual([{ audience_size: { min: 13333333, max: 16000000 } }]);
});

test.each([
	[
		[{ targetingType: 'LOCATION', targetingValue: '96683cc9126741d1' }],
		'Item 1: Criteria needs at least one followers, custom audience, interest, keyword or TV criterion',
	],
	[[], 'Item 1: Criteria needs at least one criterion'],
	[
		[{ targetingType: 'INTEREST', targetingValue: '' }],
		'Item 1: Criteria 1: Targeting Value is required',
	],
	[
		[{ targetingType: 'INTEREST', targetingValue: '1004', operatorType: 'GTE' }],
		'Item 1: Criteria 1: Operator At Least and Less Than go only with NETWORK_ACTIVATION_DURATION, not INTEREST',
	],
	[
		[
			{ targetingType: 'INTEREST', targetingValue: '1004' },
			{ targetingType: 'AGE', targetingValue: '18-34' },
		],
		'Item 1: Criteria 2: Targeting Value must be one of',
	],
])('bad criteria are refused before sending: %j', async (criterion, message) => {
	const result = await estimate(criterion);
	expect(result.error?.message).toContain(message);
	expect(requests()).toEqual([]);
});
