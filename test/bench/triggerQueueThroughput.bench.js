'use strict';
// Trigger throughput by execution mode: signed activity events per second, from the first
// delivery to the last execution ended, with the signature check on, in a regular n8n 1.123.81
// (one process, SQLite) and in queue mode (main, one webhook processor, Postgres, Redis) with one
// worker, then two. One run measures all three, so the ratios compare like with like.
// Alone: `npm run build && npm run build:emulator && node test/bench/triggerQueueThroughput.bench.js`.
const fs = require('node:fs');
const path = require('node:path');

const h = require('../e2e/harness');
const { runStandalone } = require('./standalone');
const { startQueueCluster } = require('../e2e/queueCluster');
const { byType } = require('../e2e/workflows');
const { send, successfulExecutions, triggerWorkflow } = require('./triggerThroughput.bench');

const EVENTS = Number(process.env.BENCH_QUEUE_EVENTS || 300);
const CONCURRENCY = Number(process.env.BENCH_TRIGGER_CONCURRENCY || 10);
const WARMUP = 20;
const WORKFLOW_ID = 'TriggerBenchSig1';
const hookPath = `webhook/trigger-bench-${WORKFLOW_ID.toLowerCase()}/webhook`;

/** Sends EVENTS distinct events and waits for their executions: events per second end to end. */
async function measure(rest, url, secret, already) {
	const started = Date.now();
	const { statuses } = await send(url, secret, EVENTS);
	const executions =
		(await successfulExecutions(rest, WORKFLOW_ID, already + EVENTS, 300_000)) - already;
	return { perSecond: EVENTS / ((Date.now() - started) / 1000), statuses, executions };
}

/** Activates the trigger, warms it up; gives how many executions the warm-up left. */
async function warmUp(rest, url, secret) {
	await h.setWorkflowActive(rest, WORKFLOW_ID, true);
	await send(url, secret, WARMUP);
	return await successfulExecutions(rest, WORKFLOW_ID, WARMUP);
}

async function regularMode(work, credentials, secret) {
	const userFolder = path.join(work, 'user');
	fs.mkdirSync(userFolder, { recursive: true });
	h.installPackage(userFolder);
	const port = await h.freePort();
	const env = h.n8nEnv(userFolder, port);
	fs.writeFileSync(path.join(work, 'credentials.json'), JSON.stringify(credentials));
	fs.writeFileSync(
		path.join(work, 'workflows.json'),
		JSON.stringify([triggerWorkflow(credentials, WORKFLOW_ID, true)]),
	);
	h.n8nCli(env, ['import:credentials', `--input=${path.join(work, 'credentials.json')}`]);
	h.n8nCli(env, ['import:workflow', `--input=${path.join(work, 'workflows.json')}`]);
	const n8n = await h.startN8n(env, path.join(work, 'n8n.log'));
	try {
		const rest = h.restClient(`http://127.0.0.1:${port}`);
		await rest.setupOwner();
		const url = `http://127.0.0.1:${port}/${hookPath}`;
		return await measure(rest, url, secret, await warmUp(rest, url, secret));
	} finally {
		await h.stop(n8n);
	}
}

async function queueMode(work, credentials, secret) {
	const cluster = await startQueueCluster({
		work,
		credentials,
		workflows: [triggerWorkflow(credentials, WORKFLOW_ID, true)],
		workers: 1,
	});
	try {
		const url = `${cluster.webhookUrls[0]}${hookPath}`;
		let done = await warmUp(cluster.rest, url, secret);
		const one = await measure(cluster.rest, url, secret, done);
		done += one.executions;
		await cluster.addWorker();
		const two = await measure(cluster.rest, url, secret, done);
		return { one, two };
	} finally {
		await cluster.stop();
	}
}

async function run() {
	if (!fs.existsSync(path.join(h.ROOT, '.build', 'emulator', 'main.js')))
		h.run('npm', ['run', 'build:emulator'], { cwd: h.ROOT });
	h.assertBuilt();
	h.ensureN8n();
	const work = path.join(h.WORK_ROOT, `bench-queue-${process.pid}`);
	fs.mkdirSync(work, { recursive: true });
	let emulator;
	try {
		emulator = await h.startEmulator(0, path.join(work, 'emulator.log'));
		const credentials = h.platformCredentials(emulator);
		const secret = byType(credentials, 'platformAppOnlyApi').data.apiSecret;
		const regular = await regularMode(path.join(work, 'regular'), credentials, secret);
		const { one, two } = await queueMode(path.join(work, 'queue'), credentials, secret);
		const rate = (side) => `${Math.round(side.perSecond)}/s`;
		const sides = {
			'regular mode': regular,
			'queue mode, 1 worker': one,
			'queue mode, 2 workers': two,
		};
		return {
			name: 'Trigger throughput by mode',
			rows: [
				{
					measure: `signed events run per second, queue mode with 1 worker against regular mode (${EVENTS} events, ${CONCURRENCY} at a time)`,
					ours: rate(one),
					baseline: rate(regular),
					ratio: `${(one.perSecond / regular.perSecond).toFixed(2)}x`,
				},
				{
					measure: 'signed events run per second, queue mode with 2 workers against 1 worker',
					ours: rate(two),
					baseline: rate(one),
					ratio: `${(two.perSecond / one.perSecond).toFixed(2)}x`,
				},
			],
			notes: [
				'from the first delivery to the last execution ended (successful executions counted through the main process); signature checked on every delivery; queue mode: main, one webhook processor taking the deliveries, workers with concurrency 10, Postgres and Redis on this machine; regular mode: one n8n process with SQLite',
				...Object.entries(sides).map(
					([name, side]) =>
						`${name}: ${side.executions} of ${EVENTS} executions succeeded, statuses ${JSON.stringify(side.statuses)}`,
				),
				`real n8n ${h.N8N_VERSION} on loopback; measured in the order regular, queue with 1 worker, queue with 2 workers (the second worker added to the same cluster); on a 2-core machine a second worker competes for the same cores`,
			],
			ok: Object.values(sides).every(
				(side) => side.executions === EVENTS && side.statuses[200] === EVENTS,
			),
		};
	} finally {
		await h.stop(emulator?.process);
		if (!process.env.BENCH_KEEP) fs.rmSync(work, { recursive: true, force: true });
	}
}

if (require.main === module) runStandalone(run);

module.exports = { run };
