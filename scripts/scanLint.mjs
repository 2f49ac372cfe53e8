#!/usr/bin/env node
/**
 * Runs the lint of n8n's community package scanner (@n8n/scan-community-package) on this
 * repository's source, as the scanner lints a published package's source checkout: its own
 * ESLint config and rule versions, the files it picks (package.json, nodes/, credentials/), and
 * inline `eslint-disable` comments ignored. Our own eslint.config.mjs plays no part, so a rule
 * silenced here would still fail the scan n8n runs before listing the package.
 *
 * Exits 1 and prints the scanner's report when any file has an error.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
	analyzePackage,
	SOURCE_FILE_PATTERNS,
} from '@n8n/scan-community-package/scanner/scanner.mjs';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const result = await analyzePackage(packageRoot, SOURCE_FILE_PATTERNS);

if (result.passed) {
	console.log(`scanLint: the scanner's lint passes on ${SOURCE_FILE_PATTERNS.join(', ')}`);
} else {
	console.error(`scanLint: ${result.message}`);
	if (result.details) console.error(result.details);
	process.exitCode = 1;
}
