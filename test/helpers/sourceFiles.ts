import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript file below `dir`, for the tests that read the package's sources as text. */
export function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return path.endsWith('.ts') ? [path] : [];
	});
}
