'use strict';
// `npm start`: the emulator plus a real n8n with this package installed as a community package
// and five credentials pointing at the emulator, for trying the nodes with no account anywhere.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const h = require('../test/e2e/harness');
const { getMyUserWorkflow } = require('../test/e2e/workflows');

const N8N_PORT = Number(process.env.N8N_PORT || 5678);
const EMULATOR_PORT = Number(process.env.EMULATOR_PORT || 8787);
const USER_FOLDER = process.env.N8N_START_USER_FOLDER || path.join(h.CACHE_DIR, 'start-user');

async function main() {
	h.ensureN8n();
	fs.rmSync(path.join(USER_FOLDER, '.n8n', 'nodes', 'node_modules', 'n8n-nodes-platform'), { recursive: true, force: true });
	h.installPackage(USER_FOLDER);

	const emulator = await h.startEmulator(EMULATOR_PORT);
	h.log(`platform emulator on ${emulator.url} (ads: ${emulator.adsBaseUrl})`);
	const env = h.n8nEnv(USER_FOLDER, N8N_PORT);
	const credentials = h.platformCredentials(emulator);
	const files = { credentials: path.join(USER_FOLDER, 'credentials.json'), workflow: path.join(USER_FOLDER, 'workflow.json') };
	fs.writeFileSync(files.credentials, JSON.stringify(credentials));
	fs.writeFileSync(files.workflow, JSON.stringify(getMyUserWorkflow(credentials)));
	h.n8nCli(env, ['import:credentials', `--input=${files.credentials}`]);
	h.n8nCli(env, ['import:workflow', `--input=${files.workflow}`]);

	h.log(`starting n8n: open http://localhost:${N8N_PORT} (first time: create the owner account),`);
	h.log('then the workflow "Get my user", and press Execute workflow. Ctrl-C stops everything.');
	const n8n = spawn(h.N8N_BIN, ['start'], { env, stdio: 'inherit' });
	const stopAll = async () => {
		await h.stop(n8n);
		await h.stop(emulator.process);
		process.exit(0);
	};
	process.on('SIGINT', () => void stopAll());
	process.on('SIGTERM', () => void stopAll());
	n8n.on('exit', () => void h.stop(emulator.process));
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
