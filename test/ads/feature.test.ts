import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { run, requests } = nodeHarness('ads');
const PATH = `/12/accounts/${ACCOUNT}/features`;

describe('Feature Get Many', () => {
	test('lists the accessible features, one item {feature_key} each', async () => {
		const result = await run({
			resource: 'feature',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
		});
		expect(requests()).toEqual([{ method: 'GET', path: `/ads${PATH}`, query: {} }]);
		expect(json(result)).toEqual([
			{ feature_key: 'REACH_AND_FREQUENCY_ANALYTICS' },
			{ feature_key: 'WEBSITE_CLICKS_CPM_BILLING' },
		]);
	});

	test('filters with feature_keys as a comma list', async () => {
		const result = await run({
			resource: 'feature',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			feature_keys: ['WEBSITE_CLICKS_CPM_BILLING', 'REACH_FREQUENCY_CAP'],
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `/ads${PATH}`,
				query: { feature_keys: 'WEBSITE_CLICKS_CPM_BILLING,REACH_FREQUENCY_CAP' },
			},
		]);
		expect(json(result)).toEqual([{ feature_key: 'WEBSITE_CLICKS_CPM_BILLING' }]);
	});
});

describe('Feature Add (sandbox only)', () => {
	test('goes to the sandbox whatever the environment, with feature_keys as a comma list', async () => {
		const result = await run({
			resource: 'feature',
			operation: 'add',
			environment: 'production',
			accountId: byId(ACCOUNT),
			feature_keys: ['AGE_TARGETING', 'REACH_FREQUENCY_CAP'],
		});
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: `/ads-sandbox${PATH}`,
				query: { feature_keys: 'AGE_TARGETING,REACH_FREQUENCY_CAP' },
			},
		]);
		expect(json(result).map((item) => item.feature_key)).toEqual([
			'REACH_AND_FREQUENCY_ANALYTICS',
			'WEBSITE_CLICKS_CPM_BILLING',
			'AGE_TARGETING',
			'REACH_FREQUENCY_CAP',
		]);
	});
});
