'use strict';
// Ads data you keep, inside n8n with n8n's own PostgreSQL node against a real PostgreSQL server:
// example (l) stores daily stats and, run again after the platform changed a stored day's
// figures, updates that row without adding any; example (m) keeps a custom audience in step with
// a CRM table, and after two people are deleted from the table removes exactly them. The tables
// get a name of this run (two n8n lines may share the server) and are dropped at the end.
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const { EXAMPLES_DIR } = require('../../../examples/examples');
const { postgresCredential } = require('../harness');
const { nodeOutput, workflowRunner } = require('../exampleRuns');

const ACCOUNT = '18ce54d4x5t';
/** The emulator's seeded account lives in this zone: its days, "yesterday" included, are New York's. */
const ACCOUNT_ZONE = 'America/New_York';
const AUDIENCE = '1nmtj';
const STATS_ID = 'PlatformKeepStat';
const AUDIENCE_ID = 'PlatformKeepAudi';
const STATS_NODE = "Yesterday's stats, last 3 days again";
const SYNC_NODE = 'Sync the audience with the list';
const HOUR_MS = 3_600_000;

const RUN = `${process.pid}_${Date.now().toString(36)}`;
/** Each example's table names, and this run's. */
const TABLES = Object.fromEntries(
	['ads_daily_stats', 'crm_audience_list', 'crm_audience_synced'].map((name) => [
		name,
		`${name}_e2e_${RUN}`,
	]),
);
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** An example as a workflow of this run: its own ID, its tables renamed. */
function example(file, id) {
	let text = fs.readFileSync(path.join(EXAMPLES_DIR, file), 'utf8');
	for (const [name, renamed] of Object.entries(TABLES))
		text = text.replace(new RegExp(`\\b${name}\\b`, 'g'), renamed);
	const workflow = JSON.parse(text);
	return { ...workflow, id, name: `ads-keep: ${workflow.name}` };
}

function workflows() {
	return [
		example('l-daily-ads-stats-into-postgres.json', STATS_ID),
		example('m-keep-audience-in-step.json', AUDIENCE_ID),
	];
}

/** Runs SQL through psql (the package has no PostgreSQL client of its own); answers its output. */
function sql(statement) {
	const { host, port, user, database, password } = postgresCredential().data;
	return execFileSync(
		'psql',
		[
			...['-h', host, '-p', String(port), '-U', user, '-d', database],
			...['-At', '-v', 'ON_ERROR_STOP=1', '-c', statement],
		],
		{ env: { ...process.env, PGPASSWORD: password }, encoding: 'utf8' },
	);
}

/** The rows of a query, as objects. */
const rows = (query) =>
	JSON.parse(sql(`SELECT coalesce(json_agg(t), '[]'::json) FROM (${query}) t`).trim());

/** Minutes until the next midnight of the account's zone. */
function minutesToMidnight(now = Date.now()) {
	const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
		timeZone: ACCOUNT_ZONE,
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
	})
		.format(now)
		.split(':')
		.map(Number);
	return 24 * 60 - (hour * 60 + minute);
}

async function run({ h, check, assert, rest, emulator, newRequests }) {
	const output = nodeOutput;
	const runExample = workflowRunner(h, rest, assert);
	const stored = () =>
		rows(
			`SELECT "rowKey", "day"::text AS day, "lineItemId", impressions, clicks, spend::float AS spend, currency, "final", "finalAt", "readAt" FROM ${TABLES.ads_daily_stats} ORDER BY "rowKey"`,
		);
	/** Each stored row's final flag against the run's times: final once its finalAt has passed. */
	const assertFinalFlags = (table, execution) => {
		const started = Date.parse(execution.startedAt);
		const stopped = Date.parse(execution.stoppedAt);
		for (const row of table) {
			const finalAt = Date.parse(row.finalAt);
			assert(
				row.final ? finalAt <= stopped : finalAt > started,
				`row ${row.rowKey}: final ${row.final}, finalAt ${row.finalAt}, run ${execution.startedAt} to ${execution.stoppedAt}`,
			);
		}
		const days = [...new Set(table.map((row) => row.day))].sort();
		const flags = (day) => table.filter((row) => row.day === day).map((row) => row.final);
		assert(
			flags(days[0]).every(Boolean) && !flags(days[3]).some(Boolean),
			`the oldest day must be final and yesterday not: ${JSON.stringify(days.map((day) => [day, flags(day)]))}`,
		);
	};
	const audience = async () => {
		const { data } = await (await fetch(`${emulator.url}/__emulator/ads-audience-users`)).json();
		return [...(data.members[`audience:${AUDIENCE}`] ?? [])].sort();
	};
	const membersOf = (people) =>
		people
			.flatMap(([email, phone]) => [
				`email:${sha256(email)}`,
				...(phone ? [`phone_number:${sha256(phone)}`] : []),
			])
			.sort();
	/** The sync's summary item holds these counts. */
	const assertSync = (execution, expected) => {
		const [summary] = output(execution, SYNC_NODE);
		const counts = Object.fromEntries(Object.keys(expected).map((key) => [key, summary[key]]));
		assert(
			JSON.stringify(counts) === JSON.stringify(expected),
			`sync ${JSON.stringify(summary)}, expected ${JSON.stringify(expected)}`,
		);
	};
	/** The emulator's audience holds exactly these people's hashed identifiers. */
	const assertAudience = async (people) => {
		const members = await audience();
		assert(
			JSON.stringify(members) === JSON.stringify(membersOf(people)),
			`audience ${JSON.stringify(members)}, expected ${JSON.stringify(membersOf(people))}`,
		);
	};
	const EVERYONE = [
		['ann@example.com', '14155551212'],
		['bob@example.com'],
		['carla@example.org', '442071838750'],
		['dev@example.net'],
		['eve@example.com', '12125550199'],
	];

	let firstTable = [];
	let firstRun;
	try {
		// A run on each side of the account's midnight would read other days: start well before it.
		const minutes = minutesToMidnight();
		if (minutes < 10) await new Promise((resolve) => setTimeout(resolve, (minutes + 1) * 60_000));

		await check(
			'Example (l): daily stats into PostgreSQL: the table is created; yesterday and the 3 days before, one row per line item and day, as the node read them, final flags right',
			async () => {
				firstRun = await runExample(STATS_ID, 'Every morning at 6:00');
				const read = output(firstRun, STATS_NODE);
				firstTable = stored();
				assert(
					read.length === 12 && firstTable.length === 12,
					`read ${read.length} rows, stored ${firstTable.length}: ${JSON.stringify(firstTable)}`,
				);
				const days = [...new Set(firstTable.map((row) => row.day))];
				assert(days.length === 4, `days ${JSON.stringify(days)}`);
				for (const row of read) {
					const kept = firstTable.find((entry) => entry.rowKey === row.rowKey);
					assert(
						kept &&
							kept.day === row.start.slice(0, 10) &&
							kept.lineItemId === row.id &&
							Number(kept.impressions) === row.impressions &&
							Number(kept.clicks) === row.clicks &&
							kept.spend === row.spend &&
							kept.currency === row.currency &&
							typeof row.currency === 'string' &&
							kept.final === row.final,
						`row ${JSON.stringify(row)} stored as ${JSON.stringify(kept)}`,
					);
				}
				assertFinalFlags(firstTable, firstRun);
			},
		);

		await check(
			'Example (l): the platform changes a stored day; run again: that row is updated to the emulator figures, no row is added, the others keep their figures',
			async () => {
				assert(firstTable.length === 12, 'the first run stored nothing');
				// li7x01's day before yesterday: its midday hours change on the platform.
				const days = [...new Set(firstTable.map((row) => row.day))].sort();
				const changed = firstTable.find(
					(row) => row.lineItemId === 'li7x01' && row.day === days[2],
				);
				const before = output(firstRun, STATS_NODE).find((row) => row.rowKey === changed.rowKey);
				const dayStart = Date.parse(before.startUtc);
				const hours = [10, 11, 12, 13, 14].map((hour) =>
					new Date(dayStart + hour * HOUR_MS).toISOString().replace('.000Z', 'Z'),
				);
				const response = await fetch(`${emulator.url}/__emulator/ads/metric-changes`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ account_id: ACCOUNT, entity_ids: ['li7x01'], hours }),
				});
				assert(response.ok, `metric change: ${response.status} ${await response.text()}`);
				const search = new URLSearchParams({
					account_id: ACCOUNT,
					entity: 'LINE_ITEM',
					entity_ids: 'li7x01',
					start_time: before.startUtc,
					end_time: new Date(dayStart + 24 * HOUR_MS).toISOString().replace('.000Z', 'Z'),
					granularity: 'TOTAL',
					placement: 'ALL_ON_PLATFORM',
					metric_groups: 'ENGAGEMENT,BILLING',
				});
				const metrics = await (
					await fetch(`${emulator.url}/__emulator/ads/metrics?${search}`)
				).json();
				const platformSpend = metrics.data[0].id_data[0].metrics.billed_charge_local_micro[0] / 1e6;
				assert(
					platformSpend !== changed.spend,
					`the change left the spend at ${changed.spend}: the check would prove nothing`,
				);

				const second = await runExample(STATS_ID, 'Every morning at 6:00');
				const table = stored();
				const keys = (list) => JSON.stringify(list.map((row) => row.rowKey));
				assert(
					table.length === 12 && keys(table) === keys(firstTable),
					`rows after the second run: ${keys(table)}, before: ${keys(firstTable)}`,
				);
				const now = table.find((row) => row.rowKey === changed.rowKey);
				assert(
					Math.abs(now.spend - platformSpend) < 0.005 && now.spend !== changed.spend,
					`the changed day: stored ${now.spend}, was ${changed.spend}, the platform says ${platformSpend}`,
				);
				for (const row of table.filter((entry) => entry.rowKey !== changed.rowKey)) {
					const old = firstTable.find((entry) => entry.rowKey === row.rowKey);
					assert(
						row.spend === old.spend && row.impressions === old.impressions,
						`row ${row.rowKey} changed: ${JSON.stringify(old)} to ${JSON.stringify(row)}`,
					);
				}
				assert(
					table.every((row) => Date.parse(row.readAt) >= Date.parse(second.startedAt) - 1000),
					`every row is read again: ${JSON.stringify(table.map((row) => row.readAt))}`,
				);
				assertFinalFlags(table, second);
			},
		);

		await newRequests();
		await check(
			'Example (m): the CRM table is created and filled; the first sync adds its five people to the audience as hashes, in one request, and keeps the list',
			async () => {
				const execution = await runExample(AUDIENCE_ID, 'Every day at 5:00');
				assertSync(execution, { added: 5, removed: 0, unchanged: 0, requests: 1 });
				await assertAudience(EVERYONE);
				const kept = rows(`SELECT email FROM ${TABLES.crm_audience_synced} ORDER BY email`);
				assert(kept.length === 5, `synced copy ${JSON.stringify(kept)}`);
				const posts = (await newRequests()).filter(
					(entry) =>
						entry.method === 'POST' &&
						entry.path === `/ads/12/accounts/${ACCOUNT}/custom_audiences/${AUDIENCE}/users`,
				);
				assert(posts.length === 1 && posts[0].status === 200, `requests ${JSON.stringify(posts)}`);
			},
		);

		await check(
			'Example (m): two people deleted from the CRM table: the next sync removes exactly them in one request; a run with no change sends nothing',
			async () => {
				const deleted = sql(
					`DELETE FROM ${TABLES.crm_audience_list} WHERE email IN ('bob@example.com', 'Eve@Example.com')`,
				).trim();
				assert(deleted === 'DELETE 2', `deleted: ${deleted}`);
				const execution = await runExample(AUDIENCE_ID, 'Every day at 5:00');
				assertSync(execution, { added: 0, removed: 2, unchanged: 3, requests: 1 });
				await assertAudience(
					EVERYONE.filter(([email]) => !['bob@example.com', 'eve@example.com'].includes(email)),
				);
				await newRequests();
				const again = await runExample(AUDIENCE_ID, 'Every day at 5:00');
				assertSync(again, { added: 0, removed: 0, unchanged: 3, requests: 0 });
				const sent = (await newRequests()).filter((entry) =>
					entry.path.includes('/custom_audiences/'),
				);
				assert(sent.length === 0, `requests without change ${JSON.stringify(sent)}`);
			},
		);
	} finally {
		sql(`DROP TABLE IF EXISTS ${Object.values(TABLES).join(', ')}`);
	}

	await check("the examples' tables of this run are dropped", async () => {
		const left = rows(
			`SELECT table_name FROM information_schema.tables WHERE table_name LIKE '%_e2e_${RUN}'`,
		);
		assert(left.length === 0, `tables left ${JSON.stringify(left)}`);
	});
}

module.exports = { workflows, run };
