'use strict';
// `npm run test:quick`: the checks for the work in hand, meant to answer within minutes. The files
// changed since main (`git merge-base HEAD main`, committed or not, new files included) decide what
// runs; quickSelection.js says which tests and why, and this prints it before running:
// - lint: ESLint on the changed files with the configs `npm run lint` uses (the same config
//   lookup), the scanner's lint when nodes/, credentials/ or package.json changed, prettier on the
//   changed files; the full `npm run lint` when a lint or prettier config changed;
// - type check: `npm run typecheck`'s (the whole program, as types cross files), incremental;
// - jest: the selected files;
// - end to end: the selected suites on n8n 1.123.81 (no queue, no demo), after a build.
// Lint, type check and the build run side by side, then jest, then the end-to-end suites.
// `--list` prints the selection and stops. QUICK_BASE=<rev> compares with another revision; QUICK_E2E=0 leaves the end-to-end suites out.
// The full `npm test` remains the check before a merge (CONTRIBUTING.md says when to use which).
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const { selectTests, importsOf, lintable, FULL_LINT } = require('./quickSelection');

const ROOT = path.resolve(__dirname, '..');
const git = (...args) => execFileSync('git', args, { cwd: ROOT }).toString().trim();
const lines = (text) => text.split('\n').filter(Boolean);

/** Files changed since the merge base with main, and the new files not yet added. */
function changedFiles(base) {
	return [
		...new Set([
			...lines(git('diff', '--name-only', base)),
			...lines(git('ls-files', '-o', '--exclude-standard')),
		]),
	];
}

/** Every file under a folder of the repository whose name passes `keep`. */
function filesUnder(folder, keep) {
	return fs
		.readdirSync(path.join(ROOT, folder), { recursive: true })
		.map((file) => path.posix.join(folder, String(file).split(path.sep).join('/')))
		.filter(keep);
}

const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** nodes/shared files (without extension) → the nodes/ files that import them directly. */
function nodeImporters() {
	const importers = {};
	for (const file of filesUnder('nodes', (f) => f.endsWith('.ts')))
		for (const target of importsOf(file, read(file)))
			if (target.startsWith('nodes/shared/'))
				(importers[target] ??= []).push(file.replace(/\.ts$/, ''));
	return importers;
}

/**
 * `npm run typecheck` (the same config, the whole program), keeping what it learnt in .build so
 * the next run checks again only what a change can reach: the first run takes as long as npm
 * run typecheck, the following ones much less.
 */
const TYPECHECK = [
	'tsc',
	'-p',
	'tsconfig.test.json',
	'--noEmit',
	'--incremental',
	'--tsBuildInfoFile',
	'.build/quick-typecheck.tsbuildinfo',
];

/** GNU time, when the machine has it: each step's processor time beside its wall time. */
const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** Runs a command with its output prefixed by a step name; resolves to { name, ok, seconds }. */
function step(name, command, args, env = {}) {
	const started = Date.now();
	const [file, ...rest] = TIME ? [TIME, '-f', '__cpu %U %S', command, ...args] : [command, ...args];
	const child = spawn(file, rest, {
		cwd: ROOT,
		env: { ...process.env, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let cpu;
	for (const stream of [child.stdout, child.stderr]) {
		let rest = '';
		stream.on('data', (chunk) => {
			const parts = (rest + chunk).split('\n');
			rest = parts.pop();
			for (const line of parts) {
				const times = /^__cpu ([\d.]+) ([\d.]+)$/.exec(line);
				if (times) cpu = Math.round(Number(times[1]) + Number(times[2]));
				else process.stdout.write(`[${name}] ${line}\n`);
			}
		});
	}
	return new Promise((resolve) =>
		child.once('close', (code) =>
			resolve({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), cpu }),
		),
	);
}

/** Steps one after the other, stopping at the first failure. */
async function inOrder(steps) {
	const results = [];
	for (const next of steps) {
		const result = await next();
		results.push(result);
		if (!result.ok) break;
	}
	return results;
}

function lintSteps(changed) {
	const existing = changed.filter((file) => fs.existsSync(path.join(ROOT, file)));
	if (existing.some((file) => FULL_LINT.test(file)))
		return [() => step('lint', 'npm', ['run', '--silent', 'lint'])];
	const steps = [];
	const eslintFiles = lintable(existing);
	if (eslintFiles.length)
		steps.push(() =>
			step('eslint', 'npx', ['eslint', ...eslintFiles], {
				ESLINT_FLAGS: 'unstable_config_lookup_from_file',
			}),
		);
	if (existing.some((file) => /^(nodes|credentials)\//.test(file)))
		steps.push(() =>
			step('scanLint', process.execPath, ['scripts/scanLint.mjs', '--files', ...existing]),
		);
	if (existing.length)
		steps.push(() =>
			step('prettier', 'npx', ['prettier', '--check', '--ignore-unknown', ...existing]),
		);
	return steps;
}

async function main() {
	const started = Date.now();
	const base = process.env.QUICK_BASE ?? git('merge-base', 'HEAD', 'main');
	const changed = changedFiles(base);
	console.log(
		`test:quick: ${changed.length} files changed since ${base.slice(0, 7)}: ${changed.join(', ') || 'none'}`,
	);
	const tests = Object.fromEntries(
		filesUnder('test', (f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).map((file) => [
			file,
			read(file),
		]),
	);
	const suites = Object.fromEntries(
		filesUnder('test/e2e/suites', (f) => f.endsWith('.js')).map((file) => [
			path.posix.basename(file, '.js'),
			read(file),
		]),
	);
	const selection = selectTests({ changed, tests, suites, nodeImporters: nodeImporters() });
	const e2e = process.env.QUICK_E2E !== '0' && selection.suites.length > 0;
	console.log(`jest: ${selection.jest.length} files`);
	for (const { file, reasons } of selection.jest) console.log(`  ${file} (${reasons.join('; ')})`);
	console.log(
		`end to end: ${selection.suites.map(({ suite, reason }) => `${suite} (${reason})`).join(', ') || 'none touches the change'}${e2e || !selection.suites.length ? '' : ' (left out: QUICK_E2E=0)'}`,
	);
	if (selection.skippedSuites.length)
		console.log(
			`  also naming the resource, left to npm test: ${selection.skippedSuites.join(', ')}`,
		);
	if (changed.some((file) => file.startsWith('nodes/shared/')))
		console.log(
			'  nodes/shared changed: every suite runs shared code; the quick tier runs the tests above, npm test all of them',
		);

	if (process.argv.includes('--list')) return;
	const first = [inOrder(lintSteps(changed)), inOrder([() => step('typecheck', 'npx', TYPECHECK)])];
	if (e2e)
		first.push(
			inOrder([
				() => step('build', 'npm', ['run', '--silent', 'build']),
				() => step('build:emulator', 'npm', ['run', '--silent', 'build:emulator']),
			]),
		);
	const results = (await Promise.all(first)).flat();
	if (results.every((r) => r.ok)) {
		if (selection.jest.length)
			results.push(await step('jest', 'npx', ['jest', ...selection.jest.map((t) => t.file)]));
		if (e2e)
			results.push(
				await step('e2e', process.execPath, ['test/e2e/run.js'], {
					E2E_LINES: '1.123.81',
					E2E_QUEUE: '0',
					E2E_DEMO: '0',
					E2E_SUITES: selection.suites.map((s) => s.suite).join(','),
				}),
			);
	}
	console.log('\ntest:quick:');
	for (const { name, ok, seconds, cpu } of results)
		console.log(
			`  ${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s${cpu === undefined ? '' : `, processor ${cpu} s`})`,
		);
	const failed = results.filter((r) => !r.ok).length;
	console.log(`${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
	process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
	console.error(error);
	process.exitCode = 1;
});
