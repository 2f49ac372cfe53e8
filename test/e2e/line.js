'use strict';
// One n8n line's end-to-end run (run.js starts one per line, N8N_VERSION picks it): the packed
// package inside a real n8n server, against the emulator. Proves that n8n loads the nodes and credentials, that each credential's test passes
// (both sign-in flows completed through n8n's own OAuth endpoints), and that workflows run every
// node; the emulator's request log shows what reached the wire. Writes its results to
// .build/e2e-results-<version>.json and ends with "N passed, M failed".
// E2E_VERBOSE=1 echoes the emulator's request log; E2E_KEEP=1 keeps the work folder; E2E_SUITES
// picks suites.
const fs = require('node:fs');
const path = require('node:path');

const h = require('./harness');
const secretScan = require('../security/e2eRecorder');
const { RECORDINGS_DIR } = require('../security/recordingFormat');
const { CheckList } = require('./checkList');
const { pickedSuites } = require('./suiteOrder');
const { lineResultsFile } = require('./results');

// The secret scan (npm run test:secrets) reads what this run produced: the emulator (a child,
// so it inherits this) lists the tokens it issues, and the harness's runs are recorded.
process.env.SECRET_SCAN_DIR ??= RECORDINGS_DIR;
secretScan.instrument(h);
const { everyCredentialWorkflow, getMyUserWorkflow, singleGetMeWorkflow } = require('./workflows');

// Each file in suites/ adds its own workflows and checks (one per resource or node):
// `module.exports = { workflows(credentials) => [...], run(ctx) }`, run in the order of suiteOrder.js;
// `credentials()` (optional, may be async) gives credentials of n8n's own to import beside the package's.
const SUITES = pickedSuites().map((name) => ({
	name,
	...require(path.join(__dirname, 'suites', `${name}.js`)),
}));
/** Every check's name says its line, as the aggregated results list them side by side. */
const LINE_LABEL = `[n8n ${h.N8N_VERSION}]`;

// One folder per run, so runs never share an n8n database; kept when a check fails (outside the
// repository: see WORK_ROOT in harness.js).
const WORK_ROOT = h.WORK_ROOT;
const WORK = path.join(WORK_ROOT, String(process.pid));
/** The base checks (below), then each suite's. */
const checks = new CheckList('line', LINE_LABEL, ['base', ...SUITES.map((suite) => suite.name)]);
const check = checks.check.bind(checks);

function assert(condition, message) {
	if (!condition) throw new Error(message);
}

/** Work folders of earlier runs whose process is gone. */
function removeStaleWorkFolders() {
	for (const name of fs.existsSync(WORK_ROOT) ? fs.readdirSync(WORK_ROOT) : []) {
		// Named <pid> or <kind>-<pid> (queue profile, benchmarks): kept while that process lives.
		const pid = Number(/(\d+)$/.exec(name)?.[1]);
		if (!(pid && h.isAlive(pid)))
			fs.rmSync(path.join(WORK_ROOT, name), { recursive: true, force: true });
	}
}

let emulator;
let n8n;

async function main() {
	let step = 'build';
	let credentials;
	let env;
	let rest;
	try {
		h.assertBuilt();
		step = 'install n8n';
		h.ensureN8n();
		removeStaleWorkFolders();
		const userFolder = path.join(WORK, 'user');
		fs.mkdirSync(userFolder, { recursive: true });
		step = 'install the packed package';
		h.installPackage(userFolder);

		step = 'start the emulator';
		emulator = await h.startEmulator(0, path.join(WORK, 'emulator.log'));
		const port = await h.freePort();
		env = h.n8nEnv(userFolder, port);

		step = 'import credentials and workflows';
		credentials = h.platformCredentials(emulator);
		// n8n's own PostgreSQL credential goes in beside them, for the examples that keep data in
		// a table; the base checks go over the package's credentials only.
		// n8n's own Bearer Auth credential for the MCP Server Triggers, and what the suites add
		// (the AI suites' OpenAI credential, on their scripted model).
		const suiteCredentials = [];
		for (const suite of SUITES) suiteCredentials.push(...((await suite.credentials?.()) ?? []));
		fs.writeFileSync(
			path.join(WORK, 'credentials.json'),
			JSON.stringify([
				...credentials,
				h.postgresCredential(),
				h.mcpBearerCredential(),
				...suiteCredentials,
			]),
		);
		const suiteWorkflows = SUITES.flatMap((suite) => suite.workflows?.(credentials) ?? []);
		fs.writeFileSync(
			path.join(WORK, 'workflow.json'),
			JSON.stringify([
				everyCredentialWorkflow(credentials),
				singleGetMeWorkflow(credentials),
				getMyUserWorkflow(credentials),
				...suiteWorkflows,
			]),
		);
		h.n8nCli(env, ['import:credentials', `--input=${path.join(WORK, 'credentials.json')}`]);
		h.n8nCli(env, ['import:workflow', `--input=${path.join(WORK, 'workflow.json')}`]);

		step = 'n8n start';
		const started = Date.now();
		n8n = await h.startN8n(env, path.join(WORK, 'n8n.log'));
		h.log(`n8n ready on port ${port} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
		step = 'owner setup';
		rest = h.restClient(`http://127.0.0.1:${port}`);
		await rest.setupOwner();
	} catch (error) {
		// Every check of the line is counted as not run (checks.summary).
		checks.fail(`setup: ${step}`, error);
		return;
	}

	/**
	 * The emulator's request log (method, path, status, auth scheme) since the call before; with
	 * `{ bodies: true }` also each request's body and the emulator's answer (`responseBody`).
	 */
	let seen = 0;
	const newRequests = async ({ bodies = false } = {}) => {
		const answer = await fetch(
			`${emulator.url}/__emulator/log?from=${seen}${bodies ? '&bodies=1' : ''}`,
		);
		const text = await answer.text();
		const fresh = answer.ok ? JSON.parse(text).data : undefined;
		if (!Array.isArray(fresh))
			throw new Error(`the emulator's log answered HTTP ${answer.status}: ${text.slice(0, 300)}`);
		seen += fresh.length;
		return fresh;
	};
	const describe = (entries) =>
		entries.map((e) => `${e.method} ${e.path} ${e.status} ${e.auth.scheme}`).join('; ') || 'none';
	const assertRequests = (entries, expected) => {
		for (const [method, pathName, status, scheme] of expected) {
			assert(
				entries.some(
					(e) =>
						e.method === method &&
						e.path === pathName &&
						e.status === status &&
						(!scheme || e.auth.scheme === scheme),
				),
				`the emulator did not see ${method} ${pathName} ${status}${scheme ? ` ${scheme}` : ''}; it saw: ${describe(entries)}`,
			);
		}
	};

	await check('n8n loads the package: both node types and their credentials', async () => {
		// The cache folder's path holds the package's name too: it is not a message about the package.
		const startLog = fs
			.readFileSync(path.join(WORK, 'n8n.log'), 'utf8')
			.replaceAll(h.CACHE_DIR, '<cache>');
		assert(
			!/n8n-nodes-platform[\s\S]{0,200}(error|failed)/i.test(startLog),
			'n8n logged an error about the package',
		);
		const described = await rest.call('POST', '/rest/node-types', {
			nodeInfos: ['platformCore', 'platformAds', 'platformAdsMeasurement'].map((name) => ({
				name: `n8n-nodes-platform.${name}`,
				version: 1,
			})),
		});
		const names = (described.json?.data ?? []).map((type) => type.name);
		assert(names.length === 3, `n8n describes ${JSON.stringify(names)} (HTTP ${described.status})`);
		const credentialNames = (described.json?.data ?? []).flatMap((type) =>
			type.credentials.map((c) => c.name),
		);
		for (const credential of credentials)
			assert(
				credentialNames.includes(credential.type),
				`credential ${credential.type} not offered`,
			);
	});

	await check("n8n's node list holds each node of the package exactly once", async () => {
		// The editor's list of every node type; a package loaded twice (e.g. also as a custom
		// extensions folder) would show up again under another prefix such as CUSTOM.
		const listed = await rest.call('GET', '/types/nodes.json');
		assert(Array.isArray(listed.json), `GET /types/nodes.json answered HTTP ${listed.status}`);
		const ours = listed.json
			.map((type) => type.name)
			.filter((name) => /platform(Core|Ads|ActivityTrigger|PollingTrigger|AdsTrigger)/i.test(name));
		// n8n adds a Tool variant of each node usable as an AI tool.
		const expected = [
			'platformActivityTrigger',
			'platformAds',
			'platformAdsMeasurement',
			'platformAdsMeasurementTool',
			'platformAdsTrigger',
			'platformAdsTool',
			'platformCore',
			'platformCoreTool',
			'platformPollingTrigger',
		].map((name) => `n8n-nodes-platform.${name}`);
		assert(
			JSON.stringify([...ours].sort()) === JSON.stringify(expected.sort()),
			`n8n lists ${JSON.stringify(ours)}`,
		);
	});

	await newRequests();
	await check(
		'OAuth1 sign-in through n8n: request_token, authorize, access_token, token stored',
		async () => {
			await h.connectOAuth(rest, 1, 'PlatformOAuth1S1');
			assertRequests(await newRequests(), [
				['POST', '/oauth/request_token', 200, 'oauth1'],
				['GET', '/oauth/authorize', 302],
				['POST', '/oauth/access_token', 200],
			]);
		},
	);
	await check(
		'OAuth2 PKCE sign-in through n8n: authorize, token exchange, token stored',
		async () => {
			await h.connectOAuth(rest, 2, 'PlatformOAuth2P1');
			assertRequests(await newRequests(), [
				['GET', '/i/oauth2/authorize', 302],
				['POST', '/2/oauth2/token', 200],
			]);
		},
	);

	// What each credential's test must send, as the emulator logs it.
	const wire = {
		platformOAuth1Api: [['GET', '/2/users/me', 200, 'oauth1']],
		platformOAuth1SignInApi: [['GET', '/2/users/me', 200, 'oauth1']],
		platformOAuth2Api: [['GET', '/2/users/me', 200, 'bearer']],
		platformBearerTokenApi: [['GET', '/2/webhooks', 200, 'bearer']],
		platformAppOnlyApi: [
			['POST', '/oauth2/token', 200, 'basic'],
			['GET', '/2/webhooks', 200, 'bearer'],
		],
	};
	for (const credential of credentials) {
		await newRequests();
		await check(`credential test passes: ${credential.type}`, async () => {
			const result = await h.testCredential(rest, credential);
			assert(result.status === 'OK', `${credential.type}: ${JSON.stringify(result)}`);
			assertRequests(await newRequests(), wire[credential.type]);
		});
	}

	await newRequests();
	await check('credential test fails with a wrong secret, without showing it', async () => {
		const result = await h.testCredential(rest, credentials[0], {
			consumerSecret: 'not-the-secret',
		});
		assert(result.status === 'Error', `expected an error, got ${JSON.stringify(result)}`);
		assert(!JSON.stringify(result).includes('not-the-secret'), 'the secret appears in the message');
		assertRequests(await newRequests(), [['GET', '/2/users/me', 401, 'oauth1']]);
	});

	await newRequests();
	await check(
		'a workflow runs both nodes with every user-context credential (n8n execute)',
		async () => {
			const run = await h.executeWorkflow(env, 'PlatformE2eAll01');
			assert(
				run.status === 'success' || run.finished === true,
				`execution status ${run.status}: ${JSON.stringify(run.data?.resultData?.error ?? {}).slice(0, 800)}`,
			);
			const output = (node) =>
				run.data.resultData.runData[node][0].data.main[0].map((item) => item.json);
			for (const node of ['Me via OAuth1 keys', 'Me via OAuth1 sign-in', 'Me via OAuth2']) {
				const [user] = output(node);
				assert(
					user.id === '1000000000000000001' && user.username === 'emulator_user',
					`${node}: ${JSON.stringify(user)}`,
				);
				assert(user.created_at === '2020-01-01T00:00:00.000Z', `${node}: user.fields not sent`);
			}
			const accounts = output('Ads accounts');
			assert(
				accounts.length === 2 && accounts[0].id === '18ce54d4x5t',
				`ads: ${JSON.stringify(accounts)}`,
			);
			const requests = await newRequests();
			assert(
				requests.filter((e) => e.path === '/2/users/me' && e.status === 200).length === 3,
				`user requests: ${describe(requests)}`,
			);
			assertRequests(requests, [
				['GET', '/2/users/me', 200, 'bearer'],
				['GET', '/ads/12/accounts', 200, 'oauth1'],
			]);
			const ads = requests.find((e) => e.path === '/ads/12/accounts');
			assert(
				ads.query.count === '5',
				`ads query ${JSON.stringify(ads.query)}: the Limit parameter was not sent as count`,
			);
		},
	);

	await newRequests();
	await check('a workflow runs inside the n8n server, as the editor runs it', async () => {
		const execution = await h.runWorkflowInServer(rest, 'PlatformSample01', 'Start');
		assert(
			execution.status === 'success',
			`execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800)}`,
		);
		const [user] = execution.data.resultData.runData['Get my user'][0].data.main[0].map(
			(item) => item.json,
		);
		assert(
			user.id === '1000000000000000001' && user.username === 'emulator_user',
			`output ${JSON.stringify(user)}`,
		);
		assertRequests(await newRequests(), [['GET', '/2/users/me', 200, 'oauth1']]);
	});

	const injectFault = async (fault) => {
		const response = await fetch(`${emulator.url}/__emulator/faults`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(fault),
		});
		assert(response.status === 201, `fault not injected: ${response.status}`);
	};

	await newRequests();
	await check('a routing request waits out a 429 until the reset time, inside n8n', async () => {
		// The reset is 10 s away (n8n execute takes some of that to start): a retry after a fixed
		// delay would come before it.
		const resetSeconds = Math.floor(Date.now() / 1000) + 10;
		await injectFault({
			path: '/2/users/me',
			status: 429,
			headers: { 'x-rate-limit-reset': String(resetSeconds) },
			body: { errors: [{ code: 88, message: 'Rate limit exceeded' }] },
		});
		const run = await h.executeWorkflow(env, 'PlatformE2eOne01');
		assert(run.status === 'success', `execution status ${run.status}`);
		const requests = (await newRequests()).filter((entry) => entry.path === '/2/users/me');
		assert(
			JSON.stringify(requests.map((entry) => entry.status)) === '[429,200]',
			`statuses ${JSON.stringify(requests.map((entry) => entry.status))}`,
		);
		// Never before the reset; and soon after whichever came later, the reset or the 429 itself
		// (on a loaded machine n8n execute can take longer to start than the reset is away).
		const resetMs = resetSeconds * 1000;
		const retryDelayMs = requests[1].receivedAt - Math.max(resetMs, requests[0].receivedAt);
		assert(
			requests[1].receivedAt >= resetMs,
			`retried ${resetMs - requests[1].receivedAt} ms before the reset time`,
		);
		assert(retryDelayMs < 5000, `retried ${retryDelayMs} ms after the reset time`);
	});

	await check('a routing error reaches the user as the mapped message, inside n8n', async () => {
		await injectFault({
			path: '/2/users/me',
			status: 404,
			headers: { 'content-type': 'application/problem+json' },
			body: {
				type: 'https://api.platform.example/2/problems/resource-not-found',
				title: 'Not Found Error',
				detail: 'Could not find user.',
				parameter: 'id',
				value: '1',
				resource_type: 'user',
			},
		});
		const run = await h.executeWorkflow(env, 'PlatformE2eOne01');
		const error = run.data?.resultData?.error ?? {};
		assert(run.status === 'error', `execution status ${run.status}`);
		assert(
			error.message === 'No user has the ID 1 (HTTP 404, resource-not-found)',
			`message ${JSON.stringify(error.message)}`,
		);
		assert(
			String(error.description).startsWith('Check the ID: the user may have been deleted'),
			`description ${JSON.stringify(error.description)}`,
		);
		assert(error.httpCode === '404', `httpCode ${JSON.stringify(error.httpCode)}`);
	});

	const context = {
		h,
		check,
		assert,
		rest,
		env,
		port: env.N8N_PORT,
		emulator,
		credentials,
		newRequests,
		describe,
		assertRequests,
		injectFault,
	};
	for (const suite of SUITES) {
		checks.enter(suite.name);
		try {
			await newRequests();
			await suite.run(context);
		} catch (error) {
			// Its remaining checks are counted as not run; the next suite still runs.
			checks.fail(`${suite.name}: stopped between its checks`, error);
		}
	}
	try {
		h.log(
			`secret scan: recorded ${await secretScan.recordExecutions(h, rest)} executions of the server`,
		);
	} catch (error) {
		checks.fail('secret scan: record the executions', error);
	}
}

async function finish(code) {
	await h.stop(n8n);
	await h.stop(emulator?.process);
	secretScan.recordLog('n8n log', path.join(WORK, 'n8n.log'));
	const summary = checks.report(`end-to-end checks in n8n ${h.N8N_VERSION}`);
	if (summary.failed === 0 && !process.env.E2E_KEEP)
		fs.rmSync(WORK, { recursive: true, force: true });
	else console.log(`logs and n8n's user folder: ${WORK}`);
	fs.writeFileSync(
		lineResultsFile(h.N8N_VERSION),
		JSON.stringify({ version: h.N8N_VERSION, ...summary }),
	);
	process.exit(code ?? (summary.failed === 0 && summary.passed > 0 ? 0 : 1));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.once(signal, () => {
		checks.fail(`interrupted by ${signal}`);
		void finish(1);
	});
}

main().then(
	() => finish(),
	(error) => {
		checks.fail('harness error', error);
		return finish(1);
	},
);
