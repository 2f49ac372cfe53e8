import type { INodeExecutionData } from 'n8n-workflow';

import { startEmulator, type Emulator, type Fault, type LoggedRequest } from '../emulator';
import { ANSWER_VARIANTS, type AnswerVariant } from '../emulator/answerVariants';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';
import {
	acceptedAuthentication,
	callsAdsInterface,
	interfacePaths,
	operationRows,
	type OperationRow,
} from './operationTable';
import { inputItems, SAMPLE_ID, validParameters } from './validParameters';

/**
 * The answer-shape suite: every operation of the three action nodes (read from their descriptions, so
 * new ones join by themselves), run with valid input against a minimal valid answer and each
 * variant of it the emulator serves (answerVariants.ts): flat, a list for an object and the
 * reverse, partial errors, an empty 2xx and a 2xx of unexpected JSON. Whatever the shape:
 * - a request answered 2xx is never sent again;
 * - no error shows a JavaScript error instead of saying what went wrong;
 * - every input item ends exactly once: its output, or one error item.
 */
let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => await emulator.close());

const SHAPES = ['minimal', ...ANSWER_VARIANTS] as const;
type Shape = (typeof SHAPES)[number];

/** The minimal valid answer: one record in `data` (ads answers also name the request). */
function minimalAnswer(row: OperationRow, variant: Shape): Record<string, unknown> {
	const record = { id: SAMPLE_ID };
	// objectForList starts from a list, every other variant from an object.
	const data = variant === 'objectForList' ? [record] : record;
	return callsAdsInterface(row) ? { data, request: { params: {} } } : { data };
}

/** Every request of the run is answered with the shape, whichever endpoint it reaches. */
function shapeFault(row: OperationRow, shape: Shape): Fault {
	const path = interfacePaths(row);
	const variant = shape === 'minimal' ? {} : { variant: shape as AnswerVariant };
	return { path, status: 200, body: minimalAnswer(row, shape), times: 1_000, ...variant };
}

const JAVASCRIPT_ERROR =
	/Cannot read propert|is not a function|undefined|is not iterable|Unexpected token/;

/**
 * Requests (method, path, query, body) sent more often than there are input items: every answer
 * is a 2xx here, so one more is a 2xx sent again (the items send the same request each).
 */
function resent2xx(log: LoggedRequest[], inputCount: number): string[] {
	const counts = new Map<string, number>();
	for (const entry of log) {
		const key = `${entry.method} ${entry.path} ${JSON.stringify(entry.query)} ${entry.rawBody}`;
		counts.set(key, (counts.get(key) ?? 0) + 1);
	}
	return [...counts]
		.filter(([, count]) => count > inputCount)
		.map(([key, count]) => `${count}x ${key}`);
}

/**
 * Per input item: [outputs, error items]. An item paired with several input items (a summary of
 * the whole list, pairedItem an array) ends each of them.
 */
function endingsOf(items: INodeExecutionData[], inputCount: number): Array<[number, number]> {
	const counts = Array.from({ length: inputCount }, (): [number, number] => [0, 0]);
	for (const item of items) {
		const pairs = Array.isArray(item.pairedItem) ? item.pairedItem : [item.pairedItem];
		for (const pair of pairs) {
			const index = typeof pair === 'number' ? pair : (pair?.item ?? -1);
			if (index < 0 || index >= inputCount)
				throw new Error(
					`an output item is paired with no input item: ${JSON.stringify(item.json).slice(0, 200)}`,
				);
			counts[index][item.error || typeof item.json?.error === 'string' ? 1 : 0]++;
		}
	}
	return counts;
}

/**
 * Where an answer rightly gives no output: a stream that closes without a line has no events to
 * return (the read itself succeeded).
 */
const NOTHING_TO_OUTPUT = new Set(['core Activity Subscription > Read Events, empty']);

const rows = operationRows();
const cases = rows.flatMap((row) =>
	SHAPES.map((shape) => [`${row.node} ${row.label}`, shape, row] as const),
);
const reached = new Set<string>();

test.each(cases)('%s, %s answer', async (name, shape, row) => {
	emulator.clearLog();
	emulator.clearFaults();
	emulator.injectFault(shapeFault(row, shape));
	const items = inputItems(row);
	const run = await runNode({
		type: row.type,
		parameters: validParameters(row, {
			authentication: acceptedAuthentication(row),
			requestOptions: { retryDelaySeconds: 0.01 },
		}),
		credentials: emulatorCredentials(emulator),
		items,
		continueOnFail: true,
	});
	if (emulator.log.length > 0) reached.add(name);
	expect(run.error?.message).toBeUndefined();
	expect(emulator.log.every((entry) => entry.status >= 200 && entry.status < 300)).toBe(true);
	expect(resent2xx(emulator.log, items.length)).toEqual([]);
	const texts = run.items.flatMap((item) => [
		item.error?.message,
		item.error?.description,
		typeof item.json?.error === 'string' ? item.json.error : undefined,
	]);
	for (const text of texts) expect(text ?? '').not.toMatch(JAVASCRIPT_ERROR);
	for (const [outputs, errors] of endingsOf(run.items, items.length)) {
		const ended =
			errors === 1
				? outputs === 0
					? 'one error'
					: 'an error and output'
				: errors > 1
					? 'several errors'
					: outputs > 0
						? 'output'
						: 'nothing';
		expect(ended).toMatch(
			NOTHING_TO_OUTPUT.has(`${name}, ${shape}`)
				? /^(one error|output|nothing)$/
				: /^(one error|output)$/,
		);
	}
});

test('every operation reached the emulator with its valid input', () => {
	// Meaningful only when the whole table ran (not a -t selection of it).
	if (reached.size === 0) return;
	const unreached = rows
		.map((row) => `${row.node} ${row.label}`)
		.filter((name) => !reached.has(name));
	expect(unreached).toEqual([]);
	// The counts the README reports.
	console.log(
		`answer-shape suite: ${rows.length} operations (${rows.filter((row) => row.node === 'core').length} core, ${rows.filter((row) => row.node === 'ads').length} ads, ${rows.filter((row) => row.node === 'measurement').length} measurement) x ${SHAPES.length} answers = ${cases.length} runs`,
	);
});
