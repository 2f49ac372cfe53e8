import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, posix } from 'node:path';

import { LOADED, manifest, packBuild, ROOT, type PackedPackage } from './packedPackage';

/**
 * The published package is tsc's output of nodes/ and credentials/ (the files n8n loads among
 * them, package.json's `n8n.nodes` and `n8n.credentials`), the codex file n8n reads beside each
 * node (`<node>.node.json`), the icons, the descriptions n8n's lazy loader reads at start
 * (dist/known, dist/types and dist/methods, written by n8n-core's `n8n-generate-metadata` as for
 * n8n's own node packages), and README, LICENSE and package.json: nothing else. Every .js file requires only n8n-workflow (n8n's own), Node's
 * modules and files inside the package, as n8n gives a community package nothing else. Reads
 * the build (npm run build).
 */
type Icon = string | { light: string; dark: string };

/** The `icon` of the class a built file exports: a node's is in its description. */
function iconOf(file: string): Icon | undefined {
	const exported = require(join(ROOT, file)) as Record<string, new () => Record<string, unknown>>;
	const instance = new (Object.values(exported).find((value) => typeof value === 'function')!)();
	const description = instance.description as { icon?: Icon } | undefined;
	return description?.icon ?? (instance.icon as Icon | undefined);
}

/** Package paths of the icon files `file:` icons point at, relative to the file that names them. */
function iconFiles(file: string): string[] {
	const icon = iconOf(file);
	const paths = typeof icon === 'string' ? [icon] : icon ? [icon.light, icon.dark] : [];
	return paths
		.filter((path) => path.startsWith('file:'))
		.map((path) => posix.normalize(posix.join(posix.dirname(file), path.slice('file:'.length))));
}

/** The files of a source folder, relative to the repository, its subfolders included. */
const sourcesIn = (folder: string): string[] =>
	readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => posix.join(posix.relative(ROOT, entry.parentPath), entry.name));

/** What tsc writes for the sources (tsconfig.json: declarations, source maps, JSON files). */
const compiled = (source: string): string[] =>
	source.endsWith('.json')
		? [`dist/${source}`]
		: ['.js', '.d.ts', '.js.map'].map((ending) => `dist/${source.replace(/\.ts$/, ending)}`);

/** What n8n-generate-metadata writes: the lazy loader's known nodes and their descriptions. */
const N8N_METADATA = [
	'dist/known/credentials.json',
	'dist/known/nodes.json',
	'dist/methods/defined.json',
	'dist/methods/referenced.json',
	'dist/types/credentials.json',
	'dist/types/nodes.json',
];

let packed: PackedPackage;

beforeAll(() => {
	packed = packBuild();
}, 60_000);

afterAll(() => packed?.remove());

test("the package is tsc's output of nodes/ and credentials/, the icons, n8n's metadata, README, LICENSE and package.json", () => {
	const expected = [
		...[...sourcesIn('nodes'), ...sourcesIn('credentials')].flatMap(compiled),
		...readdirSync(join(ROOT, 'icons')).map((icon) => `dist/icons/${icon}`),
		...N8N_METADATA,
		'LICENSE',
		'README.md',
		'package.json',
	].sort();
	expect(packed.files).toEqual(expected);
	// What n8n reads: the loaded files, the codex file beside each node, the icons they name.
	const codexFiles = manifest.n8n.nodes.map((file) => `${file}on`);
	expect(expected).toEqual(
		expect.arrayContaining([...LOADED, ...codexFiles, ...LOADED.flatMap(iconFiles)]),
	);
});

test("every .js file requires only n8n-workflow, Node's modules and files inside the package", () => {
	const inside = new Set(packed.files);
	const javascript = packed.files.filter((file) => file.endsWith('.js'));
	const outside = javascript.flatMap((file) => {
		const code = readFileSync(join(packed.dir, file), 'utf8');
		const required = [...code.matchAll(/\brequire\(([^)]*)\)/g)].map(([, argument]) => argument);
		return required
			.filter((argument) => {
				const name = argument.replace(/^["']|["']$/g, '');
				if (name === 'n8n-workflow' || builtinModules.includes(name.replace(/^node:/, '')))
					return false;
				const target = posix.join(posix.dirname(file), name);
				return !['', '.js', '.json', '/index.js'].some((ending) => inside.has(target + ending));
			})
			.map((argument) => `${file}: ${argument}`);
	});
	expect(javascript.length).toBeGreaterThan(LOADED.length);
	expect(outside).toEqual([]);
});

test("the packed .js files and package.json pass the community package scanner's lint", () => {
	// The scanner lints the published tarball as well as the source: the tarball's .js files and
	// its package.json, with its own config (scripts/scanLint.mjs). Throws with its report.
	const report = execFileSync(
		process.execPath,
		[join(ROOT, 'scripts', 'scanLint.mjs'), packed.dir],
		{
			cwd: ROOT,
			encoding: 'utf8',
		},
	);
	expect(report).toContain("the scanner's lint passes on the packed files");
}, 600_000);
