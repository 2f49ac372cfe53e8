'use strict';
// The clock sweep: runs the jest files whose result could depend on the hour, the date or
// daylight saving, each time with the process clock started elsewhere (faketime), and reports
// which clocks failed.
//
//   node scripts/clockSweep.js --list           the files swept and the clocks, nothing run
//   node scripts/clockSweep.js                  every clock (96 jest runs)
//   node scripts/clockSweep.js 2026-11-01T05    only the clocks that start with these prefixes
//
// Which files: a result can move with the clock only where a time in the test comes from the
// clock (the test reads it: an hour ago, ten days ago, today's offset) and meets a calendar rule
// (a midnight, a day, an hour bucket, a zone, "yesterday"). A test file is swept when its source,
// with the helpers under test/ it imports (the emulator's code left out: requests carry its
// times), does both: reads the clock (CLOCK) and names a calendar notion (CALENDAR). The rest
// either uses fixed times against rules that take no clock, or elapsed times (a wait, a
// timeout), which depend on the load, not the hour. The node's own clock paths (the Yesterday
// and Last N Days ranges, the Ads Trigger's hour, keyword insights' default window) are reached
// through such tests, which compute the same range from the clock to check it.
//
// Which clocks (UTC; each run starts there and the clock runs on): every hour at :30 of a
// winter day (2026-01-14, New York at UTC-5) and a summer day (2026-07-15, UTC-4), and 00:30 to
// 12:30 of both New York change days of 2026 (2026-03-08, clocks forward at 07:00 UTC;
// 2026-11-01, back at 06:00 UTC); and from :59:40 of 03, 04, 05, 06 and 23 h of the four days,
// so a run crosses the hour (New York's midnight, the change, UTC's midnight) while it runs;
// and 12:30 of 2026-03-10 and 2026-11-04, in a week that holds a change.
// The hours around New York's midnight and the change run first. Needs faketime (libfaketime).
// Each clock's jest result and output go to .build/clockSweep/<clock>.json and .log.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, '.build', 'clockSweep');

/** Reads the clock. */
const CLOCK = /Date\.now\(|new Date\(\)|DateTime\.now\(|\$now|\$today/;
/** Names a calendar notion: a day, an hour bucket, a midnight, a zone. */
const CALENDAR = [
	/midnight|yesterday|last ?7 ?days|time ?zone|time_zone|TIME_RANGE|shortOffset|setZone/i,
	/startOf\('day'\)|getUTC(Hours|Date|Day|Month|FullYear)|\b(DAY|HOUR)(_MS)?\b/,
];

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

/** The sources a test file runs: itself and the helpers under test/ it imports, transitively. */
function sources(file, seen = new Set()) {
	if (seen.has(file)) return seen;
	seen.add(file);
	for (const helper of localImports(file, fs.readFileSync(file, 'utf8'))) sources(helper, seen);
	return seen;
}

/** Why a test file is swept (the sources that read the clock and name a calendar notion), or undefined. */
function sweptBecause(file) {
	const texts = [...sources(file)].map((one) => [one, fs.readFileSync(one, 'utf8')]);
	const clock = texts.find(([, text]) => CLOCK.test(text));
	const calendar = texts.find(([, text]) => CALENDAR.some((pattern) => pattern.test(text)));
	return clock && calendar ? [...new Set([clock[0], calendar[0]])] : undefined;
}

function sweptFiles() {
	return walk(path.join(ROOT, 'test'))
		.filter((file) => file.endsWith('.test.ts'))
		.sort()
		.map((file) => ({ file, because: sweptBecause(file) }))
		.filter((one) => one.because);
}

const pad = (n) => String(n).padStart(2, '0');
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, n) => from + n);
/** The days and the UTC hours of each swept at :30. */
const DAYS = [
	['2026-01-14', range(0, 23)], // winter: New York at UTC-5
	['2026-07-15', range(0, 23)], // summer: UTC-4
	['2026-03-08', range(0, 12)], // New York's clocks go forward at 07:00 UTC
	['2026-11-01', range(0, 12)], // and back at 06:00 UTC
];
/** In a week that holds a change: its seven days have 167 or 169 hours. */
const WEEK_OF_A_CHANGE = ['2026-03-10 12:30:00', '2026-11-04 12:30:00'];
/** Hours whose end a run also crosses (from :59:40): New York's midnight, the change, UTC's midnight. */
const EDGE_HOURS = [3, 4, 5, 6, 23];
/** New York's midnight and the change fall in these UTC hours: swept first. */
const FIRST = new Set([3, 4, 5, 6, 7]);

/** Every clock of the sweep, as faketime reads them ('2026-01-14 05:30:00'), the risky ones first. */
function clocks() {
	const halves = DAYS.flatMap(([day, hours]) =>
		hours.map((hour) => [hour, `${day} ${pad(hour)}:30:00`]),
	);
	const edges = DAYS.flatMap(([day]) => EDGE_HOURS.map((hour) => `${day} ${pad(hour)}:59:40`));
	return [
		...halves.filter(([hour]) => FIRST.has(hour)).map(([, clock]) => clock),
		...edges,
		...halves.filter(([hour]) => !FIRST.has(hour)).map(([, clock]) => clock),
		...WEEK_OF_A_CHANGE,
	];
}

function runAt(clock, files) {
	const name = path.join(OUT, clock.replace(/[ :]/g, '-'));
	const outputFile = `${name}.json`;
	fs.rmSync(outputFile, { force: true });
	const log = fs.openSync(`${name}.log`, 'w');
	const started = Date.now();
	// TZ=UTC: faketime reads the clock in the local zone, and the clocks here are UTC.
	const run = spawnSync(
		'faketime',
		[clock, 'npx', 'jest', '--json', `--outputFile=${outputFile}`, ...files],
		{ cwd: ROOT, stdio: ['ignore', log, log], env: { ...process.env, TZ: 'UTC' } },
	);
	fs.closeSync(log);
	let failures = [];
	let counts = 'no result';
	try {
		const result = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
		counts = `${result.numPassedTests} passed, ${result.numFailedTests} failed`;
		failures = result.testResults.flatMap((file) =>
			file.assertionResults
				.filter((test) => test.status === 'failed')
				.map((test) => `${path.relative(ROOT, file.name)} › ${test.fullName}`)
				.concat(
					file.testExecError || (file.status === 'failed' && !file.assertionResults.length)
						? [`${path.relative(ROOT, file.name)}: ${file.message.split('\n')[0]}`]
						: [],
				),
		);
	} catch {
		failures = [`jest wrote no result (exit ${run.status}): see ${path.relative(ROOT, name)}.log`];
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
		for (const { file, because } of files) {
			const helpers = because.filter((one) => one !== file).map((one) => path.relative(ROOT, one));
			console.log(
				`${path.relative(ROOT, file)}${helpers.length ? ` (through ${helpers.join(', ')})` : ''}`,
			);
		}
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
		console.log(
			`${result.ok ? 'ok  ' : 'FAIL'} ${clock} UTC: ${result.counts} (${result.seconds} s)`,
		);
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
