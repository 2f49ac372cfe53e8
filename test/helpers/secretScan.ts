import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every output item and error the tests produce is appended here (one JSON line each), so that
 * `test/security/scanSecrets.js` can prove, after the whole run, that no credential value
 * reached one. Active when SECRET_SCAN_DIR is set (`npm run test:unit` sets it).
 */
const directory = process.env.SECRET_SCAN_DIR;

/** JSON of anything, cycles cut, errors with their own fields (message, description, context...). */
function serialize(value: unknown): string {
	const seen = new WeakSet<object>();
	return JSON.stringify(value, (_key, entry: unknown) => {
		if (typeof entry === 'bigint') return entry.toString();
		if (!entry || typeof entry !== 'object') return entry;
		if (seen.has(entry)) return '[cycle]';
		seen.add(entry);
		if (entry instanceof Error) {
			return { ...(entry as unknown as Record<string, unknown>), name: entry.name, message: entry.message, description: (entry as { description?: unknown }).description };
		}
		return entry;
	});
}

export function recordForScan(source: string, record: unknown): void {
	if (!directory) return;
	mkdirSync(directory, { recursive: true });
	appendFileSync(join(directory, `jest-${process.pid}.jsonl`), `${serialize({ source, record })}\n`);
}
