'use strict';
// Jest's default reporter, except that what a test file printed (n8n's engine logs through the
// console) is shown only when one of its tests failed, or when DEBUG is set.
const { DefaultReporter } = require('@jest/reporters');

class QuietConsoleReporter extends DefaultReporter {
	onTestResult(test, result, aggregatedResults) {
		const keep = process.env.DEBUG || result.numFailingTests > 0 || result.testExecError;
		super.onTestResult(test, keep ? result : { ...result, console: undefined }, aggregatedResults);
	}
}

module.exports = QuietConsoleReporter;
