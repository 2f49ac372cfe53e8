#!/usr/bin/env node
/**
 * Runs the lint of n8n's community package scanner (@n8n/scan-community-package) as the scanner
 * runs it before listing a package: its own ESLint config and rule versions, and inline
 * `eslint-disable` comments ignored. Our own eslint.config.mjs plays no part, so a rule silenced
 * here would still fail the scan.
 *
 * `node scripts/scanLint.mjs` lints this repository's source, the files the scanner picks in the
 * source checkout (package.json, nodes/, credentials/). `node scripts/scanLint.mjs <folder>`
 * lints an unpacked tarball (npm pack's `package/` folder) as the scanner lints the published
 * package: its `.js` files and package.json (test/package/packedFiles.test.ts runs it).
 *
 * `node scripts/scanLint.mjs --files <file>...` lints only those of the given source files the
 * scanner picks (npm run test:quick: the changed files), with the same config.
 *
 * Exits 1 and prints the scanner's report when any file has an error.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
	analyzePackage,
	SOURCE_FILE_PATTERNS,
} from '@n8n/scan-community-package/scanner/scanner.mjs';

/** The files the scanner lints in the published tarball. */
const PACKED_FILE_PATTERNS = ['**/*.js', 'package.json'];

const onlyFiles = process.argv[2] === '--files' ? process.argv.slice(3) : undefined;
const packedFolder = onlyFiles ? undefined : process.argv[2];
const root = packedFolder
	? resolve(packedFolder)
	: resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A source file the scanner picks: package.json, or a .js, .ts or .json of nodes/ or credentials/. */
const scanned = (file) =>
	file === 'package.json' || /^(nodes|credentials)\/.*\.(js|ts|json)$/.test(file);
const patterns = onlyFiles
	? onlyFiles.filter(scanned)
	: packedFolder
		? PACKED_FILE_PATTERNS
		: SOURCE_FILE_PATTERNS;
const result = await analyzePackage(root, patterns);
const scope = `${packedFolder ? 'the packed files' : 'the source'} (${patterns.join(', ')})`;

if (result.passed && result.message === 'No files found to analyze') {
	console.error(`scanLint: no files to lint in ${root}`);
	process.exitCode = 1;
} else if (result.passed) {
	console.log(`scanLint: the scanner's lint passes on ${scope}`);
} else {
	console.error(`scanLint: ${scope}: ${result.message}`);
	if (result.details) console.error(result.details);
	process.exitCode = 1;
}
