'use strict';
// Where each end-to-end run (one per n8n line, and the queue-mode profile) writes its checks,
// and the aggregate CI's summary reads (.build/e2e-results.json: passed, failed, of them not run,
// per run).
const fs = require('node:fs');
const path = require('node:path');

const BUILD = path.join(__dirname, '..', '..', '.build');

/** The results file of one run: `name` is the n8n version, or e.g. `queue-1.123.81`. */
const lineResultsFile = (name, dir = BUILD) => {
	fs.mkdirSync(dir, { recursive: true });
	return path.join(dir, `e2e-results-${name}.json`);
};

/**
 * Reads the runs' files into .build/e2e-results.json. `runs` are { name, expected }: a run that
 * wrote nothing (it crashed before its end) counts the `expected` checks it holds as failed, not
 * run (at least one), so the total can never look green without it. `dir` is .build/.
 */
function aggregate(runs, dir = BUILD) {
	const results = {};
	for (const { name, expected } of runs) {
		try {
			results[name] = JSON.parse(fs.readFileSync(lineResultsFile(name, dir), 'utf8'));
		} catch {
			const notRun = Math.max(1, expected);
			results[name] = {
				passed: 0,
				failed: notRun,
				notRun,
				checks: [
					{ name: `[${name}] the run wrote no results: ${notRun} checks not run`, ok: false },
				],
			};
		}
	}
	const total = (key) => Object.values(results).reduce((sum, run) => sum + (run[key] ?? 0), 0);
	const summary = {
		passed: total('passed'),
		failed: total('failed'),
		notRun: total('notRun'),
		runs: results,
	};
	fs.writeFileSync(path.join(dir, 'e2e-results.json'), JSON.stringify(summary, null, 2));
	return summary;
}

module.exports = { lineResultsFile, aggregate };
