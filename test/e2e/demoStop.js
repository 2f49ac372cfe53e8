'use strict';
// `npm start` stops as people expect (run by run.js after the n8n lines, since npm start rebuilds
// dist/): started exactly as a user starts it (`npm start`, npm's shell and all), on free ports
// and a user folder of its own, then signalled at its npm process as a supervisor would signal
// it. Twice: SIGTERM while the demo imports the examples (a step that blocks the demo's process),
// and SIGINT once n8n is up. Each time npm must be gone, with every process it started and both
// ports free, within 10 s. Every process of a run carries a marker in its environment (children
// inherit it), so a process left behind is found wherever it was reparented.
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const h = require('./harness');
const { CheckList } = require('./checkList');
const { lineResultsFile } = require('./results');

const STOP_WITHIN_MS = 10_000;
const MARKER = 'N8N_NODES_PLATFORM_DEMO_RUN';

/** Live (not zombie) processes whose environment holds `MARKER=<id>`. */
function markedProcesses(id) {
	const needle = `${MARKER}=${id}\0`;
	return fs.readdirSync('/proc').filter((pid) => {
		if (!/^\d+$/.test(pid)) return false;
		try {
			const state = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
			return state !== 'Z' && fs.readFileSync(`/proc/${pid}/environ`, 'latin1').includes(needle);
		} catch {
			return false; // gone meanwhile
		}
	});
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `npm start` until its output contains `readyText`, sends `signal` to the npm process, and
 * resolves with how long it took until npm had exited, no marked process was left and both ports
 * were free. Throws when that takes longer than STOP_WITHIN_MS, naming what was left.
 */
async function startAndStop(readyText, signal) {
	const id = crypto.randomUUID();
	const [n8nPort, emulatorPort] = [await h.freePort(), await h.freePort()];
	const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-nodes-platform-demo-'));
	const env = { ...process.env, [MARKER]: id, N8N_START_USER_FOLDER: userFolder };
	Object.assign(env, { N8N_PORT: String(n8nPort), EMULATOR_PORT: String(emulatorPort) });
	delete env.N8N_VERSION; // the line a user gets
	const npm = spawn('npm', ['start'], { cwd: h.ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
	const exited = new Promise((resolve) => npm.once('exit', resolve));
	let output = '';
	for (const stream of [npm.stdout, npm.stderr]) stream.on('data', (chunk) => (output += chunk));
	try {
		const deadline = Date.now() + 600_000;
		while (!output.includes(readyText)) {
			if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output.slice(-3000)}`);
			if (Date.now() > deadline) throw new Error(`no "${readyText}" in 10 min`);
			await sleep(200);
		}
		const signalled = Date.now();
		process.kill(npm.pid, signal);
		while (Date.now() - signalled < STOP_WITHIN_MS) {
			const left = markedProcesses(id);
			const ports = [];
			for (const port of [n8nPort, emulatorPort]) if (await h.portInUse(port)) ports.push(port);
			if (npm.exitCode !== null && left.length === 0 && ports.length === 0)
				return Date.now() - signalled;
			await sleep(100);
		}
		const left = markedProcesses(id).map((pid) =>
			fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(),
		);
		throw new Error(
			`${STOP_WITHIN_MS / 1000} s after ${signal}: npm ${npm.exitCode === null ? 'still runs' : 'exited'}, left: ${left.join('; ') || 'none'}; ports in use: ${(
				await Promise.all([n8nPort, emulatorPort].map(h.portInUse))
			).some(Boolean)}\n${output.slice(-2000)}`,
		);
	} finally {
		for (const pid of markedProcesses(id)) process.kill(Number(pid), 'SIGKILL');
		await exited;
		fs.rmSync(userFolder, { recursive: true, force: true });
	}
}

async function main() {
	const checks = [
		[
			'npm start: SIGTERM to npm while the examples are imported stops everything within 10 s',
			'importing the five emulator credentials',
			'SIGTERM',
		],
		[
			'npm start: SIGINT to npm once n8n is up stops n8n and the emulator within 10 s, ports freed',
			'Open http://localhost:',
			'SIGINT',
		],
	];
	const list = new CheckList('demo', '[demo]', ['checks']);
	for (const [name, readyText, signal] of checks)
		await list.check(name, async () => {
			const ms = await startAndStop(readyText, signal);
			h.log(`[demo] ${name}: stopped in ${(ms / 1000).toFixed(1)} s`);
		});
	const summary = list.report('npm start stops on a signal');
	fs.writeFileSync(lineResultsFile('demo'), JSON.stringify(summary));
	process.exitCode = summary.failed === 0 ? 0 : 1;
}

main();
