'use strict';
// Preloaded into the n8n processes of the end-to-end runs (NODE_OPTIONS=--require, set by
// n8nEnv in harness.js): lets a suite move the Activity Trigger's clock past a date without
// moving n8n's own. While <N8N_USER_FOLDER>/trigger-clock.json holds {"now": "<ISO time>"},
// Date.now() answers that time to the trigger's end-date check (a call from within
// accountActivityEnded) and the real time to every other caller. Without the file, nothing
// changes. The file is read every 200 ms; a suite waits that long after writing or removing it.
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(process.env.N8N_USER_FOLDER ?? '.', 'trigger-clock.json');
const realNow = Date.now.bind(Date);
let fakeNow;

function readClock() {
	try {
		const now = Date.parse(JSON.parse(fs.readFileSync(file, 'utf8')).now);
		fakeNow = Number.isNaN(now) ? undefined : now;
	} catch {
		fakeNow = undefined;
	}
}
readClock();
setInterval(readClock, 200).unref();

const CALLER = /\bat (?:\S+\.)?accountActivityEnded \(/;

Date.now = function now() {
	if (fakeNow === undefined) return realNow();
	return CALLER.test(new Error().stack ?? '') ? fakeNow : realNow();
};

module.exports = { file };
