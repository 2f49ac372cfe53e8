'use strict';
// `npm test` after its install step: the checks in order, then one closing line
// `N passed, N failed` over every test and check (jest, end to end in n8n, the browser, the
// secret scan). Lint, build and type check must pass before any test runs; the test runners all
// run even when an earlier one fails, so one run shows every failure.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { summarize, RESULT_FILES } = require('./testSummary');

const ROOT = path.resolve(__dirname, '..');
const GATES = ['lint', 'build', 'typecheck', 'test:secrets:clear'];
const RUNNERS = ['test:unit', 'test:e2e', 'test:browser', 'test:secrets'];

const runScript = (name) =>
	spawnSync('npm', ['run', '--silent', name], { cwd: ROOT, stdio: 'inherit' }).status === 0;

/**
 * On an empty cache the n8n installs take minutes of network and disk, little of what lint,
 * build and jest need: they start now, in their own process group (stopped as a whole when a
 * gate fails or the run is interrupted), and the end-to-end run waits for them. Warm, they find
 * everything installed at once.
 */
function startInstalls() {
	const child = spawn(process.execPath, [path.join(ROOT, 'test', 'e2e', 'installs.js')], {
		cwd: ROOT,
		stdio: 'inherit',
		detached: true,
	});
	const done = new Promise((resolve) => child.once('exit', resolve));
	const stop = () => {
		try {
			process.kill(-child.pid, 'SIGTERM');
		} catch {
			// already gone
		}
	};
	for (const signal of ['SIGINT', 'SIGTERM'])
		process.once(signal, () => {
			stop();
			process.exit(130);
		});
	return { done, stop };
}

async function main() {
	for (const file of RESULT_FILES) fs.rmSync(path.join(ROOT, '.build', file), { force: true });
	const installs = startInstalls();
	const failedGate = GATES.find((name) => !runScript(name));
	if (failedGate) installs.stop();
	else
		for (const name of RUNNERS) {
			if (name === 'test:e2e') await installs.done;
			runScript(name);
		}
	const { passed, failed, lines } = summarize({ failedGate });
	for (const line of lines) console.log(line);
	console.log(`${passed} passed, ${failed} failed`);
	process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
}

main();
