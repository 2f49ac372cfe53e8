'use strict';
// Re-introduces real defects fixed in earlier rounds (defects.json), one at a time, and runs the
// tests named for each: a suite that fails has caught the defect, one that passes has missed it.
// Shows that a change to the test suite's shape loses nothing it caught.
//
//   node scripts/reintroduceDefects.js [--tests <rev>]... [--only id,id] [--no-e2e]
//                                      [--no-baseline] [--markdown <file>] [--log <file>]
//
// --tests <rev> takes the test/ folder from a git revision (repeat it to compare suites);
// `--tests worktree` (the default) is the working tree's. Each suite runs in a temporary copy of
// the working tree (its test/ replaced by the revision's, node_modules linked), so today's source
// meets the old tests and the working tree itself is never written. Each defect is written into
// the copies, type checked once (a defect that does not compile proves nothing), its jest files
// (and end-to-end suites unless --no-e2e) run in each copy, then the files are written back
// exactly. The copies are removed at the end, on an error and on SIGINT or SIGTERM. First, unless
// --no-baseline, every named test runs on the unchanged source: a test already failing there
// would pass any defect off as caught, so the run stops. Command output goes to --log (default
// .build/defects.log), the results beside it (.build/defects-results.json).
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { DEFECTS, defectProblems, applyDefect, restoreFiles, filesOf } = require('./defects');

const ROOT = path.resolve(__dirname, '..');
const WORKTREE = 'worktree';
const E2E_ENV = { E2E_LINES: '1.123.81', E2E_QUEUE: '0', E2E_DEMO: '0' };

function parseArguments(argv) {
	const options = { tests: [], only: undefined, e2e: true, baseline: true, markdown: undefined };
	for (let index = 0; index < argv.length; index++) {
		const argument = argv[index];
		if (argument === '--tests') options.tests.push(argv[++index]);
		else if (argument === '--only') options.only = argv[++index].split(',');
		else if (argument === '--no-e2e') options.e2e = false;
		else if (argument === '--no-baseline') options.baseline = false;
		else if (argument === '--markdown') options.markdown = argv[++index];
		else if (argument === '--log') options.log = argv[++index];
		else throw new Error(`unknown argument ${argument}`);
	}
	if (options.tests.length === 0) options.tests.push(WORKTREE);
	return options;
}

const log = (line) => console.log(`[defects ${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The working tree's files (tracked and new, not ignored) that still exist. */
function workingTreeFiles() {
	return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT })
		.toString()
		.split('\0')
		.filter((file) => file && fs.existsSync(path.join(ROOT, file)));
}

/** A temporary copy of the working tree whose test/ is that of `revision`. */
function makeTree(revision) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defects-'));
	const fromRevision = revision !== WORKTREE;
	for (const file of workingTreeFiles()) {
		if (fromRevision && file.startsWith('test/')) continue;
		const target = path.join(dir, file);
		fs.mkdirSync(path.dirname(target), { recursive: true });
		fs.copyFileSync(path.join(ROOT, file), target);
	}
	if (fromRevision) {
		const archive = execFileSync('git', ['archive', '--format=tar', revision, 'test'], {
			cwd: ROOT,
			maxBuffer: 1 << 30,
		});
		execFileSync('tar', ['-x', '-C', dir], { input: archive });
	}
	fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
	return dir;
}

/** The command running now, in its own process group, so a signal can stop all of it. */
let running;

/** Runs a command in a tree; its output goes to the log file; resolves to its exit status. */
async function run(tree, command, args, logFile, env = {}) {
	const out = fs.openSync(logFile, 'a');
	fs.writeSync(out, `\n$ (${tree.revision}) ${command} ${args.join(' ')}\n`);
	running = spawn(command, args, {
		cwd: tree.dir,
		env: { ...process.env, ...env },
		stdio: ['ignore', out, out],
		detached: true,
	});
	const status = await new Promise((resolve) => running.once('exit', (code) => resolve(code)));
	running = undefined;
	fs.closeSync(out);
	return status;
}

function stopRunning() {
	try {
		if (running) process.kill(-running.pid, 'SIGTERM');
	} catch {
		// already gone
	}
}

/** The jest files of a list that exist in this tree (an old suite may lack a newer file). */
const existing = (tree, files) => files.filter((file) => fs.existsSync(path.join(tree.dir, file)));

/** Runs jest files in a tree: whether any test failed, and which. */
async function runJest(tree, files, testNamePattern, logFile) {
	const present = existing(tree, files);
	if (present.length === 0) return { ran: false, failed: 0, names: [], missingFiles: files };
	const results = path.join(tree.dir, '.build', `jest-${process.pid}-${Date.now()}.json`);
	fs.mkdirSync(path.dirname(results), { recursive: true });
	const pattern = testNamePattern ? ['-t', testNamePattern] : [];
	const args = ['node_modules/jest/bin/jest.js', '--ci', '--json', '--outputFile', results];
	const status = await run(tree, process.execPath, [...args, ...pattern, ...present], logFile);
	if (!fs.existsSync(results))
		return { ran: true, failed: 1, names: [`jest exited ${status} with no results`] };
	const report = JSON.parse(fs.readFileSync(results, 'utf8'));
	fs.rmSync(results);
	const names = report.testResults.flatMap((file) =>
		file.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName),
	);
	const broken = report.testResults.filter(
		(file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'),
	);
	for (const file of broken)
		names.push(
			`${path.relative(tree.dir, file.name)}: ${file.message.split('\n').find(Boolean) ?? 'failed'}`,
		);
	const missingFiles = files.filter((file) => !present.includes(file));
	return { ran: report.numTotalTests > 0, failed: names.length, names, missingFiles, status };
}

/** Builds the package and the emulator in a tree, then runs end-to-end suites on one n8n line. */
async function runE2e(tree, suites, logFile) {
	const present = suites.filter((suite) =>
		fs.existsSync(path.join(tree.dir, 'test', 'e2e', 'suites', `${suite}.js`)),
	);
	if (present.length === 0) return { ran: false, failed: 0, names: [], missingFiles: suites };
	for (const script of ['build', 'build:emulator'])
		if ((await run(tree, 'npm', ['run', '--silent', script], logFile)) !== 0)
			return { ran: false, failed: 1, names: [`npm run ${script} failed`] };
	const status = await run(tree, process.execPath, ['test/e2e/run.js'], logFile, {
		...E2E_ENV,
		E2E_SUITES: present.join(','),
	});
	const text = fs.readFileSync(logFile, 'utf8');
	const closing = [...text.matchAll(/^(\d+) passed, (\d+) failed.*$/gm)].pop();
	const names = [
		...text.slice(text.lastIndexOf('end-to-end checks:')).matchAll(/FAIL {2}(.*)$/gm),
	].map((m) => `e2e: ${m[1]}`);
	return {
		ran: true,
		failed: status === 0 ? 0 : Math.max(1, names.length),
		names,
		summary: closing?.[0],
		status,
	};
}

/** A defect's tests in one tree: jest files, then end-to-end suites. */
async function runTests(tree, defect, options, logFile) {
	const results = [];
	if (defect.jest?.length)
		results.push(await runJest(tree, defect.jest, defect.testNamePattern, logFile));
	if (options.e2e && defect.e2e?.length) results.push(await runE2e(tree, defect.e2e, logFile));
	return {
		caught: results.some((r) => r.failed > 0),
		ran: results.some((r) => r.ran),
		names: results.flatMap((r) => r.names),
		missingFiles: results.flatMap((r) => r.missingFiles ?? []),
	};
}

const typeChecks = async (tree, logFile) =>
	(await run(
		tree,
		process.execPath,
		['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'],
		logFile,
	)) === 0;

/** The baseline: every named test on the unchanged source, grouped by name pattern. */
async function baseline(tree, defects, options, logFile) {
	const groups = new Map();
	for (const defect of defects) {
		const key = defect.testNamePattern ?? '';
		groups.set(key, [...new Set([...(groups.get(key) ?? []), ...(defect.jest ?? [])])]);
	}
	const failures = [];
	for (const [pattern, files] of groups)
		failures.push(...(await runJest(tree, files, pattern || undefined, logFile)).names);
	const suites = [...new Set(defects.flatMap((defect) => defect.e2e ?? []))];
	if (options.e2e && suites.length) failures.push(...(await runE2e(tree, suites, logFile)).names);
	return failures;
}

const cell = (outcome) =>
	!outcome
		? ''
		: !outcome.ran
			? 'not run (no such test)'
			: outcome.caught
				? `caught (${outcome.names.length} failed)`
				: 'MISSED';

function table(rows, suites) {
	const header = [
		'Defect',
		'Fixed in',
		'File changed',
		'Tests that catch it',
		...suites.map((s) => `Suite ${s}`),
	];
	const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`];
	for (const { defect, compiles, outcomes } of rows) {
		const tests = [
			...(defect.jest ?? []).map(
				(file) => `\`${file}\`${defect.testNamePattern ? ` (-t "${defect.testNamePattern}")` : ''}`,
			),
			...(defect.e2e ?? []).map((suite) => `e2e \`${suite}\``),
		].join(', ');
		const states = compiles ? outcomes.map(cell) : suites.map(() => 'does not compile');
		lines.push(
			`| ${defect.id}: ${defect.title} | ${defect.fixedIn} | ${filesOf(defect)
				.map((f) => `\`${f}\``)
				.join(', ')} | ${tests} | ${states.join(' | ')} |`,
		);
	}
	return lines.join('\n');
}

async function main() {
	const options = parseArguments(process.argv.slice(2));
	const defects = DEFECTS.filter((defect) => !options.only || options.only.includes(defect.id));
	const problems = defects.flatMap((defect) => defectProblems(ROOT, defect));
	if (problems.length) {
		console.error(
			`Refused: each defect's text must be found exactly once in today's source:\n${problems.join('\n')}`,
		);
		process.exitCode = 2;
		return;
	}
	const logFile = path.resolve(options.log ?? path.join(ROOT, '.build', 'defects.log'));
	fs.mkdirSync(path.dirname(logFile), { recursive: true });
	fs.writeFileSync(logFile, '');
	log(
		`${defects.length} defects, suites: ${options.tests.join(', ')}; command output in ${path.relative(ROOT, logFile)}`,
	);

	const trees = [];
	let applied = [];
	const cleanUp = () => {
		for (const { tree, originals } of applied) restoreFiles(tree.dir, originals);
		applied = [];
		for (const tree of trees) fs.rmSync(tree.dir, { recursive: true, force: true });
		trees.length = 0;
	};
	for (const signal of ['SIGINT', 'SIGTERM'])
		process.once(signal, () => {
			log(`${signal}: restoring and removing the copies`);
			stopRunning();
			cleanUp();
			process.exit(130);
		});
	try {
		for (const revision of options.tests) {
			trees.push({ revision, dir: makeTree(revision) });
			log(`suite ${revision}: copy in ${trees.at(-1).dir}`);
		}
		if (options.baseline)
			for (const tree of trees) {
				log(`suite ${tree.revision}: baseline (the named tests on the unchanged source)`);
				const failures = await baseline(tree, defects, options, logFile);
				if (failures.length)
					throw new Error(`baseline of suite ${tree.revision} fails:\n${failures.join('\n')}`);
			}
		const rows = [];
		for (const defect of defects) {
			applied = trees.map((tree) => ({ tree, originals: applyDefect(tree.dir, defect) }));
			const compiles = await typeChecks(trees[0], logFile);
			log(
				`${defect.id}: written into ${filesOf(defect).join(', ')}${compiles ? '' : ' (DOES NOT COMPILE)'}`,
			);
			const outcomes = [];
			if (compiles)
				for (const tree of trees) outcomes.push(await runTests(tree, defect, options, logFile));
			for (const [index, outcome] of outcomes.entries())
				log(
					`${defect.id}: suite ${trees[index].revision}: ${cell(outcome)}${outcome.names.length ? `: ${outcome.names.slice(0, 3).join('; ')}` : ''}`,
				);
			for (const { tree, originals } of applied) restoreFiles(tree.dir, originals);
			applied = [];
			rows.push({ defect, compiles, outcomes });
		}
		const markdown = table(rows, options.tests);
		console.log(`\n${markdown}`);
		fs.writeFileSync(
			`${logFile.replace(/\.log$/, '')}-results.json`,
			JSON.stringify(
				rows.map(({ defect, compiles, outcomes }) => ({ id: defect.id, compiles, outcomes })),
				null,
				'\t',
			),
		);
		if (options.markdown) fs.writeFileSync(options.markdown, `${markdown}\n`);
		const missed = rows.filter((row) => !row.compiles || row.outcomes.some((o) => !o.caught));
		console.log(`\n${rows.length - missed.length} of ${rows.length} defects caught by every suite`);
		process.exitCode = missed.length ? 1 : 0;
	} finally {
		cleanUp();
	}
}

main().catch((error) => {
	console.error(error.message);
	process.exitCode = 1;
});
