import type { INodeExecutionData } from 'n8n-workflow';

import type * as RecordingFormat from './recordingFormat';

/**
 * What jest's helpers hand back to the tests, recorded for the secret scan: every output item
 * (its json and its binary metadata; the file bytes are left out) and every error.
 * Only while a test run records (SECRET_SCAN_DIR, set by jest's setup and the e2e run): the
 * benchmarks reuse runNode, compiled without the JS recording module, and must not write.
 */
function record(...args: Parameters<typeof RecordingFormat.record>): void {
	if (!process.env.SECRET_SCAN_DIR) return;
	(require('./recordingFormat') as typeof RecordingFormat).record(...args);
}

export function recordItems(source: string, items: INodeExecutionData[] | undefined): void {
	// Not recording (benchmarks): skip copying every item's metadata for nothing.
	if (!process.env.SECRET_SCAN_DIR) return;
	for (const item of items ?? []) {
		const binary = Object.fromEntries(
			Object.entries(item.binary ?? {}).map(([key, { data: _bytes, ...metadata }]) => [
				key,
				metadata,
			]),
		);
		record('item', source, {
			json: item.json,
			...(item.binary ? { binary } : {}),
			...(item.error ? { error: item.error } : {}),
		});
	}
}

export function recordError(source: string, error: unknown): void {
	if (error) record('error', source, error);
}

/** A webhook's answer body (refusals, duplicates, the challenge's response token). */
export function recordAnswer(source: string, body: unknown): void {
	record('item', source, { json: body });
}
