'use strict';
// The suites of an n8n line's run (test/e2e/suites/*.js) and their order. news-token runs last:
// it invalidates the app's bearer token, which the suites before it use. A suite file missing
// from the order stops the run. E2E_SUITES=ads-media,ads-cards picks suites (names without .js).
const fs = require('node:fs');
const path = require('node:path');

const SUITE_ORDER = [
	'ads-account',
	'ads-analytics',
	'ads-audience-insights',
	'ads-audience-users',
	'ads-campaigns',
	'ads-cards',
	'ads-catalog',
	'ads-keep',
	'ads-line-items',
	'ads-media',
	'ads-promoted',
	'ads-scheduled',
	'ads-targeting',
	'ads-trigger',
	'core-activity-stream',
	'core-engagement',
	'core-media',
	'core-messages-lists',
	'core-posts',
	'core-thread',
	'core-webhooks',
	'errors',
	'examples',
	'measurement-conversions',
	'measurement-tests',
	'reliability',
	'trigger',
	'trigger-attacks',
	'trigger-sources',
	'trigger-activity-move',
	'news-token',
];

/** The suites this run does, in order (all, or those E2E_SUITES names). */
function pickedSuites() {
	const unordered = fs
		.readdirSync(path.join(__dirname, 'suites'))
		.map((file) => file.replace(/\.js$/, ''))
		.filter((name) => !SUITE_ORDER.includes(name));
	if (unordered.length)
		throw new Error(`suites not in SUITE_ORDER of ${__filename}: ${unordered.join(', ')}`);
	const only = process.env.E2E_SUITES?.split(',').map((name) => name.trim());
	return SUITE_ORDER.filter((name) => !only || only.includes(name));
}

module.exports = { SUITE_ORDER, pickedSuites };
