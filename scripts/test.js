'use strict';
// `npm test` after its install step: the checks in order, then one closing line
// `N passed, N failed` over every test and check (jest, end to end in n8n, the browser, the
// secret scan). Lint, build and type check must pass before any test runs; the test runners all
// run even when an earlier one fails, so one run shows every failure.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { summarize, RESULT_FILES } = require('./testSummary');

const ROOT = path.resolve(__dirname, '..');
const GATES = ['lint', 'build', 'typecheck', 'test:secrets:clear'];
const RUNNERS = ['test:unit', 'test:e2e', 'test:browser', 'test:secrets'];

const runScript = (name) =>
	spawnSync('npm', ['run', '--silent', name], { cwd: ROOT, stdio: 'inherit' }).status === 0;

for (const file of RESULT_FILES) fs.rmSync(path.join(ROOT, '.build', file), { force: true });
const failedGate = GATES.find((name) => !runScript(name));
if (!failedGate) for (const name of RUNNERS) runScript(name);
const { passed, failed, lines } = summarize({ failedGate });
for (const line of lines) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
