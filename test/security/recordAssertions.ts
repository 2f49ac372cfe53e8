import { recordAnswer, recordError, recordItems } from './recorder';
import { RECORDINGS_DIR } from './recordingFormat';

// The in-process emulator lists the tokens it issues there (test/emulator/state.ts).
process.env.SECRET_SCAN_DIR ??= RECORDINGS_DIR;

/**
 * Jest setup (setupFilesAfterEnv): whatever a test hands to expect() that is an error, output
 * items or a webhook's result is recorded for the secret scan, and so is whatever a promise
 * given to expect() resolves or rejects with. This reaches the tests that call node methods,
 * credentials and the transport directly, not only those going through runNode.
 */
const isItem = (value: unknown) => !!value && typeof value === 'object' && 'json' in value;

function observe(value: unknown, source: string): void {
	if (value instanceof Error) return recordError(source, value);
	if (Array.isArray(value)) {
		if (value.length && value.every(isItem)) recordItems(source, value as never);
		else if (value.some((entry) => Array.isArray(entry) && entry.length && entry.every(isItem)))
			value.forEach((entry) => observe(entry, source));
		return;
	}
	if (isItem(value)) return recordItems(source, [value as never]);
	if (value && typeof value === 'object') {
		const { workflowData, webhookResponse } = value as {
			workflowData?: unknown;
			webhookResponse?: unknown;
		};
		if (workflowData) observe(workflowData, source);
		if (webhookResponse !== undefined) recordAnswer(source, webhookResponse);
	}
}

const jestGlobals = globalThis as unknown as { expect: typeof expect };
const originalExpect = jestGlobals.expect;
const sourceOf = () => `expect: ${originalExpect.getState().currentTestName ?? 'outside a test'}`;
const recordingExpect = ((actual: unknown) => {
	const source = sourceOf();
	if (actual instanceof Promise)
		actual.then(
			(value) => observe(value, source),
			(error) => observe(error instanceof Error ? error : new Error(String(error)), source),
		);
	else observe(actual, source);
	return originalExpect(actual);
}) as typeof expect;
Object.assign(recordingExpect, originalExpect);
jestGlobals.expect = recordingExpect;
