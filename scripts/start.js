'use strict';
// `npm start` (after npm run build and npm run build:emulator): the emulator plus a real n8n with
// this package installed as a community package, five credentials pointing at the emulator and
// the workflow "Get my user", for trying the nodes with no account anywhere. The n8n user folder
// persists in ~/.cache/n8n-nodes-platform/start-user (the owner account, your own workflows);
// each start reinstalls the package and resets the five credentials and the sample workflow,
// since the emulator forgets its tokens when it stops. Ctrl-C stops both.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const h = require('../test/e2e/harness');
const { getMyUserWorkflow } = require('../test/e2e/workflows');

const N8N_PORT = Number(process.env.N8N_PORT || 5678);
const EMULATOR_PORT = Number(process.env.EMULATOR_PORT || 8787);
const USER_FOLDER = process.env.N8N_START_USER_FOLDER || path.join(h.CACHE_DIR, 'start-user');

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

	const emulator = await h.startEmulator(EMULATOR_PORT);
	h.log(
		`platform emulator on ${emulator.url} (ads: ${emulator.adsBaseUrl}); requests are logged below`,
	);
	emulator.process.stderr.on('data', (chunk) => process.stderr.write(`[emulator] ${chunk}`));
	const env = h.n8nEnv(USER_FOLDER, N8N_PORT);
	const credentials = h.platformCredentials(emulator);
	const files = {
		credentials: path.join(USER_FOLDER, 'credentials.json'),
		workflow: path.join(USER_FOLDER, 'workflow.json'),
	};
	fs.writeFileSync(files.credentials, JSON.stringify(credentials));
	fs.writeFileSync(files.workflow, JSON.stringify(getMyUserWorkflow(credentials)));
	h.log('importing the five emulator credentials and the workflow "Get my user"');
	h.n8nCli(env, ['import:credentials', `--input=${files.credentials}`]);
	h.n8nCli(env, ['import:workflow', `--input=${files.workflow}`]);

	h.log(
		`starting n8n ${N8N_PORT === 5678 ? '' : `on port ${N8N_PORT} `}(user folder ${USER_FOLDER})`,
	);
	const n8n = spawn(h.N8N_BIN, ['start'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
	let told = false;
	n8n.stdout.on('data', (chunk) => {
		process.stdout.write(chunk);
		if (!told && String(chunk).includes('Editor is now accessible')) {
			told = true;
			console.log(
				[
					'',
					`  Open http://localhost:${N8N_PORT}`,
					'  First time: create the owner account (any e-mail and password; it stays on this machine).',
					'  Open the workflow "Get my user" and press "Execute workflow".',
					'  The two sign-in credentials (OAuth1 Sign-In, OAuth2) need "Connect" once per start;',
					'  the emulator approves at once.',
					'  Ctrl-C stops n8n and the emulator.',
					'',
				].join('\n'),
			);
		}
	});
	let stopping = false;
	const stopAll = async (code) => {
		if (stopping) return;
		stopping = true;
		await h.stop(n8n);
		await h.stop(emulator.process);
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
