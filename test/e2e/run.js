'use strict';
// End-to-end (npm run test:e2e): every check against each n8n line CI runs (line.js, one child
// process per line, in parallel), and the queue-mode profile (queue.js). Each child writes its
// results; this aggregates them into .build/e2e-results.json and ends with "N passed, M failed".
// E2E_LINES=1.123.81 picks lines; E2E_QUEUE=0 skips the queue profile, E2E_QUEUE_LINES picks its
// lines; E2E_SERIAL=1 runs one child at a time. Other E2E_* variables reach the children. Then
// demoStop.js checks that npm start stops on a signal (after the others: npm start rebuilds dist/,
// which they pack); it runs when no E2E_SUITES is picked, E2E_DEMO=1 runs it, E2E_DEMO=0 skips it.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const { aggregate, lineResultsFile } = require('./results');

const { LINE_VERSIONS, QUEUE_VERSIONS, installLines } = require('./installs');

const runs = [
	...LINE_VERSIONS.map((version) => ({ name: version, script: 'line.js', version })),
	...QUEUE_VERSIONS.map((version) => ({ name: `queue-${version}`, script: 'queue.js', version })),
];
const DEMO = process.env.E2E_DEMO ? process.env.E2E_DEMO === '1' : !process.env.E2E_SUITES;
const DEMO_RUN = { name: 'demo', script: 'demoStop.js' };

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
	const children = [];
	for (const run of runs) {
		const child = start(run);
		children.push(child);
		if (process.env.E2E_SERIAL) await child.exited;
	}
	for (const signal of ['SIGINT', 'SIGTERM'])
		process.once(signal, () => children.forEach(({ child }) => child.kill(signal)));
	await Promise.all(children.map(({ exited }) => exited));
	if (DEMO) {
		const demo = start(DEMO_RUN);
		children.push(demo);
		await demo.exited;
	}
	const summary = aggregate([...runs, ...(DEMO ? [DEMO_RUN] : [])].map((r) => r.name));
	console.log('\nend-to-end checks:');
	for (const [name, run] of Object.entries(summary.runs))
		console.log(`  ${name}: ${run.passed} passed, ${run.failed} failed`);
	for (const run of Object.values(summary.runs))
		for (const c of run.checks.filter((c) => !c.ok)) console.log(`  FAIL  ${c.name}`);
	console.log(
		`${summary.passed} passed, ${summary.failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
	);
	process.exitCode = summary.failed === 0 && summary.passed > 0 ? 0 : 1;
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
