'use strict';
// First step of `npm test` and `npm start`: a fresh clone has no node_modules, and a pulled
// change may bring a newer package-lock.json. Installs exactly the locked dev dependencies
// (`npm ci --ignore-scripts`: none of them needs its install scripts, and two of them break on
// Node 20 when they run) whenever node_modules is missing or older than the lock file.
const fs = require('node:fs');
const path = require('node:path');

const { runWithProgress } = require('./progress');

const ROOT = path.resolve(__dirname, '..');
const LOCK = path.join(ROOT, 'package-lock.json');
// npm writes this record of what it installed at the end of every install.
const INSTALLED = path.join(ROOT, 'node_modules', '.package-lock.json');

/**
 * Up to date when npm's record is newer than the lock file, or (a checkout can give the lock file
 * any time) when it holds every locked package at its locked version. Optional packages may be
 * absent: npm skips those built for other platforms.
 */
function isUpToDate() {
	if (!fs.existsSync(INSTALLED)) return false;
	if (fs.statSync(INSTALLED).mtimeMs >= fs.statSync(LOCK).mtimeMs) return true;
	const installed = JSON.parse(fs.readFileSync(INSTALLED, 'utf8')).packages ?? {};
	const locked = Object.entries(JSON.parse(fs.readFileSync(LOCK, 'utf8')).packages ?? {});
	return locked.every(
		([where, { version, optional }]) => !where || optional || installed[where]?.version === version,
	);
}

if (!isUpToDate()) {
	runWithProgress(
		'installing the locked dev dependencies (npm ci --ignore-scripts, about 1,040 packages)',
		'1 to 4 minutes',
		'npm',
		['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
		{ cwd: ROOT },
	);
}
