'use strict';
// The n8n lines the end-to-end run needs, installed into the cache one after the other (two npm
// installs at once would compete for the disk and the network; each is minutes long on an empty
// cache, nothing to do when warm). Run directly (`node test/e2e/installs.js`), it installs them
// all: `npm test` starts it beside lint, build and jest, so that a cold run does not wait for
// the installs after jest.
const path = require('node:path');

const h = require('./harness');

const pick = (value, all) => (value ? value.split(',').map((v) => v.trim()) : all);
/** The lines E2E_LINES picks (all by default). */
const LINE_VERSIONS = pick(process.env.E2E_LINES, Object.keys(h.LINES));
/** The queue profile's lines: none with E2E_QUEUE=0, else E2E_QUEUE_LINES (all by default). */
const QUEUE_VERSIONS =
	process.env.E2E_QUEUE === '0' ? [] : pick(process.env.E2E_QUEUE_LINES, Object.keys(h.LINES));

/** Installs each version in its own process (the harness reads N8N_VERSION when loaded). */
function installLines(versions = new Set([...LINE_VERSIONS, ...QUEUE_VERSIONS])) {
	for (const version of versions)
		h.run(process.execPath, ['-e', "require('./harness').ensureN8n()"], {
			cwd: __dirname,
			env: { ...process.env, N8N_VERSION: version },
			stdio: 'inherit',
		});
}

module.exports = { LINE_VERSIONS, QUEUE_VERSIONS, installLines };

if (require.main === module) {
	try {
		installLines();
	} catch (error) {
		// The end-to-end run installs again and reports what fails; this only saves time.
		console.error(`[${path.basename(__filename)}] ${error.message}`);
		process.exitCode = 1;
	}
}
