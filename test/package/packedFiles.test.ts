import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';

/**
 * The published package holds what n8n loads (package.json's `n8n.nodes` and `n8n.credentials`),
 * the codex file n8n reads beside each node (`<node>.node.json`), the node's snapshot and bundle
 * that its file reads (`<node>.snapshot.json`, `<node>.code.js`), the icons their descriptions
 * name, and README, LICENSE and package.json: nothing else. Each loaded file works on its own,
 * with only n8n-workflow beside it, as in a user's n8n. Reads the build (npm run build).
 */
const ROOT = resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
	n8n: { nodes: string[]; credentials: string[] };
};
const LOADED = [...manifest.n8n.nodes, ...manifest.n8n.credentials];

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

let packDir: string;
let packed: string[];

beforeAll(() => {
	const missing = LOADED.filter((file) => !existsSync(join(ROOT, file)));
	if (missing.length) throw new Error(`not built (run npm run build): ${missing.join(', ')}`);
	packDir = mkdtempSync(join(tmpdir(), 'n8n-nodes-platform-pack-'));
	// --ignore-scripts: prepack would build again; this test reads the build there is.
	const [{ filename, files }] = JSON.parse(
		execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
			cwd: ROOT,
			encoding: 'utf8',
		}),
	) as Array<{ filename: string; files: Array<{ path: string }> }>;
	packed = files.map(({ path }) => path).sort();
	execFileSync('tar', ['-xzf', join(packDir, filename), '-C', packDir]);
}, 60_000);

afterAll(() => {
	if (packDir) rmSync(packDir, { recursive: true, force: true });
});

test('the package holds what n8n loads, its codex files, snapshots and bundles, icons, README, LICENSE and package.json', () => {
	const codexFiles = manifest.n8n.nodes.map((file) => `${file}on`);
	// Beside each node's file: its snapshot and its bundle, required on first use (gulpfile.js);
	// the Ads Trigger ships its bundle whole (its properties are an array of their own class).
	const loadedLater = manifest.n8n.nodes
		.filter((file) => !file.includes('PlatformAdsTrigger'))
		.flatMap((file) => [
			file.replace(/\.node\.js$/, '.snapshot.json'),
			file.replace(/\.node\.js$/, '.code.js'),
		]);
	const icons = LOADED.flatMap(iconFiles);
	const expected = [
		...new Set([
			...LOADED,
			...codexFiles,
			...loadedLater,
			...icons,
			'LICENSE',
			'README.md',
			'package.json',
		]),
	].sort();
	expect(packed).toEqual(expected);
	expect(packed.length).toBeLessThanOrEqual(40);
});

test('each file n8n loads works with only n8n-workflow beside the package', () => {
	// As in a user's n8n: the package in node_modules, n8n's own n8n-workflow next to it.
	const modules = join(packDir, 'node_modules');
	mkdirSync(modules);
	symlinkSync(join(ROOT, 'node_modules', 'n8n-workflow'), join(modules, 'n8n-workflow'));
	const probe = `for (const file of ${JSON.stringify(LOADED)}) {
		const exported = require(require('path').join(${JSON.stringify(join(packDir, 'package'))}, file));
		const type = Object.values(exported).find((value) => typeof value === 'function');
		console.log(new type().description?.name ?? new type().name);
	}`;
	const names = execFileSync(process.execPath, ['-e', probe], {
		cwd: packDir,
		encoding: 'utf8',
		env: { PATH: process.env.PATH },
	});
	const loadedNames = names.trim().split('\n');
	expect(loadedNames).toHaveLength(LOADED.length);
	expect(loadedNames.every((name) => /^platform\w+$/.test(name))).toBe(true);
});

test("the packed .js files and package.json pass the community package scanner's lint", () => {
	// The scanner lints the published tarball as well as the source: the tarball's .js files and
	// its package.json, with its own config (scripts/scanLint.mjs). Throws with its report.
	const report = execFileSync(
		process.execPath,
		[join(ROOT, 'scripts', 'scanLint.mjs'), join(packDir, 'package')],
		{ cwd: ROOT, encoding: 'utf8' },
	);
	expect(report).toContain("the scanner's lint passes on the packed files");
}, 120_000);
