'use strict';
// The demo `npm start` runs (in a process group of its own, see scripts/start.js): installs what is
// missing and builds, then runs the emulator plus a real n8n with this package installed as a
// community package, five credentials pointing at the emulator and every example workflow of
// examples/, for trying the nodes with no account anywhere. The n8n user folder persists in
// ~/.cache/n8n-nodes-platform/start-user (the owner account, your own workflows); each start
// reinstalls the package and resets the five credentials and the examples, since the emulator
// forgets everything when it stops. SIGINT or SIGTERM stops both.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const h = require('../test/e2e/harness');
const { exampleWorkflows, fileAccessSetting } = require('../examples/examples');
const { runWithProgress } = require('./progress');

const N8N_PORT = Number(process.env.N8N_PORT || 5678);
const EMULATOR_PORT = Number(process.env.EMULATOR_PORT || 8787);
const USER_FOLDER = process.env.N8N_START_USER_FOLDER || path.join(h.CACHE_DIR, 'start-user');
/** How long n8n may take to stop before it is killed: the demo stops within 10 s. */
const N8N_STOP_MS = 7_000;

/** The emulator in this process (compiled by npm run build:emulator), logging one line a request. */
async function startEmulator() {
	const { startEmulator: start } = require(path.join(h.ROOT, '.build', 'emulator', 'index.js'));
	return await start({
		port: EMULATOR_PORT,
		// A few mentions, so that a manual run of the Polling Trigger shows some.
		demoPosts: true,
		onRequest: (entry) =>
			process.stderr.write(
				`[emulator] ${entry.method} ${entry.path} ${entry.status} ${entry.auth.scheme}\n`,
			),
	});
}

/** The product catalog example (b) fills: the emulator starts with none. */
async function createShopCatalog(emulator, credential) {
	// Required here: oauth-1.0a is a dev dependency, installed by prepare().
	const { oauth1Fetch } = require('./oauth1Fetch');
	await oauth1Fetch(
		credential,
		'POST',
		`${emulator.adsBaseUrl}/12/product_catalogs?name=Shop%20feed`,
	);
}

/** Installs the dev dependencies when missing or stale, and builds the package and the emulator. */
function prepare() {
	h.run(process.execPath, [path.join(__dirname, 'ensureDependencies.js')], { stdio: 'inherit' });
	for (const [script, what] of [
		['build', 'the package (tsc and the icons)'],
		['build:emulator', 'the platform emulator'],
	])
		runWithProgress(
			`building ${what}: npm run ${script}`,
			'under a minute',
			'npm',
			['run', '--silent', script],
			{
				cwd: h.ROOT,
			},
		);
}

/** n8n's environment for npm start: the harness's, with the examples' files allowed. */
function startEnv() {
	const env = {
		...h.n8nEnv(USER_FOLDER, N8N_PORT),
		N8N_RESTRICT_FILE_ACCESS_TO: fileAccessSetting(),
	};
	// Unset, not empty: n8n reads an empty value as the current folder and would load this
	// repository a second time beside the installed package.
	delete env.N8N_CUSTOM_EXTENSIONS;
	return env;
}

function importInto(env, credentials) {
	const files = {
		credentials: path.join(USER_FOLDER, 'credentials.json'),
		workflows: path.join(USER_FOLDER, 'workflows.json'),
	};
	// n8n's own PostgreSQL credential for the examples that keep data in a table (l, m).
	const postgres = h.postgresCredential();
	// n8n's own Bearer Auth credential, which the MCP example's trigger asks of its clients.
	fs.writeFileSync(
		files.credentials,
		JSON.stringify([...credentials, postgres, h.mcpBearerCredential()]),
	);
	const workflows = exampleWorkflows();
	fs.writeFileSync(files.workflows, JSON.stringify(workflows));
	h.log(
		`importing the five emulator credentials, a PostgreSQL one (${postgres.data.host}:${postgres.data.port}, database ${postgres.data.database}), the MCP example's bearer token and ${workflows.length} example workflows`,
	);
	h.n8nCli(env, ['import:credentials', `--input=${files.credentials}`]);
	h.n8nCli(env, ['import:workflow', `--input=${files.workflows}`]);
}

const GREETING = (port) =>
	[
		'',
		`  Open http://localhost:${port}`,
		'  First time: create the owner account (any e-mail and password; it stays on this machine).',
		'  Open a workflow named "Example: ..." and press "Execute workflow"; the alert example',
		'  runs when you activate it and a post is created (see docs/examples.md).',
		'  The two sign-in credentials (OAuth1 Sign-In, OAuth2) need "Connect" once per start;',
		'  the emulator approves at once.',
		'  Ctrl-C (or SIGINT or SIGTERM to npm start) stops n8n and the emulator.',
		'',
	].join('\n');

async function main() {
	for (const [port, variable] of [
		[N8N_PORT, 'N8N_PORT'],
		[EMULATOR_PORT, 'EMULATOR_PORT'],
	]) {
		if (await h.portInUse(port))
			throw new Error(
				`port ${port} is in use: stop what runs there, or set ${variable} to another port`,
			);
	}
	prepare();
	h.assertBuilt();
	h.ensureN8n();
	h.installPackage(USER_FOLDER);

	const emulator = await startEmulator();
	h.log(
		`platform emulator on ${emulator.url} (ads: ${emulator.adsBaseUrl}); requests are logged below`,
	);
	const credentials = h.platformCredentials(emulator);
	await createShopCatalog(
		emulator,
		credentials.find((credential) => credential.type === 'platformOAuth1Api'),
	);
	const env = startEnv();
	importInto(env, credentials);

	h.log(
		`starting n8n ${N8N_PORT === 5678 ? '' : `on port ${N8N_PORT} `}(user folder ${USER_FOLDER})`,
	);
	if (env.N8N_EXPRESSION_ENGINE === 'legacy')
		h.log(
			`n8n's default expression engine needs Node 22 or later and this is Node ${process.versions.node}: n8n runs with its legacy engine, and says so (docs/testing.md)`,
		);
	// The examples name their files relative to the repository root. A process group of its own,
	// so that stopping it reaches what n8n starts (2.x's task runners) as well.
	const n8n = spawn(h.N8N_BIN, ['start'], {
		cwd: h.ROOT,
		env,
		stdio: ['ignore', 'pipe', 'inherit'],
		detached: true,
	});
	let told = false;
	n8n.stdout.on('data', (chunk) => {
		process.stdout.write(chunk);
		if (!told && String(chunk).includes('Editor is now accessible')) {
			told = true;
			console.log(GREETING(N8N_PORT));
		}
	});
	let stopping = false;
	const stopAll = async (code) => {
		if (stopping) return;
		stopping = true;
		await h.stop(n8n, N8N_STOP_MS);
		await emulator.close();
		process.exit(code);
	};
	process.on('SIGINT', () => void stopAll(0));
	process.on('SIGTERM', () => void stopAll(0));
	n8n.on('exit', (code) => void stopAll(code ?? 0));
}

main().catch((error) => {
	// A step stopped by the demo's SIGTERM (scripts/start.js signals the whole group) is no error.
	console.error(error.signal === 'SIGTERM' ? 'stopped' : (error.message ?? error));
	process.exit(1);
});
