'use strict';
// One closing line for CI over both runners: jest's tests and the end-to-end checks.
const fs = require('node:fs');
const path = require('node:path');

const build = path.join(__dirname, '..', '.build');
const jest = JSON.parse(fs.readFileSync(path.join(build, 'jest-results.json'), 'utf8'));
const e2e = JSON.parse(fs.readFileSync(path.join(build, 'e2e-results.json'), 'utf8'));
const passed = jest.numPassedTests + e2e.passed;
const failed = jest.numFailedTests + e2e.failed;
console.log(`unit and emulator tests: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
console.log(`end-to-end checks in n8n: ${e2e.passed} passed, ${e2e.failed} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
