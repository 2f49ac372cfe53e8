'use strict';
// Where each end-to-end run (one per n8n line, and the queue-mode profile) writes its checks,
// and the aggregate CI's summary reads (.build/e2e-results.json: passed, failed, per run).
const fs = require('node:fs');
const path = require('node:path');

const BUILD = path.join(__dirname, '..', '..', '.build');

/** The results file of one run: `name` is the n8n version, or e.g. `queue-1.123.81`. */
const lineResultsFile = (name) => {
	fs.mkdirSync(BUILD, { recursive: true });
	return path.join(BUILD, `e2e-results-${name}.json`);
};

/**
 * Reads the runs' files into .build/e2e-results.json. A run that wrote nothing (it crashed before
 * its end) counts as one failed check, so the total can never look green without it.
 */
function aggregate(names) {
	const runs = {};
	for (const name of names) {
		try {
			runs[name] = JSON.parse(fs.readFileSync(lineResultsFile(name), 'utf8'));
		} catch {
			runs[name] = {
				passed: 0,
				failed: 1,
				checks: [{ name: `[${name}] the run wrote no results`, ok: false }],
			};
		}
	}
	const total = (key) => Object.values(runs).reduce((sum, run) => sum + run[key], 0);
	const summary = { passed: total('passed'), failed: total('failed'), runs };
	fs.writeFileSync(path.join(BUILD, 'e2e-results.json'), JSON.stringify(summary, null, 2));
	return summary;
}

module.exports = { lineResultsFile, aggregate };
