'use strict';
// The clock sweep: runs the jest files whose result could depend on the hour, the date or
// daylight saving at many process clocks (faketime), and reports which clocks failed.
//
//   node scripts/clockSweep.js --list           the files swept, and the clocks
//   node scripts/clockSweep.js                  every clock (about 90 jest runs)
//   node scripts/clockSweep.js 2026-11-01T05    only the clocks that start with these prefixes
//
// Which files: a test can depend on the clock only where the code under test compares a time
// with the clock (a midnight, "yesterday", a range that must end in the past, an expiry): for the
// result to move with the clock, the test either hands the code a time or asserts on one, so its
// source (or a helper under test/ it imports, the emulator's own code left out: it is reached
// through requests that carry the times) names one. A file is swept when that source reads the
// clock, holds a date-time literal, or names a calendar notion (TIME_PATTERN). Elapsed-time
// checks (a wait, a timeout) depend on the load, not the hour, and are not what this measures.
//
// Which clocks (UTC, each run starts there and the clock runs on): every hour of a winter day
// and of a summer day at :30, and of both New York daylight-saving change days of 2026
// (2026-03-08 and 2026-11-01); and at :59:40 of the hours around New York's midnight and the
// change, so a run crosses the hour (and the day in the account's zone) while it runs.
// Needs faketime (libfaketime). Results in .build/clockSweep/<clock>.json.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, '.build', 'clockSweep');

const TIME_PATTERN = new RegExp(
	[
		/Date\.now\(/,
		/new Date\(\)/,
		/\$now|\$today/,
		/yesterday|midnight|last ?7 ?days|time ?zone|time_zone|TIME_RANGE|setSystemTime|useFakeTimers/i,
		/adsNow|advanceAdsClock|\bDAY(_MS)?\b|\bHOUR(_MS)?\b/,
	]
		.map((one) => one.source)
		.join('|'),
	'i',
);

const walk = (dir) =>
	fs
		.readdirSync(dir, { withFileTypes: true })
		.flatMap((entry) =>
			entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
		);

/** The modules under test/ (outside the emulator) a source imports, by relative path. */
function localImports(file, source) {
	const found = [];
	for (const match of source.matchAll(/(?:from|require\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
		const base = path.resolve(path.dirname(file), match[1]);
		const resolved = ['', '.ts', '.js', '/index.ts', '/index.js']
			.map((ext) => base + ext)
			.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
		const testDir = path.join(ROOT, 'test') + path.sep;
		const emulatorDir = path.join(ROOT, 'test', 'emulator') + path.sep;
		const emulatorTests = path.join(emulatorDir, 'tests') + path.sep;
		if (
			resolved &&
			resolved.startsWith(testDir) &&
			(!resolved.startsWith(emulatorDir) || resolved.startsWith(emulatorTests))
		)
			found.push(resolved);
	}
	return found;
}

/** The first source (the file or a helper it imports) that names a time, or undefined. */
function namesATime(file, seen = new Set()) {
	if (seen.has(file)) return undefined;
	seen.add(file);
	const source = fs.readFileSync(file, 'utf8');
	if (TIME_PATTERN.test(source)) return file;
	for (const helper of localImports(file, source)) {
		const found = namesATime(helper, seen);
		if (found) return found;
	}
	return undefined;
}

function sweptFiles() {
	return walk(path.join(ROOT, 'test'))
		.filter((file) => file.endsWith('.test.ts'))
		.sort()
		.map((file) => ({ file, because: namesATime(file) }))
		.filter((one) => one.because);
}

const pad = (n) => String(n).padStart(2, '0');
const HOURS = [...Array(24).keys()];
/** Every clock of the sweep, as faketime reads them ('2026-01-14 05:30:00'). */
function clocks() {
	const list = [];
	for (const day of ['2026-01-14', '2026-07-15', '2026-03-08', '2026-11-01'])
		for (const hour of HOURS) list.push(`${day} ${pad(hour)}:30:00`);
	// Across the hour: New York's midnight (04:00 or 05:00 UTC) and the change (06:00 or 07:00 UTC).
	for (const day of ['2026-01-14', '2026-07-15', '2026-03-08', '2026-11-01'])
		for (const hour of [3, 4, 5, 6, 23]) list.push(`${day} ${pad(hour)}:59:40`);
	return list;
}

function runAt(clock, files) {
	const outputFile = path.join(OUT, `${clock.replace(/[ :]/g, '-')}.json`);
	const started = Date.now();
	const run = spawnSync(
		'faketime',
		[clock, 'npx', 'jest', '--json', `--outputFile=${outputFile}`, ...files],
		{ cwd: ROOT, encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } },
	);
	let failures = [];
	let counts = 'no result';
	try {
		const result = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
		counts = `${result.numPassedTests} passed, ${result.numFailedTests} failed`;
		failures = result.testResults.flatMap((file) =>
			file.assertionResults
				.filter((test) => test.status === 'failed')
				.map((test) => `${path.relative(ROOT, file.name)} › ${test.fullName}`)
				.concat(file.testExecError || (file.status === 'failed' && !file.assertionResults.length)
					? [`${path.relative(ROOT, file.name)}: ${file.message.split('\n')[0]}`]
					: []),
		);
	} catch {
		failures = [`jest wrote no result (exit ${run.status}): ${(run.stderr || '').slice(-400)}`];
	}
	const seconds = Math.round((Date.now() - started) / 1000);
	return { clock, ok: run.status === 0 && failures.length === 0, counts, failures, seconds };
}

function main() {
	const files = sweptFiles();
	const prefixes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
	const chosen = clocks().filter(
		(clock) => !prefixes.length || prefixes.some((p) => clock.startsWith(p.replace('T', ' '))),
	);
	if (process.argv.includes('--list')) {
		for (const { file, because } of files)
			console.log(
				`${path.relative(ROOT, file)}${because === file ? '' : ` (through ${path.relative(ROOT, because)})`}`,
			);
		console.log(`${files.length} files; ${chosen.length} clocks:\n${chosen.join('\n')}`);
		return;
	}
	fs.mkdirSync(OUT, { recursive: true });
	const results = [];
	for (const clock of chosen) {
		const result = runAt(
			clock,
			files.map(({ file }) => path.relative(ROOT, file)),
		);
		results.push(result);
		console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${clock} UTC: ${result.counts} (${result.seconds} s)`);
		for (const failure of result.failures) console.log(`       ${failure}`);
	}
	const failed = results.filter((one) => !one.ok);
	console.log(
		`${results.length - failed.length} of ${results.length} clocks passed${failed.length ? `; failed: ${failed.map((one) => one.clock).join(', ')}` : ''}`,
	);
	fs.writeFileSync(path.join(OUT, 'summary.json'), JSON.stringify(results, null, '\t'));
	process.exitCode = failed.length ? 1 : 0;
}

main();
