/**
 * The defect list of scripts/reintroduceDefects.js stays honest as the code moves: each defect's
 * text is found exactly once in today's source, its tests exist, and applying then restoring it
 * gives back the files byte for byte.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

interface Defect {
	id: string;
	fixedIn: string;
	edits: Array<{ file: string; find: string; replace: string }>;
	jest?: string[];
	e2e?: string[];
}

const { DEFECTS, defectProblems, applyDefect, restoreFiles, occurrences } =
	require('../../scripts/defects.js') as {
		DEFECTS: Defect[];
		defectProblems: (root: string, defect: Defect) => string[];
		applyDefect: (root: string, defect: Defect) => Map<string, string>;
		restoreFiles: (root: string, originals: Map<string, string>) => void;
		occurrences: (text: string, find: string) => number;
	};

const root = join(__dirname, '..', '..');

test('at least ten defects, each named once, with a fixing commit and tests', () => {
	expect(DEFECTS.length).toBeGreaterThanOrEqual(10);
	expect(new Set(DEFECTS.map((defect) => defect.id)).size).toBe(DEFECTS.length);
	for (const defect of DEFECTS) {
		expect(defect.fixedIn).toMatch(/^[0-9a-f]{7}/);
		expect((defect.jest ?? []).length + (defect.e2e ?? []).length).toBeGreaterThan(0);
	}
});

test.each(DEFECTS.map((defect) => [defect.id, defect] as const))(
	"%s: its text is in today's source exactly once, its tests exist",
	(_id, defect) => {
		expect(defectProblems(root, defect)).toEqual([]);
		const missing = [
			...(defect.jest ?? []),
			...(defect.e2e ?? []).map((suite) => `test/e2e/suites/${suite}.js`),
		].filter((file) => !existsSync(join(root, file)));
		expect(missing).toEqual([]);
	},
);

test('a defect is written and restored exactly, and refused when its text is not found once', () => {
	const copy = mkdtempSync(join(tmpdir(), 'defects-test-'));
	try {
		// A defect of several edits in one file, none of them a deletion.
		const defect = DEFECTS.find(
			(d) =>
				d.edits.length > 1 &&
				new Set(d.edits.map((e) => e.file)).size === 1 &&
				d.edits.every((e) => e.replace),
		) as Defect;
		const file = defect.edits[0].file;
		mkdirSync(dirname(join(copy, file)), { recursive: true });
		copyFileSync(join(root, file), join(copy, file));
		const before = readFileSync(join(copy, file), 'utf8');
		const originals = applyDefect(copy, defect);
		const changed = readFileSync(join(copy, file), 'utf8');
		expect(changed).not.toBe(before);
		for (const edit of defect.edits) expect(occurrences(changed, edit.replace)).toBeGreaterThan(0);
		restoreFiles(copy, originals);
		expect(readFileSync(join(copy, file), 'utf8')).toBe(before);
		// Applied twice, its text is gone: refused, and nothing is written.
		applyDefect(copy, defect);
		const applied = readFileSync(join(copy, file), 'utf8');
		expect(() => applyDefect(copy, defect)).toThrow(/not once/);
		expect(readFileSync(join(copy, file), 'utf8')).toBe(applied);
	} finally {
		rmSync(copy, { recursive: true, force: true });
	}
});

test('occurrences counts without overlaps', () => {
	expect(occurrences('aaaa', 'aa')).toBe(2);
	expect(occurrences('abc', 'd')).toBe(0);
	expect(occurrences('abc', '')).toBe(0);
});
