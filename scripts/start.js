'use strict';
// `npm start` (after the install step, npm run build and npm run build:emulator): the emulator
// plus a real n8n with this package installed as a community package, five credentials pointing
// at the emulator and every example workflow of examples/, for trying the nodes with no account
// anywhere. The n8n user folder persists in ~/.cache/n8n-nodes-platform/start-user (the owner
// account, your own workflows); each start reinstalls the package and resets the five credentials
// and the examples, since the emulator forgets everything when it stops. Ctrl-C stops both.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const h = require('../test/e2e/harness');
const { exampleWorkflows, fileAccessSetting } = require('../examples/examples');
const { oauth1Fetch } = require('./oauth1Fetch');

const N8N_PORT = Number(process.env.N8N_PORT || 5678);
const EMULATOR_PORT = Number(process.env.EMULATOR_PORT || 8787);
const USER_FOLDER = process.env.N8N_START_USER_FOLDER || path.join(h.CACHE_DIR, 'start-user');

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
	await oauth1Fetch(
		credential,
		'POST',
		`${emulator.adsBaseUrl}/12/product_catalogs?name=Shop%20feed`,
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
	fs.writeFileSync(files.credentials, JSON.stringify(credentials));
	const workflows = exampleWorkflows();
	fs.writeFileSync(files.workflows, JSON.stringify(workflows));
	h.log(`importing the five emulator credentials and ${workflows.length} example workflows`);
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
		'  Ctrl-C stops n8n and the emulator.',
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
	// The examples name their files relative to the repository root.
	const n8n = spawn(h.N8N_BIN, ['start'], {
		cwd: h.ROOT,
		env,
		stdio: ['ignore', 'pipe', 'inherit'],
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
		await h.stop(n8n);
		await emulator.close();
		process.exit(code);
	};
	process.on('SIGINT', () => void stopAll(0));
	process.on('SIGTERM', () => void stopAll(0));
	n8n.on('exit', (code) => void stopAll(code ?? 0));
}

main().catch((error) => {
	console.error(error.message ?? error);
	process.exit(1);
});
