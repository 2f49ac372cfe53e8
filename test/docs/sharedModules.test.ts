import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { sourceFiles } from '../helpers/sourceFiles';

/**
 * nodes/shared holds only code that more than one part of the package uses (the three nodes and
 * the credentials); code one node needs lives in that node's folder. A shared file counts as used
 * by a part when that part imports it directly or through other shared files.
 */
const ROOT = resolve(__dirname, '../..');
const SHARED = join(ROOT, 'nodes/shared');

function importsOf(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	return [...text.matchAll(/from '(\.[^']+)'/g)].map(([, target]) =>
		resolve(dirname(file), target).concat('.ts'),
	);
}

/** The part of the package a file belongs to: a node's folder, or the credentials. */
function partOf(file: string): string {
	const path = relative(ROOT, file).split('/');
	return path[0] === 'credentials' ? 'credentials' : path[1];
}

const files = [...sourceFiles(join(ROOT, 'nodes')), ...sourceFiles(join(ROOT, 'credentials'))];
const users = new Map<string, Set<string>>(
	files.filter((f) => f.startsWith(SHARED)).map((f) => [f, new Set<string>()]),
);

function markUsed(file: string, part: string, seen = new Set<string>()): void {
	if (seen.has(file)) return;
	seen.add(file);
	for (const target of importsOf(file).filter((t) => users.has(t))) {
		users.get(target)!.add(part);
		markUsed(target, part, seen);
	}
}

for (const file of files.filter((f) => !f.startsWith(SHARED))) markUsed(file, partOf(file));

describe('nodes/shared', () => {
	it('has files to check', () => {
		expect(users.size).toBeGreaterThan(10);
	});

	it.each([...users.keys()].map((file) => [relative(ROOT, file)]))(
		'%s is used by more than one part of the package',
		(file) => {
			const parts = [...users.get(join(ROOT, file))!].sort();
			expect(parts.length > 1 ? 'shared' : `used only by ${parts.join('') || 'nothing'}`).toBe(
				'shared',
			);
		},
	);
});
