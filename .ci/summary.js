'use strict';
// One closing line for CI over both runners: jest's tests and the end-to-end checks.
const fs = require('node:fs');
const path = require('node:path');

const build = path.join(__dirname, '..', '.build');
const jest = JSON.parse(fs.readFileSync(path.join(build, 'jest-results.json'), 'utf8'));
const e2e = JSON.parse(fs.readFileSync(path.join(build, 'e2e-results.json'), 'utf8'));
// The secret scan (npm run test:secrets) counts as one check: passed when it recorded
// something and found no credential value.
const scanFile = path.join(build, 'secret-scan-result.json');
const scan = fs.existsSync(scanFile)
	? JSON.parse(fs.readFileSync(scanFile, 'utf8'))
	: { passed: false, missing: true };
const passed = jest.numPassedTests + e2e.passed + (scan.passed ? 1 : 0);
const failed = jest.numFailedTests + e2e.failed + (scan.passed ? 0 : 1);
console.log(
	`unit and emulator tests: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`,
);
console.log(`end-to-end checks in n8n: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(
	scan.missing
		? 'secret scan: not run'
		: `secret scan: ${scan.item} output items, ${scan.error} errors, ${scan.log} log lines, ${scan.findings} credential values found`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
