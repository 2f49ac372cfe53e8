'use strict';
// Trigger throughput: signed activity events per second that a real n8n server (1.123.81, the
// built package installed as a community node) accepts on the Activity Trigger's production
// webhook URL, with the signature check on, against the same server with it off
// (options.verifySignature: false), in one run. Each event has its own event_uuid, so each one
// is accepted and starts one execution; the benchmark counts them through n8n's REST API.
// Alone: `npm run build && npm run build:emulator && node test/bench/triggerThroughput.bench.js`.
const fs = require('node:fs');
const path = require('node:path');

const { deliver, eventBody, sign } = require('../e2e/activityDeliveries');
const h = require('../e2e/harness');
const { runStandalone } = require('./standalone');
const { byType, nodeId, platformNode } = require('../e2e/workflows');

/** A multiple of 4: each side gets four quarters. */
const EVENTS = 4 * Math.round(Number(process.env.BENCH_TRIGGER_EVENTS || 500) / 4);
const CONCURRENCY = Number(process.env.BENCH_TRIGGER_CONCURRENCY || 10);
const WARMUP = 20;

/** One active workflow per side: the trigger (checks on or off) and a No Op after it. */
function triggerWorkflow(credentials, id, verifySignature) {
	const trigger = {
		...platformNode(
			'Activity Trigger',
			'platformActivityTrigger',
			{
				authentication: 'appOnly',
				events: ['post.create'],
				userIds: '1000000000000000001',
				// The tag eventBody's events carry: the trigger takes only its subscriptions' events.
				tag: 'n8n-e2e',
				options: verifySignature ? {} : { verifySignature: false },
			},
			byType(credentials, 'platformAppOnlyApi'),
		),
		webhookId: `trigger-bench-${id.toLowerCase()}`,
		position: [0, 0],
	};
	const after = {
		id: nodeId(),
		name: 'Received',
		type: 'n8n-nodes-base.noOp',
		typeVersion: 1,
		position: [220, 0],
		parameters: {},
	};
	return {
		id,
		name: `Trigger throughput (${verifySignature ? 'signature checked' : 'no check'})`,
		active: false,
		nodes: [trigger, after],
		connections: { 'Activity Trigger': { main: [[{ node: 'Received', type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/** Microseconds the package's own check takes per delivery, in this process (built dist/). */
function checkMicroseconds() {
	const { isValidDeliverySignature } = require(
		path.join(h.ROOT, 'dist', 'nodes', 'ActivityTrigger', 'webhookSignature.js'),
	);
	const body = Buffer.from(eventBody());
	const signature = sign(body, 'bench-secret');
	const rounds = 20_000;
	const started = process.hrtime.bigint();
	for (let i = 0; i < rounds; i++)
		if (!isValidDeliverySignature('bench-secret', body, signature))
			throw new Error('signature check failed');
	return Number(process.hrtime.bigint() - started) / 1e3 / rounds;
}

/** Sends `count` distinct signed events, `CONCURRENCY` at a time; gives seconds taken and statuses. */
async function send(url, secret, count) {
	const bodies = Array.from({ length: count }, () => eventBody({ text: 'bench' }));
	const signed = bodies.map((body) => [body, sign(body, secret)]);
	const statuses = {};
	let next = 0;
	const started = process.hrtime.bigint();
	await Promise.all(
		Array.from({ length: CONCURRENCY }, async () => {
			while (next < signed.length) {
				const [body, signature] = signed[next++];
				const { status } = await deliver(url, body, signature);
				statuses[status] = (statuses[status] ?? 0) + 1;
			}
		}),
	);
	return { seconds: Number(process.hrtime.bigint() - started) / 1e9, statuses };
}

/** Successful executions of a workflow, once `expected` of them have ended (or after `ms`). */
async function successfulExecutions(rest, workflowId, expected, ms = 60_000) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId, status: ['success'] }));
	const deadline = Date.now() + ms;
	let count = 0;
	while (Date.now() < deadline) {
		count =
			(await rest.call('GET', `/rest/executions?filter=${filter}&limit=1`)).json?.data?.count ?? 0;
		if (count >= expected) break;
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	return count;
}

async function run() {
	// npm run bench builds the package; the emulator this needs is built here when missing.
	if (!fs.existsSync(path.join(h.ROOT, '.build', 'emulator', 'main.js')))
		h.run('npm', ['run', 'build:emulator'], { cwd: h.ROOT });
	h.assertBuilt();
	h.ensureN8n();
	const work = path.join(h.WORK_ROOT, `bench-${process.pid}`);
	const userFolder = path.join(work, 'user');
	fs.mkdirSync(userFolder, { recursive: true });
	let emulator;
	let n8n;
	try {
		h.installPackage(userFolder);
		emulator = await h.startEmulator(0, path.join(work, 'emulator.log'));
		const port = await h.freePort();
		const env = h.n8nEnv(userFolder, port);
		const credentials = h.platformCredentials(emulator);
		const sides = [
			{ measure: 'signature checked', id: 'TriggerBenchSig1', verifySignature: true },
			{ measure: 'no check', id: 'TriggerBenchOff1', verifySignature: false },
		];
		fs.writeFileSync(path.join(work, 'credentials.json'), JSON.stringify(credentials));
		fs.writeFileSync(
			path.join(work, 'workflows.json'),
			JSON.stringify(
				sides.map((side) => triggerWorkflow(credentials, side.id, side.verifySignature)),
			),
		);
		h.n8nCli(env, ['import:credentials', `--input=${path.join(work, 'credentials.json')}`]);
		h.n8nCli(env, ['import:workflow', `--input=${path.join(work, 'workflows.json')}`]);
		n8n = await h.startN8n(env, path.join(work, 'n8n.log'));
		const rest = h.restClient(`http://127.0.0.1:${port}`);
		await rest.setupOwner();
		const secret = byType(credentials, 'platformAppOnlyApi').data.apiSecret;
		for (const side of sides) {
			await h.setWorkflowActive(rest, side.id, true);
			side.url = `http://127.0.0.1:${port}/webhook/trigger-bench-${side.id.toLowerCase()}/webhook`;
			side.seconds = 0;
			side.statuses = {};
			await send(side.url, secret, WARMUP);
			await successfulExecutions(rest, side.id, WARMUP);
		}
		// Quarters in the order on, off, off, on, off, on, on, off: a drift of the server (a growing
		// database, a neighbour's load) weighs on both sides alike.
		const [on, off] = sides;
		for (const side of [on, off, off, on, off, on, on, off]) {
			const quarter = await send(side.url, secret, EVENTS / 4);
			side.seconds += quarter.seconds;
			for (const [status, count] of Object.entries(quarter.statuses))
				side.statuses[status] = (side.statuses[status] ?? 0) + count;
		}
		for (const side of sides) {
			side.executions = (await successfulExecutions(rest, side.id, WARMUP + EVENTS)) - WARMUP;
			await h.setWorkflowActive(rest, side.id, false);
		}
		const [checked, unchecked] = sides;
		const rate = (side) => EVENTS / side.seconds;
		const hmac = checkMicroseconds();
		const accepted = (side) => side.statuses[200] ?? 0;
		return {
			name: 'Trigger throughput',
			rows: [
				{
					measure: `signed events accepted per second (${EVENTS} events, ${CONCURRENCY} at a time)`,
					ours: `${Math.round(rate(checked))}/s`,
					baseline: `${Math.round(rate(unchecked))}/s`,
					ratio: `${(rate(checked) / rate(unchecked)).toFixed(2)}x`,
				},
			],
			notes: [
				'ours: signature checked (HMAC-SHA256 over the raw body, constant-time compare); baseline: the same server and workflow shape with options.verifySignature off; a ratio near 1 means the check costs little next to n8n starting an execution',
				...sides.map(
					(side) =>
						`${side.measure}: ${accepted(side)} of ${EVENTS} accepted with HTTP 200 (statuses ${JSON.stringify(side.statuses)}), ${side.executions} executions ended in success, ${side.seconds.toFixed(1)} s`,
				),
				`the HMAC check itself takes ${hmac.toFixed(1)} µs per delivery in process (${((hmac / (1e6 / rate(checked))) * 100).toFixed(3)} % of the time per event here); the rest of any gap is n8n loading and decrypting the credential for each checked delivery, and run-to-run noise`,
				`real n8n 1.123.81 on loopback, sqlite, executions saved; each event a distinct event_uuid; both workflows active, sent in quarters in the order checked, unchecked, unchecked, checked, unchecked, checked, checked, unchecked; ${WARMUP} warm-up events per side not counted`,
			],
			// false when an event was refused or started no execution (the standalone run then exits 1).
			ok: sides.every((side) => accepted(side) === EVENTS && side.executions === EVENTS),
		};
	} finally {
		await h.stop(n8n);
		await h.stop(emulator?.process);
		if (!process.env.BENCH_KEEP) fs.rmSync(work, { recursive: true, force: true });
	}
}

if (require.main === module) runStandalone(run);

module.exports = { run, send, successfulExecutions, triggerWorkflow };
