import { nodeHarness } from '../helpers/nodeHarness';
import { MATRIX } from './cases';

/**
 * The bad-input matrix (docs/testing.md, "What `npm test` runs"): every limit and rule of the
 * interfaces that a client can check, each broken once. The node must fail naming the item and the field, and
 * send nothing: the emulator's log stays empty (batch operations check every item before the
 * first request, so the good items before the bad one are not sent either).
 */
const { emulator, run } = nodeHarness('core');

test('the matrix holds at least 150 cases, each named once', () => {
	expect(MATRIX.length).toBeGreaterThanOrEqual(150);
	const names = MATRIX.map(
		(entry) =>
			`${entry.doc} ${String(entry.parameters.resource)} ${String(entry.parameters.operation)} ${entry.rule}`,
	);
	expect(new Set(names).size).toBe(names.length);
});

test.each(
	MATRIX.map(
		(entry) =>
			[
				`doc ${entry.doc}, ${String(entry.parameters.resource)} ${String(entry.parameters.operation)}: ${entry.rule}`,
				entry,
			] as const,
	),
)('%s', async (_name, entry) => {
	expect(entry.message).toMatch(/^Item \d+: \S/);
	const { error, items } = await run(
		{ authentication: 'oAuth1', ...entry.parameters },
		{ node: entry.node, items: (entry.items ?? [{}]).map((json) => ({ json })) },
	);
	expect(items).toEqual([]);
	expect(error?.message.startsWith(entry.message) ? entry.message : error?.message).toBe(
		entry.message,
	);
	expect(emulator().log.map((request) => `${request.method} ${request.path}`)).toEqual([]);
	for (const value of entry.hidden ?? [])
		expect(`${error?.message} ${error?.description}`).not.toContain(value);
});
