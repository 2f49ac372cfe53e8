import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

import { sourceFiles } from '../helpers/sourceFiles';

/**
 * "shared" means shared. A file in `nodes/shared/` serves at least two parts of the package (a
 * node's folder, or the credentials); a file in a node's `shared/` folder serves at least two of
 * that node's resources. What one user needs lives beside that user.
 *
 * Who a file serves is read from the import graph of the sources:
 * - a file is used by every file that imports it, and through them by their own users when those
 *   files are not users in their own right: files of a shared folder, and an action node's files
 *   outside its resources (its transport/), pass their users on;
 * - inside an action node, a resource's files count as that resource, and the node file (which
 *   assembles every resource's panel) counts as all of them;
 * - for `nodes/shared/`, every file of a node's folder counts as that node, the credentials as one
 *   more part.
 */
const ROOT = resolve(__dirname, '../..');
const NODES = join(ROOT, 'nodes');
const SHARED = join(NODES, 'shared');
const EVERY_RESOURCE = '*';

/** Every relative module a file names (imports and re-exports), as the file it resolves to. */
function importsOf(file: string): string[] {
	const text = readFileSync(file, 'utf8');
	return [...text.matchAll(/(?:from|import\(|require\()\s*'(\.[^']+)'/g)].map(([, target]) => {
		const path = resolve(dirname(file), target);
		return existsSync(`${path}.ts`) ? `${path}.ts` : join(path, 'index.ts');
	});
}

const files = [...sourceFiles(NODES), ...sourceFiles(join(ROOT, 'credentials'))];
const importersOf = new Map<string, string[]>();
for (const file of files)
	for (const target of importsOf(file))
		importersOf.set(target, [...(importersOf.get(target) ?? []), file]);

/** The node folder a file of nodes/ belongs to (undefined for nodes/shared and credentials). */
function nodeOf(file: string): string | undefined {
	const [top, node] = relative(ROOT, file).split('/');
	return top === 'nodes' && node !== 'shared' ? node : undefined;
}

/** Who `file` is for, when it is a user in its own right; undefined when it passes its users on. */
type UserOf = (file: string) => string | undefined;

/** The users of `file`: what imports it, directly or through files that pass their users on. */
export function usersOf(file: string, userOf: UserOf, seen = new Set<string>()): Set<string> {
	const users = new Set<string>();
	for (const importer of importersOf.get(file) ?? []) {
		const user = userOf(importer);
		if (user !== undefined) users.add(user);
		else if (!seen.has(importer)) {
			seen.add(importer);
			for (const indirect of usersOf(importer, userOf, seen)) users.add(indirect);
		}
	}
	return users;
}

/** For nodes/shared: the node a file belongs to, or the credentials. */
const partOf: UserOf = (file) =>
	file.startsWith(SHARED) ? undefined : (nodeOf(file) ?? 'credentials');

/** For a node's shared/ folder: the resource a file of that node belongs to. */
function resourceOf(node: string): UserOf {
	return (file) => {
		if (nodeOf(file) !== node) return undefined;
		const [, folder, resource] = relative(NODES, file).split('/');
		if (folder === 'resources') return resource;
		if (folder === `${node}.node.ts`) return EVERY_RESOURCE;
		return undefined;
	};
}

const nodeSharedFolders = ['PlatformCore', 'PlatformAds'].map((node) => ({
	node,
	folder: join(NODES, node, 'shared'),
}));

interface Finding {
	file: string;
	users: string[];
}

/**
 * What the build writes into every node's loaded file (gulpfile.js, writeLoadedNode) serves every
 * node, though no source imports it.
 */
const BUILD = readFileSync(join(ROOT, 'gulpfile.js'), 'utf8');
const NODE_FOLDERS = readdirSync(NODES, { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && entry.name !== 'shared')
	.map((entry) => entry.name);
const builtIntoEveryNode = (file: string) =>
	BUILD.includes(`'./${relative(ROOT, file).replace(/\.ts$/, '')}'`);

function findings(): Finding[] {
	const sharedOfNodes = nodeSharedFolders.flatMap(({ node, folder }) =>
		sourceFiles(folder).map((file) => ({ file, users: usersOf(file, resourceOf(node)) })),
	);
	const sharedOfPackage = sourceFiles(SHARED).map((file) => ({
		file,
		users: builtIntoEveryNode(file) ? new Set(NODE_FOLDERS) : usersOf(file, partOf),
	}));
	return [...sharedOfNodes, ...sharedOfPackage].map(({ file, users }) => ({
		file: relative(ROOT, file),
		users: [...users].sort(),
	}));
}

const all = findings();

describe('shared folders', () => {
	it('has files to check in every shared folder', () => {
		for (const { folder } of nodeSharedFolders)
			expect(all.filter(({ file }) => join(ROOT, file).startsWith(folder)).length).toBeGreaterThan(
				5,
			);
		expect(all.filter(({ file }) => join(ROOT, file).startsWith(SHARED)).length).toBeGreaterThan(
			10,
		);
	});

	it('counts users through shared files and the node file', () => {
		const find = (path: string) => all.find(({ file }) => file === path)!.users;
		// Imported only by other shared files, yet serving several resources through them.
		expect(find('nodes/PlatformAds/shared/postRecords.ts').length).toBeGreaterThan(1);
		// Imported by the node file only, which assembles every resource's panel.
		expect(find('nodes/PlatformAds/shared/sharedCollectionOptions.ts')).toEqual([EVERY_RESOURCE]);
	});

	it('every shared file serves at least two users', () => {
		const tooFew = all
			.filter(({ users }) => users.length < 2 && !users.includes(EVERY_RESOURCE))
			.map(({ file, users }) => `${file}: used only by ${users.join('') || 'nothing'}`);
		expect(tooFew).toEqual([]);
	});
});
