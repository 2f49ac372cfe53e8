'use strict';
// End-to-end (npm run test:e2e): every check against each n8n line CI runs (line.js, one child
// process per line), and the queue-mode profile (queue.js). The runs go at most SLOTS at a time
// (one after the other on a 2-core machine): each keeps about two cores busy (n8n, the emulator,
// `n8n execute`), and on an overloaded machine n8n answers late and times out. Each child writes
// its results; this aggregates them into .build/e2e-results.json and ends with
// "N passed, M failed". A run that wrote nothing counts every check it holds (checkCounts.json)
// as failed, not run. E2E_LINES=1.123.81 picks lines; E2E_QUEUE=0 skips the queue profile,
// E2E_QUEUE_LINES picks its lines; E2E_PARALLEL=N runs N at a time (E2E_SERIAL=1: one). Other
// E2E_* variables reach the children. Then demoStop.js checks that npm start stops on a signal
// (after the others: npm start rebuilds dist/, which they pack); it runs when no E2E_SUITES is
// picked, E2E_DEMO=1 runs it, E2E_DEMO=0 skips it.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { expectedChecks } = require('./checkList');
const { aggregate, lineResultsFile } = require('./results');
const { pickedSuites } = require('./suiteOrder');

const { LINE_VERSIONS, QUEUE_VERSIONS, installLines } = require('./installs');

const runs = [
	...LINE_VERSIONS.map((version) => ({
		name: version,
		script: 'line.js',
		version,
		expected: expectedChecks('line', ['base', ...pickedSuites()]),
	})),
	...QUEUE_VERSIONS.map((version) => ({
		name: `queue-${version}`,
		script: 'queue.js',
		version,
		expected: expectedChecks('queue', ['checks']),
	})),
];
const DEMO = process.env.E2E_DEMO ? process.env.E2E_DEMO === '1' : !process.env.E2E_SUITES;
const DEMO_RUN = {
	name: 'demo',
	script: 'demoStop.js',
	expected: expectedChecks('demo', ['checks']),
};
/** How many runs at once: half the cores this process may use, at least one. */
const SLOTS = process.env.E2E_SERIAL
	? 1
	: Number(process.env.E2E_PARALLEL) || Math.max(1, Math.floor(os.availableParallelism() / 2));

/** Runs one child, its output lines prefixed with the run's name; resolves when it exits. */
function start({ name, script, version }) {
	fs.rmSync(lineResultsFile(name), { force: true });
	const child = spawn(process.execPath, [path.join(__dirname, script)], {
		env: version ? { ...process.env, N8N_VERSION: version } : process.env,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	for (const stream of [child.stdout, child.stderr]) {
		let rest = '';
		stream.on('data', (chunk) => {
			const lines = (rest + chunk).split('\n');
			rest = lines.pop();
			for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
		});
	}
	return { child, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

async function main() {
	installLines(new Set(runs.map((r) => r.version)));
	const started = Date.now();
	const running = new Set();
	let stopped = false;
	for (const signal of ['SIGINT', 'SIGTERM'])
		process.once(signal, () => {
			stopped = true;
			running.forEach((child) => child.kill(signal));
		});
	/** Takes the next run while any is left: SLOTS of these work through the list. */
	const queue = [...runs];
	const worker = async () => {
		while (queue.length && !stopped) {
			const run = queue.shift();
			const runStarted = Date.now();
			const { child, exited } = start(run);
			running.add(child);
			await exited;
			running.delete(child);
			console.log(`[${run.name}] ended in ${Math.round((Date.now() - runStarted) / 1000)} s`);
		}
	};
	console.log(`end-to-end: ${runs.length} runs, ${SLOTS} at a time`);
	await Promise.all(Array.from({ length: SLOTS }, worker));
	if (DEMO && !stopped) await start(DEMO_RUN).exited;
	const summary = aggregate([...runs, ...(DEMO ? [DEMO_RUN] : [])]);
	console.log('\nend-to-end checks:');
	for (const [name, run] of Object.entries(summary.runs))
		console.log(
			`  ${name}: ${run.passed} passed, ${run.failed} failed${run.notRun ? ` (${run.notRun} not run)` : ''}`,
		);
	for (const run of Object.values(summary.runs))
		for (const c of run.checks.filter((c) => !c.ok)) console.log(`  FAIL  ${c.name}`);
	console.log(
		`${summary.passed} passed, ${summary.failed} failed${summary.notRun ? ` (${summary.notRun} of them not run)` : ''} in ${Math.round((Date.now() - started) / 1000)} s`,
	);
	process.exitCode = summary.failed === 0 && summary.passed > 0 ? 0 : 1;
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
