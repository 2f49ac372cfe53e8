'use strict';
// Platform Ads targeting inside n8n: the 12 targeting option lookups, the Targeting Value picker
// through n8n's listSearch call ("york" finds New York), criteria created from a location search
// in one batch and deleted in one batch, one criterion created, read and deleted, the criteria of
// a line item listed, and an audience estimate.
const { ADS_ACCOUNT: ACCOUNT, adsNodes, chain, locator } = require('../workflows');
const { adsListSearch, nodeOutput, platformRequests, requestLine } = require('../executions');

const LOOKUPS = [
	['searchAppStoreCategories', 'app_store_categories', {}],
	['searchConversations', 'conversations', { limit: 5 }],
	['searchDevices', 'devices', { q: 'galaxy' }],
	['searchEvents', 'events', { event_types: ['SPORTS', 'HOLIDAY'], limit: 5 }],
	['searchInterests', 'interests', { q: 'coffee' }],
	['searchLanguages', 'languages', { q: 'russ' }],
	['searchLocations', 'locations', { q: 'york' }],
	['searchNetworkOperators', 'network_operators', { filters: { country_code: 'GB' } }],
	['searchPlatformVersions', 'platform_versions', {}],
	['searchPlatforms', 'platforms', {}],
	['searchTvMarkets', 'tv_markets', {}],
	['searchTvShows', 'tv_shows', { locale: 'en-GB' }],
];

function workflows(credentials) {
	const ads = adsNodes(credentials);
	const once = { executeOnce: true };
	return [
		chain(
			'PlatformAdsTarg01',
			'Ads: every targeting option lookup',
			LOOKUPS.map(([operation, , fields]) =>
				ads(
					operation,
					{ resource: 'targetingOption', operation, returnAll: !fields.limit, ...fields },
					once,
				),
			),
		),
		chain('PlatformAdsTarg02', 'Ads: criteria from a location search, in batches', [
			ads('Cities named York', {
				resource: 'targetingOption',
				operation: 'searchLocations',
				q: 'york',
				returnAll: true,
				filters: { location_type: 'CITIES' },
			}),
			ads('Create Many', {
				resource: 'targetingCriterion',
				operation: 'createMany',
				accountId: locator(ACCOUNT),
				// 9pn01, not 8v7jp: ads-line-items, which runs first in the same emulator, deletes 8v7jp.
				lineItemId: locator('9pn01'),
				targetingType: 'LOCATION',
				targetingValue: locator('={{ $json.targeting_value }}'),
			}),
			ads('Delete Many', {
				resource: 'targetingCriterion',
				operation: 'deleteMany',
				accountId: locator(ACCOUNT),
				targetingCriterionId: locator('={{ $json.id }}'),
			}),
		]),
		chain('PlatformAdsTarg03', 'Ads: one criterion created, read, deleted; list; estimate', [
			ads('Create', {
				resource: 'targetingCriterion',
				operation: 'create',
				accountId: locator(ACCOUNT),
				lineItemId: locator('9pn01'),
				targetingType: 'AGE',
				ageBucket: 'AGE_25_TO_54',
			}),
			ads('Get', {
				resource: 'targetingCriterion',
				operation: 'get',
				accountId: locator(ACCOUNT),
				targetingCriterionId: locator('={{ $json.id }}'),
			}),
			ads('Delete', {
				resource: 'targetingCriterion',
				operation: 'delete',
				accountId: locator(ACCOUNT),
				targetingCriterionId: locator('={{ $json.id }}'),
			}),
			ads(
				'Get Many',
				{
					resource: 'targetingCriterion',
					operation: 'getAll',
					accountId: locator(ACCOUNT),
					line_item_ids: '8v7jo',
					returnAll: true,
				},
				once,
			),
			ads(
				'Estimate',
				{
					resource: 'audienceEstimate',
					operation: 'get',
					accountId: locator(ACCOUNT),
					criteria: {
						criterion: [
							{ targetingType: 'BROAD_KEYWORD', targetingValue: 'coffee', operatorType: 'EQ' },
							{ targetingType: 'LOCATION', targetingValue: '96683cc9126741d1', operatorType: 'EQ' },
						],
					},
				},
				once,
			),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests, credentials }) {
	await check(
		'Ads: the Targeting Value picker (listSearch) finds New York for "york", inside n8n',
		async () => {
			const answer = await adsListSearch(rest, credentials, {
				parameter: 'targetingValue',
				method: 'searchTargetingValues',
				filter: 'york',
				parameters: {
					resource: 'targetingCriterion',
					operation: 'create',
					targetingType: 'LOCATION',
					pickerFilters: { countryCode: 'US' },
				},
			});
			const names = (answer.results || []).map((result) => result.name);
			assert(
				names.includes('New York (city, US)') && names.includes('York (city, US)'),
				`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
			);
			const requests = platformRequests(await newRequests());
			assert(
				requests.length === 1 &&
					requests[0].path === '/ads/12/targeting_criteria/locations' &&
					requests[0].query.q === 'york' &&
					requests[0].query.country_code === 'US',
				`requests ${JSON.stringify(requests.map((e) => [e.path, e.query]))}`,
			);
		},
	);

	await check('Ads: each of the 12 targeting option lookups answers in n8n', async () => {
		const execution = await h.runWorkflowInServer(rest, 'PlatformAdsTarg01', 'Start');
		assert(execution.status === 'success', `execution status ${execution.status}`);
		for (const [operation] of LOOKUPS)
			assert(nodeOutput(execution, operation).length > 0, `${operation} answered nothing`);
		const paths = platformRequests(await newRequests()).map(
			(entry) => `${entry.path} ${entry.status}`,
		);
		assert(
			JSON.stringify(paths) ===
				JSON.stringify(LOOKUPS.map(([, list]) => `/ads/12/targeting_criteria/${list} 200`)),
			`requests ${JSON.stringify(paths)}`,
		);
	});

	await check(
		'Ads: criteria created from a location search in one batch, deleted in one batch',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsTarg02', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const cities = nodeOutput(execution, 'Cities named York');
			const created = nodeOutput(execution, 'Create Many');
			const deleted = nodeOutput(execution, 'Delete Many');
			assert(
				cities.length > 3 &&
					created.length === cities.length &&
					deleted.every((one) => one.deleted === true),
				`${cities.length} cities, ${created.length} created, ${JSON.stringify(deleted.slice(0, 2))}`,
			);
			const batches = platformRequests(await newRequests()).filter((entry) =>
				entry.path.startsWith('/ads/12/batch/'),
			);
			assert(
				batches.length === 2 &&
					batches.every(
						(entry) => entry.path === `/ads/12/batch/accounts/${ACCOUNT}/targeting_criteria`,
					) &&
					batches.every((entry) => entry.status === 200),
				`batches ${JSON.stringify(batches.map((e) => [e.path, e.status]))}`,
			);
		},
	);

	await check(
		'Ads: a criterion created, read and deleted; the line item listed; an estimate',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsTarg03', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const [deleted] = nodeOutput(execution, 'Delete');
			assert(
				deleted.deleted === true && deleted.targeting_value === 'AGE_25_TO_54',
				JSON.stringify(deleted),
			);
			const listed = nodeOutput(execution, 'Get Many');
			assert(
				listed.some((one) => one.name === 'United States'),
				JSON.stringify(listed),
			);
			const [estimate] = nodeOutput(execution, 'Estimate');
			assert(estimate.audience_size && estimate.audience_size.min > 0, JSON.stringify(estimate));
			const calls = platformRequests(await newRequests()).map(requestLine);
			const path = `/ads/12/accounts/${ACCOUNT}`;
			assert(
				JSON.stringify(calls) ===
					JSON.stringify([
						`POST ${path}/targeting_criteria 200`,
						`GET ${path}/targeting_criteria/${deleted.id} 200`,
						`DELETE ${path}/targeting_criteria/${deleted.id} 200`,
						`GET ${path}/targeting_criteria 200`,
						`POST ${path}/audience_estimate 200`,
					]),
				`requests ${JSON.stringify(calls)}`,
			);
		},
	);
}

module.exports = { workflows, run };
