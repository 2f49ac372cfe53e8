'use strict';
// The example workflows of examples/, for `npm start` (imports them) and the end-to-end suite (runs
// them). Their file paths are relative to the repository root, n8n's working folder in both.
const fs = require('node:fs');
const path = require('node:path');

const EXAMPLES_DIR = __dirname;
/** Folders the examples read from and write to: n8n 2.x reads and writes only where allowed. */
const FILE_FOLDERS = [path.join(EXAMPLES_DIR, 'data'), path.join(EXAMPLES_DIR, 'output')];

/** Every example workflow, as n8n's import reads it. */
function exampleWorkflows() {
	return fs
		.readdirSync(EXAMPLES_DIR)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => JSON.parse(fs.readFileSync(path.join(EXAMPLES_DIR, file), 'utf8')));
}

/** n8n's setting that allows the examples' files (a list separated by semicolons). */
const fileAccessSetting = () => FILE_FOLDERS.join(';');

module.exports = { EXAMPLES_DIR, FILE_FOLDERS, exampleWorkflows, fileAccessSetting };
