'use strict';
// What the suites read after running a workflow in n8n: a node's output items, the requests that
// reached the platform (not the emulator's own /__emulator routes), and the ads pickers' answers.

const { byType } = require('./workflows');

/** The JSON of the items `node` output in its first run. */
const nodeOutput = (execution, node) =>
	execution.data.resultData.runData[node][0].data.main[0].map((item) => item.json);

/** The requests of the emulator's log that went to the platform's API. */
const platformRequests = (requests) =>
	requests.filter((entry) => !entry.path.startsWith('/__emulator'));

/** A request as `METHOD path status`. */
const requestLine = (entry) => `${entry.method} ${entry.path} ${entry.status}`;

/**
 * A Platform Ads resource locator's From List answer, asked as the editor asks it with the OAuth1
 * keys in production; `parameters` are the node's other parameters (resource, operation, ...).
 */
const adsListSearch = (rest, credentials, { parameter, method, filter, parameters }) =>
	rest.listSearch({
		node: 'platformAds',
		parameter,
		method,
		filter,
		credential: byType(credentials, 'platformOAuth1Api'),
		parameters: { authentication: 'oAuth1', environment: 'production', ...parameters },
	});

module.exports = { nodeOutput, platformRequests, requestLine, adsListSearch };
