'use strict';
// Counts what the test runners wrote into .build/: jest's JSON report, the end-to-end and
// browser runners' {passed, failed} (the end-to-end failed count includes the checks a stopped
// run did not run, `notRun`), and the secret scan, which counts as one check (passed when
// it recorded something and found no credential value). A runner that wrote nothing counts as
// one failure, so a crash can never read as a pass.
const fs = require('node:fs');
const path = require('node:path');

const BUILD = path.resolve(__dirname, '..', '.build');
const RESULT_FILES = [
	'jest-results.json',
	'e2e-results.json',
	'browser-results.json',
	'secret-scan-result.json',
];

const read = (file) => {
	try {
		return JSON.parse(fs.readFileSync(path.join(BUILD, file), 'utf8'));
	} catch {
		return undefined;
	}
};

function summarize({ failedGate } = {}) {
	if (failedGate)
		return { passed: 0, failed: 1, lines: [`npm run ${failedGate} failed: no test was run`] };
	const jest = read('jest-results.json');
	const counts = [
		[
			'unit and emulator tests (jest)',
			jest && {
				passed: jest.numPassedTests,
				failed: jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0),
			},
		],
		['end-to-end checks in n8n', read('e2e-results.json')],
		['editor checks in the browser', read('browser-results.json')],
	];
	const scan = read('secret-scan-result.json');
	const lines = counts.map(([name, result]) =>
		result
			? `${name}: ${result.passed} passed, ${result.failed} failed${result.notRun ? ` (${result.notRun} of them not run)` : ''}`
			: `${name}: no results (counted as 1 failed)`,
	);
	lines.push(
		scan
			? `secret scan: ${scan.item} output items, ${scan.error} errors, ${scan.log} log lines, ${scan.findings} credential values found`
			: 'secret scan: no result (counted as 1 failed)',
	);
	const results = [
		...counts.map(([, result]) => result ?? { passed: 0, failed: 1 }),
		scan ? { passed: scan.passed ? 1 : 0, failed: scan.passed ? 0 : 1 } : { passed: 0, failed: 1 },
	];
	return {
		passed: results.reduce((sum, result) => sum + result.passed, 0),
		failed: results.reduce((sum, result) => sum + result.failed, 0),
		lines,
	};
}

module.exports = { summarize, RESULT_FILES };
