'use strict';
// Platform Ads analytics inside n8n: every operation of the Analytics resource (Get Stats, Get
// Stats (Long Range), Create / Get / Delete Stats Job, Get Active Entities, Get Stats of Active
// Entities, Get Reach), each section-9 endpoint seen on the emulator's log, and the 90-day report
// of the 45 line items of the reporting campaign (c7): one row per line item and day, each equal
// to the emulator's own metrics (its admin route, which checks no rule).
const { oauth1Fetch } = require('../../../scripts/oauth1Fetch');
const { ADS_ACCOUNT: ACCOUNT, adsNodes, byType, chain, locator } = require('../workflows');
const { nodeOutput, platformRequests, requestLine } = require('../executions');

const STATS = `/ads/12/stats/accounts/${ACCOUNT}`;
const JOBS = `/ads/12/stats/jobs/accounts/${ACCOUNT}`;
const DAY_MS = 86_400_000;
/**
 * Metrics of the default groups (Engagement, Billing) compared row by row with the emulator's:
 * the row's camelCase column and the platform's metric.
 */
const COMPARED = [
	['impressions', 'impressions'],
	['engagements', 'engagements'],
	['clicks', 'clicks'],
	['likes', 'likes'],
	['billedEngagements', 'billed_engagements'],
];

/** The Analytics resource's node: `operation` and its parameters, in the seeded account. */
const analyticsNodes = (credentials) => {
	const ads = adsNodes(credentials, { accountId: locator(ACCOUNT), resource: 'analytics' });
	return (name, operation, parameters = {}, settings = {}) =>
		ads(name, { operation, ...parameters }, settings);
};

function workflows(credentials) {
	const analytics = analyticsNodes(credentials);
	const ads = adsNodes(credentials, { accountId: locator(ACCOUNT) });
	return [
		chain('PlatformAnaSync01', 'Analytics: stats and reach', [
			analytics('Stats', 'getStats', {
				entity: 'LINE_ITEM',
				lineItems: ['8v7jo', '8v7jp'],
				timeRange: 'yesterday',
				granularity: 'DAY',
			}),
			analytics(
				'Campaign reach',
				'getReach',
				{ entity: 'CAMPAIGN', campaigns: ['c1'], timeRange: 'last7Days' },
				{ executeOnce: true },
			),
			analytics(
				'Funding instrument reach',
				'getReach',
				{ entity: 'FUNDING_INSTRUMENT', fundingInstruments: ['fi1usd'], timeRange: 'last7Days' },
				{ executeOnce: true },
			),
		]),
		chain('PlatformAnaActive01', 'Analytics: active entities and their stats', [
			analytics('Active entities', 'getActiveEntities', {
				entity: 'LINE_ITEM',
				timeRange: 'yesterday',
			}),
			analytics(
				'Stats of active entities',
				'getActiveEntityStats',
				{ entity: 'LINE_ITEM', timeRange: 'yesterday', granularity: 'DAY' },
				{ executeOnce: true },
			),
		]),
		chain('PlatformAnaJobs01', 'Analytics: a stats job created, listed, deleted', [
			analytics('Create job', 'createStatsJob', {
				entity: 'LINE_ITEM',
				lineItems: ['8v7jo'],
				timeRange: 'last30Days',
				granularity: 'DAY',
				statsOptions: { pollSeconds: 0.5 },
			}),
			analytics('List job', 'getStatsJobs', {
				returnAll: true,
				listOptions: { jobIds: '={{ $json.id_str }}' },
			}),
			analytics('Delete job', 'deleteStatsJob', { jobId: '={{ $json.id_str }}' }),
		]),
		chain('PlatformAnaLong01', 'Analytics: 90 days of the 45 reporting line items', [
			ads('Reporting line items', {
				resource: 'lineItem',
				operation: 'getAll',
				returnAll: true,
				listOptions: { campaignIds: 'c7' },
			}),
			analytics('Long range', 'getStatsLongRange', {
				entity: 'LINE_ITEM',
				lineItems: '={{ $json.id }}',
				timeRange: 'last90Days',
				granularity: 'DAY',
				statsOptions: { pollSeconds: 0.5 },
			}),
		]),
	];
}

/** The emulator's own metrics (admin route: the sync stats body, no rule checked). */
async function emulatorMetrics(emulator, query) {
	const search = new URLSearchParams({ account_id: ACCOUNT, ...query });
	const response = await fetch(`${emulator.url}/__emulator/ads/metrics?${search}`);
	if (!response.ok) throw new Error(`admin metrics: ${response.status} ${await response.text()}`);
	return (await response.json()).data;
}

/** A metric's value at a bucket of an admin answer's entity (null where there is none). */
const metricAt = (entity, metric, bucket) => entity.id_data[0].metrics[metric]?.[bucket] ?? null;

const calls = (requests) => platformRequests(requests).map(requestLine);

async function run({ h, check, assert, rest, emulator, credentials, newRequests }) {
	const runFlow = async (id) => {
		const execution = await h.runWorkflowInServer(rest, id, 'Start');
		const requests = await newRequests();
		assert(
			execution.status === 'success',
			`${id}: ${execution.status}: ${execution.data?.resultData?.error?.message}; ${JSON.stringify(calls(requests))}`,
		);
		return { execution, requests };
	};

	await check(
		'Ads analytics: Get Stats and Get Reach (campaigns, funding instruments) reach their endpoints; rows carry spend in currency and the rates, equal to the emulator metrics',
		async () => {
			const { execution, requests } = await runFlow('PlatformAnaSync01');
			const seen = calls(requests);
			for (const expected of [
				`GET ${STATS} 200`,
				`GET ${STATS}/reach/campaigns 200`,
				`GET ${STATS}/reach/funding_instruments 200`,
			])
				assert(seen.includes(expected), `no ${expected}: ${JSON.stringify(seen)}`);
			const rows = nodeOutput(execution, 'Stats');
			assert(
				rows.length === 2 && rows.every((row) => ['8v7jo', '8v7jp'].includes(row.id)),
				`stats rows ${JSON.stringify(rows).slice(0, 600)}`,
			);
			const [sync] = requests.filter((entry) => entry.path === STATS);
			const [admin] = await emulatorMetrics(emulator, {
				entity: 'LINE_ITEM',
				entity_ids: rows[0].id,
				start_time: sync.query.start_time,
				end_time: sync.query.end_time,
				granularity: 'DAY',
				placement: 'ALL_ON_PLATFORM',
				metric_groups: 'ENGAGEMENT,BILLING',
			});
			const spend = metricAt(admin, 'billed_charge_local_micro', 0);
			assert(
				rows[0].spend === (spend === null ? null : spend / 1e6) &&
					rows[0].impressions === metricAt(admin, 'impressions', 0) &&
					!('billed_charge_local_micro' in rows[0]) &&
					'clickRatePercent' in rows[0] &&
					!('clickRate' in rows[0]) &&
					!('hour' in rows[0]) &&
					'cpm' in rows[0],
				`row ${JSON.stringify(rows[0])}, emulator ${JSON.stringify(admin)}`,
			);
			const [campaignReach] = nodeOutput(execution, 'Campaign reach');
			const [instrumentReach] = nodeOutput(execution, 'Funding instrument reach');
			assert(
				campaignReach?.id === 'c1' &&
					Number.isInteger(campaignReach.totalAudienceReach) &&
					instrumentReach?.id === 'fi1usd',
				`reach ${JSON.stringify([campaignReach, instrumentReach])}`,
			);
		},
	);

	await check(
		'Ads analytics: Get Active Entities and Get Stats of Active Entities reach their endpoints; stats only of the entities that changed',
		async () => {
			const { execution, requests } = await runFlow('PlatformAnaActive01');
			const seen = calls(requests);
			for (const expected of [`GET ${STATS}/active_entities 200`, `GET ${STATS} 200`])
				assert(seen.includes(expected), `no ${expected}: ${JSON.stringify(seen)}`);
			const active = nodeOutput(execution, 'Active entities');
			assert(
				active.length > 0 && active.every((entity) => entity.entity_id && entity.placements),
				`active entities ${JSON.stringify(active).slice(0, 600)}`,
			);
			const activeRows = nodeOutput(execution, 'Stats of active entities');
			const activeIds = new Set(active.map((entity) => entity.entity_id));
			const asked = requests
				.filter((entry) => entry.path === STATS)
				.flatMap((entry) => entry.query.entity_ids.split(','));
			assert(
				activeRows.length > 0 &&
					activeRows.every((row) => activeIds.has(row.id)) &&
					asked.every((id) => activeIds.has(id)),
				`rows of active entities ${JSON.stringify(activeRows).slice(0, 600)}; asked ${asked}`,
			);
		},
	);

	await check(
		'Ads analytics: Create Stats Job, Get Stats Jobs and Delete Stats Job reach their endpoints; the job is gone after',
		async () => {
			const { execution, requests } = await runFlow('PlatformAnaJobs01');
			const [created] = nodeOutput(execution, 'Create job');
			const [listed] = nodeOutput(execution, 'List job');
			const seen = calls(requests);
			for (const expected of [
				`POST ${JOBS} 200`,
				`GET ${JOBS} 200`,
				`DELETE ${JOBS}/${created.id_str} 200`,
			])
				assert(seen.includes(expected), `no ${expected}: ${JSON.stringify(seen)}`);
			assert(
				/^\d+$/.test(created.id_str) && listed?.id_str === created.id_str,
				`created ${JSON.stringify(created)}, listed ${JSON.stringify(listed)}`,
			);
			const [post] = requests.filter((entry) => entry.method === 'POST' && entry.path === JOBS);
			assert(
				post.query.entity === 'LINE_ITEM' &&
					post.query.entity_ids === '8v7jo' &&
					post.query.granularity === 'DAY',
				`job query ${JSON.stringify(post.query)}`,
			);
			const left = await oauth1Fetch(
				byType(credentials, 'platformOAuth1Api'),
				'GET',
				`${emulator.adsBaseUrl}/12/stats/jobs/accounts/${ACCOUNT}?job_ids=${created.id_str}`,
			);
			assert(left.data.length === 0, `the job is still listed: ${JSON.stringify(left.data)}`);
		},
	);

	await check(
		'Ads analytics: Get Stats (Long Range) over 90 days of the 45 line items of campaign c7: jobs of 20, files downloaded, exactly one row per line item and day, equal to the emulator metrics',
		async () => {
			const { execution, requests } = await runFlow('PlatformAnaLong01');
			const lineItems = nodeOutput(execution, 'Reporting line items').map((item) => item.id);
			const rows = nodeOutput(execution, 'Long range');
			assert(lineItems.length === 45, `campaign c7 has ${lineItems.length} line items`);
			const posts = requests.filter((entry) => entry.method === 'POST' && entry.path === JOBS);
			const files = requests.filter((entry) => entry.path.startsWith('/files/stats/'));
			assert(
				posts.length === 3 &&
					posts.map((entry) => entry.query.entity_ids.split(',').length).join() === '20,20,5' &&
					files.length >= 3 &&
					files.every((entry) => entry.status === 200),
				`jobs ${JSON.stringify(posts.map((entry) => entry.query))}, files ${JSON.stringify(calls(files))}`,
			);
			const { start_time: start, end_time: end } = posts[0].query;
			const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
			assert(days === 90, `the jobs cover ${start} to ${end}`);
			const key = (id, startUtc) => `${id} ${Date.parse(startUtc)}`;
			const keys = rows.map((row) => key(row.id, row.startUtc));
			assert(
				rows.length === 45 * 90 && new Set(keys).size === rows.length,
				`${rows.length} rows, ${new Set(keys).size} distinct line item and day pairs`,
			);
			const byKey = new Map(rows.map((row) => [key(row.id, row.startUtc), row]));
			const mismatches = [];
			for (let first = 0; first < lineItems.length; first += 20) {
				const ids = lineItems.slice(first, first + 20);
				const admin = await emulatorMetrics(emulator, {
					entity: 'LINE_ITEM',
					entity_ids: ids.join(','),
					start_time: start,
					end_time: end,
					granularity: 'DAY',
					placement: 'ALL_ON_PLATFORM',
					metric_groups: 'ENGAGEMENT,BILLING',
				});
				for (const entity of admin)
					for (let day = 0; day < 90; day++) {
						const startUtc = new Date(Date.parse(start) + day * DAY_MS).toISOString();
						const row = byKey.get(key(entity.id, startUtc));
						const spend = metricAt(entity, 'billed_charge_local_micro', day);
						const wrong =
							!row ||
							row.spend !== (spend === null ? null : spend / 1e6) ||
							COMPARED.some(([column, metric]) => row[column] !== metricAt(entity, metric, day));
						if (wrong) mismatches.push({ id: entity.id, startUtc, row });
					}
			}
			assert(
				mismatches.length === 0,
				`${mismatches.length} rows differ from the emulator's metrics, e.g. ${JSON.stringify(mismatches.slice(0, 2))}`,
			);
		},
	);
}

module.exports = { workflows, run };
