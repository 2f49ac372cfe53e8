'use strict';
// The checks of one end-to-end run (an n8n line, the queue profile, the demo stop), and how many
// each part of it holds, known before it starts (checkCounts.json). A part that stops early (a
// setup step failing, an error between two checks) counts the checks it did not run as failed,
// named "N of M checks not run", so no failure hides the checks behind it; a part that ran
// another number of checks than the file says fails too, which keeps the file true.
const { log } = require('../../scripts/progress');
const COUNTS = require('./checkCounts.json');

class CheckList {
	/**
	 * `run` is the kind of run in checkCounts.json (line, queue, demo), `label` starts every
	 * check's name (its n8n line), `parts` are the parts of checkCounts.json[run] this run does,
	 * in order.
	 */
	constructor(run, label, parts) {
		this.run = run;
		this.label = label;
		this.parts = parts;
		this.part = parts[0];
		/** { name, ok, part }; `part` is undefined for failures that are no check. */
		this.entries = [];
	}

	/** The checks after this belong to `part`. */
	enter(part) {
		this.part = part;
	}

	async check(checkName, body) {
		const name = `${this.label} ${checkName}`;
		const started = Date.now();
		try {
			await body();
			this.entries.push({ name, ok: true, part: this.part });
			log(`PASS ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
		} catch (error) {
			this.entries.push({ name, ok: false, part: this.part });
			log(`FAIL ${name}: ${error.message}`);
		}
	}

	/** A failure that is no check: a setup step, an error between checks, an interruption. */
	fail(what, error) {
		const name = `${this.label} ${what}`;
		this.entries.push({ name, ok: false });
		log(`FAIL ${name}${error ? `: ${error.stack ?? error}` : ''}`);
	}

	/**
	 * Every entry, then per part the checks not run (or a count that differs from the file's):
	 * { passed, failed, notRun, checks: [{ name, ok, notRun? }], counts: { part: checks run } }.
	 */
	summary() {
		const checks = this.entries.map(({ name, ok }) => ({ name, ok }));
		const counts = {};
		let notRun = 0;
		for (const part of this.parts) {
			const ran = this.entries.filter((entry) => entry.part === part).length;
			const expected = COUNTS[this.run]?.[part];
			counts[part] = ran;
			const where = `${this.label} ${part}`;
			if (expected === undefined)
				checks.push({ name: `${where}: test/e2e/checkCounts.json has no count`, ok: false });
			else if (ran < expected) {
				checks.push({
					name: `${where}: ${expected - ran} of ${expected} checks not run`,
					ok: false,
					notRun: expected - ran,
				});
				notRun += expected - ran;
			} else if (ran > expected)
				checks.push({
					name: `${where}: ${ran} checks ran, test/e2e/checkCounts.json says ${expected} (update it)`,
					ok: false,
				});
		}
		const failures = checks.filter((entry) => !entry.ok && !entry.notRun).length;
		return {
			passed: checks.filter((entry) => entry.ok).length,
			failed: failures + notRun,
			notRun,
			checks,
			counts,
		};
	}

	/** Prints the checks and the closing line; gives the summary. */
	report(title) {
		const summary = this.summary();
		console.log(`\n${title}:`);
		for (const { name, ok } of summary.checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
		console.log(
			`${summary.passed} passed, ${summary.failed} failed${summary.notRun ? ` (${summary.notRun} of them not run)` : ''}`,
		);
		return summary;
	}
}

/** The checks a run of that kind and parts holds, by checkCounts.json (0 for a part it lacks). */
const expectedChecks = (run, parts) =>
	parts.reduce((sum, part) => sum + (COUNTS[run]?.[part] ?? 0), 0);

module.exports = { CheckList, expectedChecks };
