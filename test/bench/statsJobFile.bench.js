'use strict';
// Stats job file to items: a finished stats job's gzip file of about 100,000 rows (line item x
// segment x hour) turned into n8n items, in a real n8n 1.123.81 (the built package installed as
// a community node), by Platform Ads (Analytics, one node) against the path a user builds from
// n8n's own nodes: HTTP Request (download the .json.gz), Compression (decompress), Extract From
// File (JSON) and a Code node that flattens the buckets into rows. Each side runs in a fresh
// `n8n execute` process, in the order ours, n8n's, n8n's, ours (drift hits both); external hooks
// (statsJobFileHooks.js) read each node's own time and the process's exact peak RSS inside n8n.
// Alone: `npm run build && npm run build:emulator && node test/bench/statsJobFile.bench.js`.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const h = require('../e2e/harness');
const { oauth1Fetch } = require('../../scripts/oauth1Fetch');
const { runStandalone } = require('./standalone');
const { statsJob, oursWorkflow, n8nNodesWorkflow, N8N_PATH } = require('./statsJobFileWorkflows');
const { ADS_ACCOUNT, byType } = require('../e2e/workflows');

const ROUNDS = ['ours', 'n8n', 'n8n', 'ours'];
const GOAL_TIMES = 5;
const MB = 1024;

/** The first 20 line items of the seeded reporting campaign (c7), which all serve. */
async function reportingLineItems(credential, adsBaseUrl) {
	const url = `${adsBaseUrl}/12/accounts/${ADS_ACCOUNT}/line_items?campaign_ids=c7&count=1000`;
	const ids = (await oauth1Fetch(credential, 'GET', url)).data.map((lineItem) => lineItem.id);
	if (ids.length < 20) throw new Error(`campaign c7 has ${ids.length} line items, not 45`);
	return ids.sort().slice(0, 20);
}

/** Creates the job on the emulator and lists it until it is done: its record, with the file's url. */
async function finishedJob(credential, adsBaseUrl, job) {
	const base = `${adsBaseUrl}/12/stats/jobs/accounts/${job.accountId}`;
	const created = await oauth1Fetch(
		credential,
		'POST',
		`${base}?${new URLSearchParams(job.query)}`,
	);
	const id = created.data.id_str;
	for (let poll = 0; poll < 10; poll++) {
		const [record] = (await oauth1Fetch(credential, 'GET', `${base}?job_ids=${id}`)).data;
		if (record?.status === 'SUCCESS' && record.url) return record;
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	throw new Error(`stats job ${id} did not finish`);
}

/** Size of the job file (gzip) and of its JSON, and its rows (entity x segment x bucket). */
async function fileFacts(url) {
	const gzip = Buffer.from(await (await fetch(url)).arrayBuffer());
	const json = require('node:zlib').gunzipSync(gzip);
	const file = JSON.parse(json.toString('utf8'));
	const rows = file.data.reduce((sum, entity) => sum + entity.id_data.length, 0);
	return {
		gzipBytes: gzip.length,
		jsonBytes: json.length,
		rows: rows * file.time_series_length,
	};
}

/**
 * The emulator's request log (every request so far, with receivedAt), on a connection of its
 * own. The n8n CLI imports before the first call run synchronously and block this process for
 * longer than the emulator keeps an idle connection (5 s): it closes the pooled keep-alive
 * socket meanwhile, and fetch, resuming, sent on it before seeing the close ("other side
 * closed").
 */
function emulatorLog(emulator) {
	return new Promise((resolve, reject) => {
		http
			.get(`${emulator.url}/__emulator/log`, { agent: false }, (response) => {
				const chunks = [];
				response.on('data', (chunk) => chunks.push(chunk));
				response.on('end', () => {
					try {
						resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')).data);
					} catch (error) {
						reject(error);
					}
				});
				response.on('error', reject);
			})
			.on('error', reject);
	});
}

/** One side in a fresh `n8n execute`: the hooks' summary of it (node times, items, peak RSS). */
async function runSide(env, work, workflowId, round) {
	const out = path.join(work, `summary-${round}-${workflowId}.json`);
	const run = await h.executeWorkflow(
		{
			...env,
			EXTERNAL_HOOK_FILES: path.join(__dirname, 'statsJobFileHooks.js'),
			BENCH_HOOK_OUT: out,
		},
		workflowId,
	);
	if (!fs.existsSync(out))
		throw new Error(`no summary from ${workflowId}: ${JSON.stringify(run).slice(0, 500)}`);
	const summary = JSON.parse(fs.readFileSync(out, 'utf8'));
	if (summary.status !== 'success')
		throw new Error(`${workflowId} ended ${summary.status}: ${summary.error}`);
	return summary;
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const megabytes = (kb) => `${(kb / MB).toFixed(1)} MB`;
const secondsOf = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The side's figures over its runs: node time (the nodes after the trigger), peak above start. */
function figures(summaries, nodeNames) {
	const nodeMs = (summary) => nodeNames.reduce((sum, name) => sum + summary.nodes[name].ms, 0);
	const last = (summary) => summary.nodes[nodeNames[nodeNames.length - 1]];
	/** From the file's request to the path's last item (the node's end). */
	const fileToItems = (summary) =>
		summary.fileRequestedAt
			? last(summary).startTime + last(summary).ms - summary.fileRequestedAt
			: nodeMs(summary);
	return {
		ms: mean(summaries.map(nodeMs)),
		fileMs: mean(summaries.map(fileToItems)),
		perNode: Object.fromEntries(
			nodeNames.map((name) => [name, mean(summaries.map((s) => s.nodes[name].ms))]),
		),
		peakAboveKb: mean(summaries.map((s) => s.peakKb - s.startRssKb)),
		peakKb: mean(summaries.map((s) => s.peakKb)),
		items: summaries.map((s) => s.nodes[nodeNames[nodeNames.length - 1]].items),
		first: summaries[0].nodes[nodeNames[nodeNames.length - 1]].first,
	};
}

async function run() {
	if (!fs.existsSync(path.join(h.ROOT, '.build', 'emulator', 'main.js')))
		h.run('npm', ['run', 'build:emulator'], { cwd: h.ROOT });
	h.assertBuilt();
	h.ensureN8n();
	const work = path.join(h.WORK_ROOT, `bench-stats-${process.pid}`);
	const userFolder = path.join(work, 'user');
	fs.mkdirSync(userFolder, { recursive: true });
	let emulator;
	try {
		h.installPackage(userFolder);
		emulator = await h.startEmulator(0, path.join(work, 'emulator.log'));
		const env = h.n8nEnv(userFolder, await h.freePort());
		const credentials = h.platformCredentials(emulator);
		const oauth1 = byType(credentials, 'platformOAuth1Api');
		const job = statsJob(await reportingLineItems(oauth1, emulator.adsBaseUrl));
		const record = await finishedJob(oauth1, emulator.adsBaseUrl, job);
		const file = await fileFacts(record.url);
		const ours = oursWorkflow(credentials, job);
		const n8nNodes = n8nNodesWorkflow(record.url);
		fs.writeFileSync(path.join(work, 'credentials.json'), JSON.stringify(credentials));
		fs.writeFileSync(path.join(work, 'workflows.json'), JSON.stringify([ours, n8nNodes]));
		h.n8nCli(env, ['import:credentials', `--input=${path.join(work, 'credentials.json')}`]);
		h.n8nCli(env, ['import:workflow', `--input=${path.join(work, 'workflows.json')}`]);
		const sides = { ours: [], n8n: [] };
		for (const [round, side] of ROUNDS.entries()) {
			const before = (await emulatorLog(emulator)).length;
			const summary = await runSide(env, work, side === 'ours' ? ours.id : n8nNodes.id, round);
			// Ours creates and waits for its job first: its file's turn into items starts when the
			// file is asked for (the emulator's log) and ends with the node.
			const [download] = (await emulatorLog(emulator))
				.slice(before)
				.filter((entry) => entry.path.startsWith('/files/stats/'));
			summary.fileRequestedAt = download?.receivedAt;
			sides[side].push(summary);
		}
		const our = figures(sides.ours, ours.measuredNodes);
		const theirs = figures(sides.n8n, N8N_PATH);
		const faster = theirs.fileMs / our.fileMs;
		const lighter = theirs.peakAboveKb / our.peakAboveKb;
		const rowsOk = [...our.items, ...theirs.items].every((items) => items === file.rows);
		const perNode = (side) =>
			Object.entries(side.perNode)
				.map(([name, ms]) => `${name} ${secondsOf(ms)}`)
				.join(', ');
		return {
			name: `Stats job file to items, ${file.rows.toLocaleString('en-US')} rows`,
			rows: [
				{
					measure:
						'the job file to items: from its download to the last item (ours: from the file request on the emulator to the end of the node)',
					ours: secondsOf(our.fileMs),
					baseline: secondsOf(theirs.fileMs),
					ratio: `${faster.toFixed(1)}x faster`,
				},
				{
					measure:
						"time of the nodes' work (n8n's executionTime; ours also creates the job and waits for it)",
					ours: secondsOf(our.ms),
					baseline: `${secondsOf(theirs.ms)} (the job made before)`,
					ratio: `${(theirs.ms / our.ms).toFixed(1)}x faster`,
				},
				{
					measure: 'peak RSS of the n8n process above its RSS at the start of the execution',
					ours: megabytes(our.peakAboveKb),
					baseline: megabytes(theirs.peakAboveKb),
					ratio: `${lighter.toFixed(2)}x less`,
				},
				{
					measure: 'peak RSS of the n8n process (absolute)',
					ours: megabytes(our.peakKb),
					baseline: megabytes(theirs.peakKb),
					ratio: `${(theirs.peakKb / our.peakKb).toFixed(2)}x less`,
				},
				{
					measure: `goal: at least ${GOAL_TIMES}x faster, peak memory no higher`,
					ours: `${faster.toFixed(1)}x, ${megabytes(our.peakAboveKb)}`,
					baseline: `${GOAL_TIMES}x, ${megabytes(theirs.peakAboveKb)}`,
					ratio: faster >= GOAL_TIMES && lighter >= 1 ? 'met' : 'goal missed',
				},
			],
			notes: [
				`the job: ${job.describe}; its file ${(file.gzipBytes / 1e6).toFixed(1)} MB gzip, ${(file.jsonBytes / 1e6).toFixed(1)} MB JSON, ${file.rows.toLocaleString('en-US')} rows; output items per run: ours ${our.items.join(', ')}, n8n's nodes ${theirs.items.join(', ')}${rowsOk ? '' : ' (NOT the file rows)'}`,
				`ours: ${ours.describe}; per node ${perNode(our)}`,
				`baseline: ${N8N_PATH.join(' -> ')} (the Code node makes one row per entity, segment and hour with the metrics, spend in currency and the bucket start in UTC); per node ${perNode(theirs)}`,
				`real n8n 1.123.81, each side ${ROUNDS.filter((side) => side === 'ours').length} runs in fresh \`n8n execute\` processes in the order ${ROUNDS.join(', ')}, means shown; time is n8n's executionTime of each node; memory is the kernel's peak RSS mark (VmHWM) of that process, reset after a full collection as the execution starts (external hooks, test/bench/statsJobFileHooks.js)`,
				`a row of each: ours ${JSON.stringify(our.first)?.slice(0, 400)}; n8n's nodes ${JSON.stringify(theirs.first)?.slice(0, 400)}`,
			],
			ok: rowsOk && faster >= GOAL_TIMES && lighter >= 1,
		};
	} finally {
		await h.stop(emulator?.process);
		if (!process.env.BENCH_KEEP) fs.rmSync(work, { recursive: true, force: true });
	}
}

if (require.main === module) runStandalone(run);

module.exports = { run };
