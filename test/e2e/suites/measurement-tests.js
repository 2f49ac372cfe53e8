'use strict';
// Platform Ads Measurement inside n8n: example (k) (an A/B test splitting two campaigns 50/50,
// then both campaigns' stats) checked by what the emulator holds, then one check per endpoint of
// the mobile conversion, app event tag, provider configuration, app list and A/B test resources:
// the request the emulator received and the answer the node gave.
const { exampleWorkflows } = require('../../../examples/examples');
const { oauth1Fetch } = require('../../../scripts/oauth1Fetch');
const { ADS_ACCOUNT: ACCOUNT, byType, chain, locator, platformNode } = require('../workflows');
const { nodeOutput, platformRequests, requestLine } = require('../executions');
const { pickedSuites } = require('../suiteOrder');

const EXAMPLE = 'PlatformExample11';
const ACCOUNT_PATH = `/ads/12/accounts/${ACCOUNT}`;
const DAY_MS = 86_400_000;
/** Noon UTC some days from now: an A/B test starts in the future. */
const noonIn = (days) => {
	const now = new Date();
	return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12))
		.toISOString()
		.replace('.000Z', 'Z');
};
const CLICKED_DEVICE = 'Q2xpY2tlZERldmljZUhhc2hlZDAwMDAwMDAwMDAwMDA=';
const CONVERSION = {
	appId: '333903271',
	osType: 'IOS',
	hashedDeviceId: CLICKED_DEVICE,
	conversionType: 'INSTALL',
	conversionTime: '2026-01-12T08:30:00.125Z',
};
const byId = '={{ $json.id }}';

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const node = (name, resource, operation, parameters = {}) =>
		platformNode(
			name,
			'platformAdsMeasurement',
			{
				authentication: 'oAuth1',
				resource,
				operation,
				...(resource.startsWith('conversion') ? {} : { accountId: locator(ACCOUNT) }),
				...parameters,
			},
			oauth1,
		);
	// The examples suite imports every example; alone, this suite imports its own.
	const example = pickedSuites().includes('examples')
		? []
		: exampleWorkflows().filter((workflow) => workflow.id === EXAMPLE);
	return [
		...example,
		chain('PlatformMeasConv01', 'Measurement: conversion event and attribution', [
			node('Send conversion', 'conversionEvent', 'send', {
				...CONVERSION,
				conversionOptions: { clickWindow: 7, priceMicro: 1990000, priceCurrency: 'USD' },
			}),
			node('Attribution', 'conversionAttribution', 'get', {
				...CONVERSION,
				conversionOptions: { clickWindow: 1, viewThroughWindow: 0 },
			}),
		]),
		chain('PlatformMeasAet01', 'Measurement: app event tag', [
			node('Create tag', 'appEventTag', 'create', {
				appStoreIdentifier: 'com.example.app',
				osType: 'ANDROID',
				conversionType: 'SIGN_UP',
				providerAppEventId: 'af_complete_registration',
				providerAppEventName: 'Registration',
				tagOptions: { postEngagementAttributionWindow: 14 },
			}),
			node('Get tag', 'appEventTag', 'get', { appEventTagId: locator(byId) }),
			node('List tags', 'appEventTag', 'getAll', {
				limit: 10,
				listOptions: { appEventTagIds: byId },
			}),
			node('Delete tag', 'appEventTag', 'delete', { appEventTagId: locator(byId) }),
		]),
		chain('PlatformMeasAepc01', 'Measurement: app event provider configuration', [
			node('Link partner', 'appEventProviderConfiguration', 'create', {
				providerAdvertiserId: 'adv-e2e',
			}),
			node('Get configuration', 'appEventProviderConfiguration', 'get', {
				appEventProviderConfigurationId: locator(byId),
			}),
			node('List configurations', 'appEventProviderConfiguration', 'getAll', { returnAll: true }),
			node('Unlink partner', 'appEventProviderConfiguration', 'delete', {
				appEventProviderConfigurationId: locator(byId),
			}),
		]),
		chain('PlatformMeasApl01', 'Measurement: app list', [
			node('Create list', 'appList', 'create', {
				name: 'E2E apps',
				appStoreIdentifiers: '333903271, com.example.app',
			}),
			node('Get list', 'appList', 'get', { appListId: locator(byId) }),
			node('List lists', 'appList', 'getAll', { limit: 10, listOptions: { appListIds: byId } }),
			node('Delete list', 'appList', 'delete', { appListId: locator(byId) }),
		]),
		chain('PlatformMeasAbt01', 'Measurement: A/B test', [
			node('Create test', 'abTest', 'create', {
				entityType: 'CAMPAIGN',
				startTime: noonIn(3),
				endTime: noonIn(10),
				splitEvenly: false,
				userGroups: {
					group: [
						{ entityIds: ['c7'], size: 40, name: 'Reporting', description: '' },
						{ entityIds: ['c8'], size: 60, name: 'Quiet', description: '' },
					],
				},
				name: 'E2E test',
			}),
			node('List tests', 'abTest', 'getAll', {
				limit: 10,
				listOptions: { abTestIds: byId, status: 'SCHEDULED' },
			}),
			node('Rename test', 'abTest', 'update', {
				abTestId: locator(byId),
				updateFields: { name: 'E2E test, renamed' },
			}),
			node('Delete test', 'abTest', 'delete', { abTestId: locator(byId) }),
		]),
	];
}

async function run({ h, check, assert, rest, emulator, credentials, newRequests }) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	/** Runs a workflow once, keeping its execution and the platform requests it made. */
	const runs = {};
	const runOnce = async (id) => {
		if (!runs[id]) {
			await newRequests();
			const execution = await h.runWorkflowInServer(rest, id, 'Start');
			assert(
				execution.status === 'success',
				`${id}: execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
			);
			runs[id] = { execution, requests: platformRequests(await newRequests()) };
		}
		return runs[id];
	};
	/** The one request of `method path`, asserted, with the output of `node`. */
	const endpoint = async (id, method, path, node) => {
		const { execution, requests } = await runOnce(id);
		const matching = requests.filter(
			(entry) =>
				entry.method === method &&
				(typeof path === 'string' ? entry.path === path : path.test(entry.path)),
		);
		assert(
			matching.length === 1 && matching[0].status === 200,
			`${method} ${path}: ${JSON.stringify(requests.map(requestLine))}`,
		);
		return { request: matching[0], output: nodeOutput(execution, node) };
	};
	const sorted = (value) =>
		value && typeof value === 'object' && !Array.isArray(value)
			? Object.fromEntries(
					Object.keys(value)
						.sort()
						.map((key) => [key, sorted(value[key])]),
				)
			: value;
	const same = (actual, expected, what) =>
		assert(
			JSON.stringify(sorted(actual)) === JSON.stringify(sorted(expected)),
			`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
		);

	await check(
		"Example (k): the A/B test of campaigns c1 and c6 is on the emulator, 50/50 and SCHEDULED, and both campaigns' stats are read",
		async () => {
			await newRequests();
			const execution = await h.runWorkflowInServer(rest, EXAMPLE, 'Start the test');
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
			);
			const requests = platformRequests(await newRequests());
			const [created] = nodeOutput(execution, 'Split two campaigns 50/50');
			const { data } = await oauth1Fetch(
				oauth1,
				'GET',
				`${emulator.adsBaseUrl}/12/accounts/${ACCOUNT}/ab_tests?ab_test_ids=${created.id}`,
			);
			const [stored] = data;
			same(
				stored.user_groups.map((group) => [group.entity_ids, group.size, group.name]),
				[
					[['c1'], '50.00', 'Spring Sale'],
					[['c6'], '50.00', 'Follower Growth'],
				],
				'stored groups',
			);
			same(
				[stored.status, stored.entity_type, stored.name],
				['SCHEDULED', 'CAMPAIGN', 'Spring Sale against Follower Growth'],
				'stored test',
			);
			const start = Date.parse(stored.start_time);
			assert(
				start > Date.now() &&
					new Date(start).getUTCHours() === 12 &&
					Date.parse(stored.end_time) - start === 14 * DAY_MS,
				`period ${stored.start_time} to ${stored.end_time}`,
			);
			const stats = requests.filter((entry) => entry.path === `/ads/12/stats/accounts/${ACCOUNT}`);
			assert(
				stats.length === 1 &&
					stats[0].query.entity === 'CAMPAIGN' &&
					stats[0].query.entity_ids === 'c1,c6',
				`stats requests ${JSON.stringify(stats.map((entry) => entry.query))}`,
			);
			const rows = nodeOutput(execution, 'Stats of both campaigns');
			assert(rows.length > 0, 'no stats rows');
		},
	);

	await check(
		'Conversion Event > Send: POST /12/conversion_event, the platform claims the click',
		async () => {
			const { request, output } = await endpoint(
				'PlatformMeasConv01',
				'POST',
				'/ads/12/conversion_event',
				'Send conversion',
			);
			same(
				request.query,
				{
					app_id: '333903271',
					os_type: 'IOS',
					hashed_device_id: CLICKED_DEVICE,
					conversion_type: 'INSTALL',
					click_window: '7',
					price_micro: '1990000',
					price_currency: 'USD',
					conversion_time: '2026-01-12T08:30:00.125Z',
				},
				'query',
			);
			same(output[0].platform_attribution?.engagement_type, 'CLICK', 'attribution');
		},
	);

	await check(
		'Conversion Attribution > Get: GET /12/conversion_attribution, nobody claims it in 1 day',
		async () => {
			const { request, output } = await endpoint(
				'PlatformMeasConv01',
				'GET',
				'/ads/12/conversion_attribution',
				'Attribution',
			);
			same([request.query.click_window, request.query.view_through_window], ['1', '0'], 'windows');
			same(output[0].platform_attribution, null, 'attribution');
		},
	);

	const tagPath = `${ACCOUNT_PATH}/app_event_tags`;
	await check('App Event Tag > Create: POST app_event_tags', async () => {
		const { request, output } = await endpoint('PlatformMeasAet01', 'POST', tagPath, 'Create tag');
		same(request.query.post_engagement_attribution_window, '14', 'window');
		same(output[0].conversion_type, 'SIGN_UP', 'conversion type');
	});
	await check('App Event Tag > Get: GET app_event_tags/:id', async () => {
		const { output } = await endpoint(
			'PlatformMeasAet01',
			'GET',
			/\/app_event_tags\/aet\d+$/,
			'Get tag',
		);
		same(output[0].provider_app_event_name, 'Registration', 'name');
	});
	await check('App Event Tag > Get Many: GET app_event_tags by ID', async () => {
		const { request, output } = await endpoint('PlatformMeasAet01', 'GET', tagPath, 'List tags');
		same(output.length, 1, 'tags');
		same(request.query.app_event_tag_ids, output[0].id, 'ids');
	});
	await check('App Event Tag > Delete: DELETE app_event_tags/:id', async () => {
		const { output } = await endpoint(
			'PlatformMeasAet01',
			'DELETE',
			/\/app_event_tags\/aet\d+$/,
			'Delete tag',
		);
		same(output[0].deleted, true, 'deleted');
	});

	const configPath = `${ACCOUNT_PATH}/app_event_provider_configurations`;
	await check(
		'App Event Provider Configuration > Create: POST, after looking for a linked partner',
		async () => {
			const { request, output } = await endpoint(
				'PlatformMeasAepc01',
				'POST',
				configPath,
				'Link partner',
			);
			same(request.query, { provider_advertiser_id: 'adv-e2e' }, 'query');
			same(output[0].provider_advertiser_identifier, 'adv-e2e', 'identifier');
		},
	);
	await check('App Event Provider Configuration > Get: GET .../:id', async () => {
		const { output } = await endpoint(
			'PlatformMeasAepc01',
			'GET',
			/\/app_event_provider_configurations\/aepc\d+$/,
			'Get configuration',
		);
		same(output[0].provider_advertiser_id, 'adv-e2e', 'advertiser');
	});
	await check('App Event Provider Configuration > Get Many: GET, Return All', async () => {
		const { requests } = await runOnce('PlatformMeasAepc01');
		const lists = requests.filter((entry) => entry.method === 'GET' && entry.path === configPath);
		// The first is Create's look-up; the second the list itself.
		assert(
			lists.length === 2 && lists[1].query.count === '1000',
			`lists ${JSON.stringify(lists.map((entry) => entry.query))}`,
		);
		const output = nodeOutput(runs.PlatformMeasAepc01.execution, 'List configurations');
		same(
			output.map((record) => record.provider_advertiser_id),
			['adv-e2e'],
			'configurations',
		);
	});
	await check('App Event Provider Configuration > Delete: DELETE .../:id', async () => {
		const { output } = await endpoint(
			'PlatformMeasAepc01',
			'DELETE',
			/\/app_event_provider_configurations\/aepc\d+$/,
			'Unlink partner',
		);
		same(output[0].deleted, true, 'deleted');
	});

	const listPath = `${ACCOUNT_PATH}/app_lists`;
	await check('App List > Create: POST app_lists, the apps joined', async () => {
		const { request, output } = await endpoint(
			'PlatformMeasApl01',
			'POST',
			listPath,
			'Create list',
		);
		same(
			request.query,
			{ name: 'E2E apps', app_store_identifiers: '333903271,com.example.app' },
			'query',
		);
		same(output[0].apps.length, 2, 'apps');
	});
	await check('App List > Get: GET app_lists/:id with its apps', async () => {
		const { output } = await endpoint(
			'PlatformMeasApl01',
			'GET',
			/\/app_lists\/al\d+$/,
			'Get list',
		);
		same(
			output[0].apps.map((app) => app.os_type),
			['iOS', 'Android'],
			'apps',
		);
	});
	await check('App List > Get Many: GET app_lists by ID', async () => {
		const { requests } = await runOnce('PlatformMeasApl01');
		const lists = requests.filter((entry) => entry.method === 'GET' && entry.path === listPath);
		assert(
			lists.length === 2 && lists[1].query.app_list_ids,
			`lists ${JSON.stringify(lists.map((entry) => entry.query))}`,
		);
		same(
			nodeOutput(runs.PlatformMeasApl01.execution, 'List lists').map((list) => list.name),
			['E2E apps'],
			'lists',
		);
	});
	await check('App List > Delete: DELETE app_lists/:id', async () => {
		const { output } = await endpoint(
			'PlatformMeasApl01',
			'DELETE',
			/\/app_lists\/al\d+$/,
			'Delete list',
		);
		same(output[0].deleted, true, 'deleted');
	});

	const testPath = `${ACCOUNT_PATH}/ab_tests`;
	await check('A/B Test > Create: POST ab_tests with a JSON body, sizes as strings', async () => {
		const { request, output } = await endpoint(
			'PlatformMeasAbt01',
			'POST',
			testPath,
			'Create test',
		);
		// The log holds no bodies: the test as the emulator stored and answered it.
		same(
			output[0].user_groups.map((group) => [group.entity_ids, group.size, group.name]),
			[
				[['c7'], '40.00', 'Reporting'],
				[['c8'], '60.00', 'Quiet'],
			],
			'groups',
		);
		same([output[0].start_time, output[0].end_time], [noonIn(3), noonIn(10)], 'period');
		same(request.query, {}, 'query');
		same(output[0].status, 'SCHEDULED', 'status');
	});
	await check('A/B Test > Get Many: GET ab_tests by ID and status', async () => {
		const { requests, execution } = await runOnce('PlatformMeasAbt01');
		const list = requests.filter(
			(entry) => entry.method === 'GET' && entry.path === testPath && entry.query.status,
		);
		assert(
			list.length === 1 && list[0].query.status === 'SCHEDULED',
			`lists ${JSON.stringify(list.map((entry) => entry.query))}`,
		);
		same(
			nodeOutput(execution, 'List tests').map((test) => test.name),
			['E2E test'],
			'tests',
		);
	});
	await check('A/B Test > Update: PUT ab_tests/:id with the new name', async () => {
		const { request, output } = await endpoint(
			'PlatformMeasAbt01',
			'PUT',
			/\/ab_tests\/ab\d+$/,
			'Rename test',
		);
		same(request.query, {}, 'query');
		same([output[0].name, output[0].user_groups.length], ['E2E test, renamed', 2], 'renamed test');
	});
	await check('A/B Test > Delete: DELETE ab_tests/:id; the emulator keeps it deleted', async () => {
		const { output } = await endpoint(
			'PlatformMeasAbt01',
			'DELETE',
			/\/ab_tests\/ab\d+$/,
			'Delete test',
		);
		same(output[0].deleted, true, 'deleted');
		const { data } = await oauth1Fetch(
			oauth1,
			'GET',
			`${emulator.adsBaseUrl}/12/accounts/${ACCOUNT}/ab_tests?ab_test_ids=${output[0].id}`,
		);
		same(data.length, 0, 'tests without with_deleted');
	});
}

module.exports = { workflows, run };
