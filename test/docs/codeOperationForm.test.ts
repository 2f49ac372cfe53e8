import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { sourceFiles } from '../helpers/sourceFiles';

/**
 * One way to write an operation as code (docs/architecture.md, "Operations written as code"):
 * its own `*.operation.ts` holds the Operation with its `execute`. The code may call helpers
 * elsewhere, but no resource's index.ts attaches code to an operation, and no other file gives an
 * operation its `execute`.
 */
const ROOT = join(__dirname, '..', '..');
const files = sourceFiles(join(ROOT, 'nodes'))
	.map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }))
	.filter(({ path }) => /\/resources\//.test(path));
const ATTACHES_CODE = /^\s*execute: /m;

test('the operations written as code are found (so the rule below checks something)', () => {
	const withCode = files.filter(({ text }) => ATTACHES_CODE.test(text));
	expect(withCode.length).toBeGreaterThanOrEqual(25);
});

test('only an operation file gives an operation its execute', () => {
	const elsewhere = files
		.filter(({ path, text }) => ATTACHES_CODE.test(text) && !path.endsWith('.operation.ts'))
		.map(({ path }) => path);
	expect(elsewhere).toEqual([]);
});
