'use strict';
// The queue-mode end-to-end profile (run.js starts it; alone: `N8N_VERSION=1.123.81 node
// test/e2e/queue.js` after npm run build and build:emulator). One main process, two workers and
// webhook processors against the emulator: the action-node workflows and two large batches run
// on the workers; the Activity Trigger gets its deliveries through a webhook processor. Asserts
// one execution per distinct event and none per replay (also for the platform's redelivery 3 s
// later through the other webhook processor, once the first delivery was answered), every batch
// item once at the emulator, and one app-only token request for the credential whatever the
// number of workers.
// Then it measures how often one event delivered at the same moment to two webhook processors
// runs twice, and prints the figure ("doubled executions: ..."); and asserts that behind a load
// balancer routing each webhook path to one processor (pathBalancer.js) none does.
const fs = require('node:fs');
const path = require('node:path');

const { deliver, eventBody, sign } = require('./activityDeliveries');
const h = require('./harness');
const { startPathBalancer } = require('./pathBalancer');
const { startQueueCluster } = require('./queueCluster');
const { actionWorkflows, batchWorkflows, AUDIENCE } = require('./queueWorkflows');
const { CheckList } = require('./checkList');
const { lineResultsFile } = require('./results');
const triggerSuite = require('./suites/trigger');
const { byType } = require('./workflows');

const LABEL = `[n8n ${h.N8N_VERSION} queue mode]`;
const PRODUCTS = 1000;
const USERS = 10_000;
const EVENTS = 200;
const AT_ONCE = 20;
const REPLAYS = 50;
const SIMULTANEOUS = Number(process.env.E2E_QUEUE_SIMULTANEOUS || 50);
// The platform's redelivery when no 200 came in time: the same event again seconds later, which
// behind a load balancer can reach the other webhook processor.
const REDELIVERED = 50;
const REDELIVERY_DELAY_MS = 3000;
const REDELIVERY_GAP_MS = 1000;
// The trigger workflow of the regular suite: its production path is <webhookId>/webhook.
const TRIGGER_ID = 'PlatformTrigger1';
const TRIGGER_PATH = 'webhook/activity-trigger-e2e-0001/webhook';

const WORK = path.join(h.WORK_ROOT, `queue-${process.pid}`);
const checks = new CheckList('queue', LABEL, ['checks']);
const check = checks.check.bind(checks);
const figures = {};

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many executions of the workflow the database holds (through the main process's REST API). */
async function executionCount(rest, workflowId) {
	const filter = encodeURIComponent(JSON.stringify({ workflowId }));
	const answer = await rest.call('GET', `/rest/executions?filter=${filter}&limit=1`);
	if (answer.status !== 200)
		throw new Error(`executions of ${workflowId}: ${answer.status} ${answer.text.slice(0, 300)}`);
	return answer.json.data.count;
}

/** Polls the count until it reaches `atLeast` and then holds still for `quietMs` (or time is up). */
async function settledCount(rest, workflowId, atLeast, { quietMs = 4000, ms = 180_000 } = {}) {
	const deadline = Date.now() + ms;
	let count = -1;
	let since = Date.now();
	while (Date.now() < deadline) {
		const now = await executionCount(rest, workflowId);
		if (now !== count) [count, since] = [now, Date.now()];
		if (count >= atLeast && Date.now() - since >= quietMs) break;
		await sleep(500);
	}
	return count;
}

/** Calls a production webhook (through the webhook processor) and waits for the run the worker did. */
async function runOnWorker(cluster, workflowId) {
	const before = await executionCount(cluster.rest, workflowId);
	const response = await fetch(
		`${cluster.webhookUrls[0]}webhook/queue-${workflowId.toLowerCase()}`,
		{ method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
	);
	assert(
		response.status === 200,
		`webhook of ${workflowId}: HTTP ${response.status} ${await response.text()}`,
	);
	const deadline = Date.now() + 300_000;
	while (Date.now() < deadline) {
		const [newest] = await h.listExecutions(cluster.rest, workflowId);
		if (
			newest &&
			(await executionCount(cluster.rest, workflowId)) > before &&
			!['new', 'running', 'waiting'].includes(newest.status)
		) {
			return await h.getExecution(cluster.rest, newest.id);
		}
		await sleep(1000);
	}
	throw new Error(`no finished execution of ${workflowId} in 300 s`);
}

/** Sends signed bodies `atOnce` at a time; gives the HTTP statuses seen and how often. */
async function sendAll(url, bodies, secret, atOnce) {
	const statuses = {};
	let next = 0;
	await Promise.all(
		Array.from({ length: atOnce }, async () => {
			while (next < bodies.length) {
				const body = bodies[next++];
				const { status } = await deliver(url, body, sign(body, secret));
				statuses[status] = (statuses[status] ?? 0) + 1;
			}
		}),
	);
	return statuses;
}

/** What the trigger said to a delivery: accepted, duplicate, the HTTP status, or the failure. */
async function answerOf(delivery) {
	try {
		const { status, text } = await delivery;
		const body = status === 200 ? JSON.parse(text) : {};
		if (body.accepted) return 'accepted';
		if (body.duplicate) return 'duplicate';
		return `HTTP ${status}`;
	} catch (error) {
		return error.name;
	}
}

const tally = (counts, said) => (counts[said] = (counts[said] ?? 0) + 1);

/**
 * The platform's redelivery: each event goes to `first` and, REDELIVERY_DELAY_MS after it was
 * sent (as the platform retries when no 200 came in time, whatever the first answer), to
 * `second`. Events start REDELIVERY_GAP_MS apart, so redeliveries overlap later first
 * deliveries. Gives the tallies of the first answers and of the redeliveries' answers, the
 * latter split by whether the first answer had come before the redelivery was sent (`inTime`)
 * or not (`raced`: the first processor may not have taken the event yet when the second read
 * the record, which no record can close without a store n8n does not offer).
 */
async function redeliver(first, second, secret) {
	const answers = { first: {}, inTime: {}, raced: {}, slowestFirstMs: 0 };
	await Promise.all(
		Array.from({ length: REDELIVERED }, async (_, i) => {
			const body = eventBody({ text: `redelivered ${i}` });
			const signature = sign(body, secret);
			await sleep(i * REDELIVERY_GAP_MS);
			const sent = Date.now();
			const redelivery = answerOf(
				sleep(REDELIVERY_DELAY_MS).then(() => deliver(second, body, signature)),
			);
			tally(answers.first, await answerOf(deliver(first, body, signature)));
			const tookMs = Date.now() - sent;
			answers.slowestFirstMs = Math.max(answers.slowestFirstMs, tookMs);
			tally(tookMs < REDELIVERY_DELAY_MS ? answers.inTime : answers.raced, await redelivery);
		}),
	);
	return answers;
}

let emulator;
let cluster;

async function main() {
	h.assertBuilt();
	h.ensureN8n();
	fs.mkdirSync(WORK, { recursive: true });
	emulator = await h.startEmulator(0, path.join(WORK, 'emulator.log'));
	try {
		const credentials = h.platformCredentials(emulator);
		const workflows = [
			...actionWorkflows(credentials),
			...batchWorkflows(credentials, { products: PRODUCTS, users: USERS }),
			...triggerSuite.workflows(credentials),
		];
		try {
			cluster = await startQueueCluster({
				work: WORK,
				credentials,
				workflows,
				workers: 2,
				webhookProcessors: 2,
			});
		} catch (error) {
			// Every check of the profile is counted as not run (checks.summary).
			checks.fail('setup: start the queue-mode cluster', error);
			return;
		}
		h.log(`queue-mode cluster up: database ${cluster.database}, Redis prefix ${cluster.prefix}`);
		await runChecks(cluster, emulator, credentials);
	} finally {
		await stopAll();
	}
}

/** Stops the cluster (dropping its database and Redis keys) and the emulator; safe to call twice. */
async function stopAll() {
	const [stopping, stoppingEmulator] = [cluster, emulator];
	[cluster, emulator] = [undefined, undefined];
	await stopping?.stop();
	await h.stop(stoppingEmulator?.process);
}

async function runChecks(cluster, emulator, credentials) {
	const { rest } = cluster;
	const log = async () => (await (await fetch(`${emulator.url}/__emulator/log`)).json()).data;
	const secret = byType(credentials, 'platformAppOnlyApi').data.apiSecret;
	// Production webhooks (the runs workers take) answer only for active workflows.
	for (const id of ['QueueActions0001', 'QueueAppOnly0001', 'QueueProducts001', 'QueueAudience001'])
		await h.setWorkflowActive(rest, id, true);

	await check('both action nodes run on a worker (OAuth1 keys)', async () => {
		const execution = await runOnWorker(cluster, 'QueueActions0001');
		assert(
			execution.status === 'success',
			`status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
		);
		const output = (node) =>
			execution.data.resultData.runData[node][0].data.main[0].map((item) => item.json);
		const [user] = output('Me via OAuth1 keys');
		assert(
			user?.id === '1000000000000000001' && user.created_at === '2020-01-01T00:00:00.000Z',
			`user ${JSON.stringify(user)}`,
		);
		assert(
			output('Ads accounts').length === 2,
			`ads accounts ${JSON.stringify(output('Ads accounts'))}`,
		);
	});

	await check(`a product batch of ${PRODUCTS} items reaches the emulator once each`, async () => {
		const execution = await runOnWorker(cluster, 'QueueProducts001');
		assert(
			execution.status === 'success',
			`status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
		);
		const upserted = execution.data.resultData.runData['Upsert products'][0].data.main[0].map(
			(item) => item.json,
		);
		const created = new Set(upserted.filter((p) => p.status === 'CREATE_SUCCESS').map((p) => p.id));
		// A product sent a second time would answer NO_CHANGE: all created means each was sent once.
		assert(
			upserted.length === PRODUCTS && created.size === PRODUCTS,
			`${upserted.length} answers, ${created.size} created: ${JSON.stringify(upserted.filter((p) => p.status !== 'CREATE_SUCCESS').slice(0, 3))}`,
		);
		const puts = (await log()).filter(
			(e) => e.method === 'PUT' && /\/product_catalogs\/[^/]+\/products$/.test(e.path),
		);
		assert(
			puts.length === PRODUCTS / 25 && puts.every((e) => e.status === 200),
			`PUT requests: ${puts.length}, statuses ${[...new Set(puts.map((e) => e.status))]}`,
		);
		const listed = execution.data.resultData.runData['List products'][0].data.main[0].map(
			(item) => item.json.id,
		);
		assert(
			listed.length === PRODUCTS && new Set(listed).size === PRODUCTS,
			`the catalog lists ${listed.length} products (${new Set(listed).size} distinct)`,
		);
	});

	await check(`an audience upload of ${USERS} users reaches the emulator once each`, async () => {
		const execution = await runOnWorker(cluster, 'QueueAudience001');
		assert(
			execution.status === 'success',
			`status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
		);
		const posts = (await log()).filter(
			(e) => e.method === 'POST' && e.path.endsWith(`/custom_audiences/${AUDIENCE}/users`),
		);
		assert(
			posts.length === USERS / 2500 && posts.every((e) => e.status === 200),
			`POST requests: ${posts.length}, statuses ${[...new Set(posts.map((e) => e.status))]}`,
		);
		const { data } = await (await fetch(`${emulator.url}/__emulator/ads-audience-users`)).json();
		const members = data.members[`audience:${AUDIENCE}`].filter((member) =>
			member.startsWith('email:'),
		);
		assert(members.length === USERS, `the audience holds ${members.length} emails`);
	});

	const triggerUrl = `${cluster.webhookUrls[0]}${TRIGGER_PATH}`;
	// The delivery checks fail at once, without minutes of waiting, when activation failed.
	let triggerActive = false;
	const assertActive = () =>
		assert(triggerActive, 'the trigger is not active (see the activation check)');
	await check(
		"activating the Activity Trigger registers the webhook processor's URL with the platform",
		async () => {
			// The platform gives the challenge 3 s: a loaded machine's webhook processor answering its
			// first call can miss it, as a user would see; they activate again, so does this (logged).
			for (let attempt = 1; ; attempt++) {
				try {
					await h.setWorkflowActive(rest, TRIGGER_ID, true);
					break;
				} catch (error) {
					if (attempt === 3 || !/could not validate/.test(error.message)) throw error;
					h.log(`activation attempt ${attempt}: ${error.message.slice(0, 200)}; activating again`);
				}
			}
			const urls = (await h.appRecords(emulator.url, '/2/webhooks')).map((webhook) => webhook.url);
			assert(urls.includes(triggerUrl), `registered: ${JSON.stringify(urls)}`);
			triggerActive = true;
		},
	);

	const bodies = Array.from({ length: EVENTS }, (_, i) => eventBody({ text: `queued ${i}` }));
	await check(
		`${EVENTS} distinct events, ${AT_ONCE} at a time, start one execution each`,
		async () => {
			assertActive();
			const statuses = await sendAll(triggerUrl, bodies, secret, AT_ONCE);
			assert(statuses[200] === EVENTS, `statuses ${JSON.stringify(statuses)}`);
			const count = await settledCount(rest, TRIGGER_ID, EVENTS);
			assert(count === EVENTS, `${count} executions for ${EVENTS} events`);
		},
	);

	await check(`replays of ${REPLAYS} of them start no execution`, async () => {
		assertActive();
		const statuses = await sendAll(triggerUrl, bodies.slice(0, REPLAYS), secret, AT_ONCE);
		assert(
			Object.keys(statuses).every((status) => Number(status) < 500),
			`statuses ${JSON.stringify(statuses)}`,
		);
		const count = await settledCount(rest, TRIGGER_ID, EVENTS, { quietMs: 6000 });
		assert(count === EVENTS, `${count - EVENTS} executions for ${REPLAYS} replays`);
	});

	await check(
		'app-only runs on both workers request the bearer token once for the credential',
		async () => {
			const before = await executionCount(rest, 'QueueAppOnly0001');
			const runs = 10;
			await Promise.all(
				Array.from({ length: runs }, () =>
					fetch(`${cluster.webhookUrls[0]}webhook/queue-queueapponly0001`, {
						method: 'POST',
						body: '{}',
						headers: { 'content-type': 'application/json' },
					}),
				),
			);
			assert(
				(await settledCount(rest, 'QueueAppOnly0001', before + runs)) === before + runs,
				'not every app-only run was executed',
			);
			const searches = (await log()).filter((e) => e.path === '/2/news/search');
			assert(
				searches.length >= runs &&
					searches.every((e) => e.status === 200 && e.auth.scheme === 'bearer'),
				`searches: ${searches.map((e) => `${e.status} ${e.auth.scheme}`)}`,
			);
			const tokens = (await log()).filter((e) => e.method === 'POST' && e.path === '/oauth2/token');
			assert(tokens.length === 1, `${tokens.length} token requests for one app-only credential`);
		},
	);

	await check(
		`${REDELIVERED} events redelivered ${REDELIVERY_DELAY_MS / 1000} s later to the other webhook processor: none runs again once its first delivery was answered`,
		async () => {
			assertActive();
			const before = await settledCount(rest, TRIGGER_ID, 0, { quietMs: 2000 });
			const [first, second] = cluster.webhookUrls.map((url) => `${url}${TRIGGER_PATH}`);
			const answers = await redeliver(first, second, secret);
			const executions =
				(await settledCount(rest, TRIGGER_ID, before + REDELIVERED, { quietMs: 8000 })) - before;
			const count = (tallies) => Object.values(tallies).reduce((sum, n) => sum + n, 0);
			const [inTime, raced] = [count(answers.inTime), count(answers.raced)];
			figures.redelivered = {
				events: REDELIVERED,
				delayMs: REDELIVERY_DELAY_MS,
				executions,
				...answers,
			};
			h.log(
				`redelivered: ${executions} executions for ${REDELIVERED} events each delivered to webhook processor 1 and ${REDELIVERY_DELAY_MS / 1000} s later to processor 2; ${inTime} first answers came before the redelivery (redeliveries: ${JSON.stringify(answers.inTime)}), ${raced} after (${JSON.stringify(answers.raced)}), slowest ${answers.slowestFirstMs} ms; n8n ${h.N8N_VERSION}`,
			);
			assert(
				answers.first.accepted === REDELIVERED,
				`first deliveries: ${JSON.stringify(answers.first)}`,
			);
			assert(
				answers.inTime.duplicate === inTime,
				`redeliveries of events already answered: ${JSON.stringify(answers.inTime)}`,
			);
			// Each raced redelivery the second processor took is one more run, no more.
			assert(
				executions === REDELIVERED + (answers.raced.accepted ?? 0),
				`${executions} executions for ${REDELIVERED} events and ${answers.raced.accepted ?? 0} raced redeliveries taken`,
			);
			assert(
				inTime >= REDELIVERED / 2,
				`only ${inTime} of ${REDELIVERED} first answers came within ${REDELIVERY_DELAY_MS / 1000} s: too slow a machine to check redeliveries`,
			);
		},
	);

	await check(
		`the same event at the same moment at two webhook processors (${SIMULTANEOUS} events): measured`,
		async () => {
			assertActive();
			const before = await settledCount(rest, TRIGGER_ID, 0, { quietMs: 2000 });
			const urls = cluster.webhookUrls.map((url) => `${url}${TRIGGER_PATH}`);
			for (let i = 0; i < SIMULTANEOUS; i++) {
				const body = eventBody({ text: `simultaneous ${i}` });
				await Promise.all(urls.map((url) => deliver(url, body, sign(body, secret))));
			}
			const executions =
				(await settledCount(rest, TRIGGER_ID, before + SIMULTANEOUS, { quietMs: 6000 })) - before;
			figures.simultaneous = {
				events: SIMULTANEOUS,
				processors: urls.length,
				executions,
				doubled: executions - SIMULTANEOUS,
			};
			h.log(
				`doubled executions: ${executions - SIMULTANEOUS} of ${SIMULTANEOUS} events delivered at the same moment to ${urls.length} webhook processors (${(((executions - SIMULTANEOUS) / SIMULTANEOUS) * 100).toFixed(1)} %); n8n ${h.N8N_VERSION}`,
			);
			// No event may be lost; the doubles are the figure this measures, not a failure.
			assert(
				executions >= SIMULTANEOUS,
				`${SIMULTANEOUS - executions} events started no execution`,
			);
		},
	);

	await check(
		`the same event at the same moment through a load balancer that routes each webhook path to one webhook processor (${SIMULTANEOUS} events): none runs twice`,
		async () => {
			assertActive();
			const before = await settledCount(rest, TRIGGER_ID, 0, { quietMs: 2000 });
			const balancer = await startPathBalancer(cluster.webhookUrls);
			try {
				const url = `${balancer.url}${TRIGGER_PATH}`;
				const answers = {};
				for (let i = 0; i < SIMULTANEOUS; i++) {
					const body = eventBody({ text: `routed ${i}` });
					const copies = [0, 1].map(() => answerOf(deliver(url, body, sign(body, secret))));
					for (const said of await Promise.all(copies)) tally(answers, said);
				}
				const executions =
					(await settledCount(rest, TRIGGER_ID, before + SIMULTANEOUS, { quietMs: 6000 })) - before;
				const perProcessor = balancer.requests.map((byPath) => byPath[`/${TRIGGER_PATH}`] ?? 0);
				figures.routedByPath = {
					events: SIMULTANEOUS,
					processors: perProcessor,
					executions,
					doubled: executions - SIMULTANEOUS,
					answers,
				};
				h.log(
					`doubled executions through the path balancer: ${executions - SIMULTANEOUS} of ${SIMULTANEOUS} events, both copies at the same moment (requests per webhook processor ${JSON.stringify(perProcessor)}, answers ${JSON.stringify(answers)}); n8n ${h.N8N_VERSION}`,
				);
				assert(
					perProcessor.filter(Boolean).length === 1 &&
						perProcessor.reduce((sum, n) => sum + n, 0) === 2 * SIMULTANEOUS,
					`the copies reached the processors ${JSON.stringify(perProcessor)}`,
				);
				assert(
					executions === SIMULTANEOUS && answers.accepted === SIMULTANEOUS,
					`${executions} executions for ${SIMULTANEOUS} events; answers ${JSON.stringify(answers)}`,
				);
			} finally {
				await balancer.close();
			}
		},
	);

	await check('deactivating removes the webhook from the platform', async () => {
		await h.setWorkflowActive(rest, TRIGGER_ID, false);
		const urls = (await h.appRecords(emulator.url, '/2/webhooks')).map((webhook) => webhook.url);
		assert(!urls.includes(triggerUrl), `still registered: ${JSON.stringify(urls)}`);
	});
}

async function finish() {
	await stopAll();
	const summary = checks.report(`queue-mode checks in n8n ${h.N8N_VERSION}`);
	if (summary.failed === 0 && !process.env.E2E_KEEP)
		fs.rmSync(WORK, { recursive: true, force: true });
	else console.log(`logs: ${WORK}`);
	fs.writeFileSync(
		lineResultsFile(`queue-${h.N8N_VERSION}`),
		JSON.stringify({ version: h.N8N_VERSION, mode: 'queue', ...summary, figures }, null, 2),
	);
	process.exit(summary.failed === 0 && summary.passed > 0 ? 0 : 1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.once(signal, () => {
		checks.fail(`interrupted by ${signal}`);
		void finish();
	});
}

main().then(finish, (error) => {
	checks.fail('harness error', error);
	return finish();
});
