import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
	n8n: { nodes: string[]; credentials: string[] };
};
/** The files n8n loads (package.json's `n8n.nodes` and `n8n.credentials`). */
export const LOADED = [...manifest.n8n.nodes, ...manifest.n8n.credentials];

export interface PackedPackage {
	/** The unpacked package, as in a user's n8n: n8n-workflow, n8n's own, beside it. */
	dir: string;
	/** The paths the tarball holds, sorted. */
	files: string[];
	remove(): void;
}

/**
 * Packs the build there is (npm run build) as `npm publish` would, and unpacks it into a
 * temporary node_modules with only n8n-workflow beside it.
 */
export function packBuild(): PackedPackage {
	const missing = LOADED.filter((file) => !existsSync(join(ROOT, file)));
	if (missing.length) throw new Error(`not built (run npm run build): ${missing.join(', ')}`);
	const packDir = mkdtempSync(join(tmpdir(), 'n8n-nodes-platform-pack-'));
	// --ignore-scripts: prepack would build again; the tests read the build there is.
	const [{ filename, files }] = JSON.parse(
		execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', packDir], {
			cwd: ROOT,
			encoding: 'utf8',
		}),
	) as Array<{ filename: string; files: Array<{ path: string }> }>;
	const modules = join(packDir, 'node_modules');
	mkdirSync(modules);
	execFileSync('tar', ['-xzf', join(packDir, filename), '-C', modules]);
	symlinkSync(join(ROOT, 'node_modules', 'n8n-workflow'), join(modules, 'n8n-workflow'));
	return {
		dir: join(modules, 'package'),
		files: files.map(({ path }) => path).sort(),
		remove: () => rmSync(packDir, { recursive: true, force: true }),
	};
}
