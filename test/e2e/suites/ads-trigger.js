'use strict';
// The Platform Ads Trigger inside the n8n server: an active workflow polling "Metrics Changed"
// as often as the n8n line allows. Activation checks the account once and starts nothing; the
// polls of the hour after it send no request and start nothing, even after a metric change made
// on the emulator (admin route), since the trigger checks at most once an hour; a test run from
// the editor checks at once and gives exactly the changed row, with the emulator's metrics.
const { NEXT_POLL_MS, QUICK_POLL_TIMES, received } = require('../pollingWorkflows');
const { byType, platformNode } = require('../workflows');

const ACCOUNT = '18ce54d4x5t';
/** A line item of the quiet campaign c8: it delivers only what a metric change says. */
const QUIET = 'li8q0';
const WORKFLOW = 'AdsMetricsTrig01';
const HOUR = 3_600_000;
const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');

function workflows(credentials) {
	const trigger = platformNode(
		'Platform Ads Trigger',
		'platformAdsTrigger',
		{
			authentication: 'oAuth1',
			pollTimes: QUICK_POLL_TIMES,
			event: 'metricsChanged',
			accountId: { __rl: true, mode: 'id', value: ACCOUNT },
			entity: 'LINE_ITEM',
			campaignIds: ['c8'],
			metricGroups: ['ENGAGEMENT', 'BILLING'],
			options: { names: false },
		},
		byType(credentials, 'platformOAuth1Api'),
	);
	return [received(WORKFLOW, 'Platform Ads Trigger Metrics Changed', trigger)];
}

async function run({ h, check, assert, rest, emulator, newRequests }) {
	const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
	const admin = async (method, pathName, body) => {
		const response = await fetch(`${emulator.url}${pathName}`, {
			method,
			headers: { 'content-type': 'application/json' },
			body: body ? JSON.stringify(body) : undefined,
		});
		const json = await response.json();
		assert(response.ok, `${method} ${pathName}: ${response.status} ${JSON.stringify(json)}`);
		return json.data ?? json;
	};
	/** The ads requests the emulator received since the call before. */
	const adsRequests = async () =>
		(await newRequests()).filter((entry) => entry.path.startsWith('/ads/'));
	// The checks of this suite must stay in one hour (one change bucket): wait out an hour's end.
	const left = HOUR - (Date.now() % HOUR);
	if (left < 5 * 60_000) await sleep(left + 1000);
	const hour = Math.floor(Date.now() / HOUR) * HOUR;

	await check(
		'Platform Ads Trigger: n8n lists it as a polling trigger with Metrics Changed',
		async () => {
			const described = await rest.call('POST', '/rest/node-types', {
				nodeInfos: [{ name: 'n8n-nodes-platform.platformAdsTrigger', version: 1 }],
			});
			const [type] = described.json?.data ?? [];
			const events = type?.properties
				.find((property) => property.name === 'event')
				?.options.map((option) => option.value);
			assert(
				type?.polling === true && JSON.stringify(events) === '["metricsChanged"]',
				`description ${JSON.stringify(type ?? described.text).slice(0, 400)}`,
			);
		},
	);

	await adsRequests();
	await h.setWorkflowActive(rest, WORKFLOW, true);
	try {
		await check(
			'Platform Ads Trigger: activation checks the account once (active entities) and starts nothing',
			async () => {
				// Another poll or more after the activation's (5 s apart on 1.x, a minute on 2.x).
				await sleep(NEXT_POLL_MS);
				const executions = await h.listExecutions(rest, WORKFLOW);
				const checks = (await adsRequests()).filter((entry) =>
					entry.path.endsWith('/active_entities'),
				);
				assert(
					executions.length === 0 && checks.length === 1,
					`${executions.length} executions, ${checks.length} active-entities requests`,
				);
			},
		);
		await admin('POST', '/__emulator/ads/metric-changes', {
			account_id: ACCOUNT,
			entity_ids: [QUIET],
			hours: [iso(hour - 3 * HOUR)],
		});
		await check(
			'Platform Ads Trigger: the polls of the hour after the check send no request and start nothing, even after a change',
			async () => {
				await sleep(NEXT_POLL_MS);
				const executions = await h.listExecutions(rest, WORKFLOW);
				const requests = await adsRequests();
				assert(
					executions.length === 0 && requests.length === 0,
					`${executions.length} executions, requests ${JSON.stringify(requests.map((e) => e.path))}`,
				);
			},
		);
		await check(
			"Platform Ads Trigger, Metrics Changed: a test run from the editor checks at once and gives exactly the changed row, with the emulator's metrics",
			async () => {
				const execution = await h.runWorkflowInServer(rest, WORKFLOW, 'Platform Ads Trigger');
				const items = (
					execution.data.resultData.runData['Received']?.[0]?.data?.main?.[0] ?? []
				).map((entry) => entry.json);
				const model = await admin(
					'GET',
					`/__emulator/ads/metrics?account_id=${ACCOUNT}&entity=LINE_ITEM&entity_ids=${QUIET}&start_time=${iso(hour - 3 * HOUR)}&end_time=${iso(hour - 2 * HOUR)}&granularity=HOUR&placement=ALL_ON_PLATFORM&metric_groups=ENGAGEMENT,BILLING`,
				);
				// The admin route answers the stats body; `admin` gives its `data`.
				const metrics = model?.[0]?.id_data?.[0]?.metrics ?? {};
				const micros = metrics.billed_charge_local_micro?.[0] ?? null;
				assert(
					execution.mode === 'manual' &&
						Object.keys(metrics).length > 0 &&
						items.length === 1 &&
						items[0].id === QUIET &&
						items[0].placement === 'ALL_ON_PLATFORM' &&
						items[0].startUtc === iso(hour - 3 * HOUR) &&
						items[0].impressions === (metrics.impressions?.[0] ?? null) &&
						items[0].spend === (micros === null ? null : micros / 1e6),
					`mode ${execution.mode} items ${JSON.stringify(items).slice(0, 600)} model ${JSON.stringify(metrics).slice(0, 300)}`,
				);
			},
		);
	} finally {
		await h.setWorkflowActive(rest, WORKFLOW, false);
	}
}

module.exports = { workflows, run };
