import type { INodeParameters, INodeProperties } from 'n8n-workflow';

import { startEmulator, type Emulator, type Fault } from '../emulator';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode, type NodeRun } from '../helpers/runNode';
import {
	ACCEPTED_AUTHENTICATION,
	acceptedAuthentication,
	interfacePaths,
	operationRows,
	type OperationRow,
} from './operationTable';
import { inputItems, shownRequired, validParameters } from './validParameters';

/**
 * Every error path of every operation of the three action nodes, run in n8n's engine without Continue
 * On Fail (where n8n's routing rewraps errors) and read as n8n stores it for the editor:
 * - nothing sent (a required field left empty, a kind of authentication the endpoint refuses):
 *   n8n's operation error, with no HTTP code, so the editor shows no "From Platform" section and
 *   no "Error code: none";
 * - sent (an error answer, a lost connection, an answer the node cannot read): the platform's
 *   error with its status, never `httpCode: 'none'`.
 * The table is read from the node descriptions (operationTable.ts), so a new operation joins it.
 */
let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => await emulator.close());

/** Kinds of authentication whose credential the emulator seeds (the sign-in kinds have none). */
const KINDS = ['appOnly', 'bearerToken', 'oAuth1'];
/** Fast retries: the paths are what is tested here, not the waits. */
const REQUEST_OPTIONS = { retryDelaySeconds: 0.01, serverErrorRetries: 0 };

type StoredError = NonNullable<NodeRun['error']> & { name?: string; httpCode?: unknown };

/** What the editor makes of a stored error: an operation error, or the platform's with a code. */
function kindOf(error: StoredError | undefined): string {
	if (!error) return 'no error';
	if (error.httpCode === 'none') return 'Error code: none';
	if (error.name === 'NodeOperationError' && !('httpCode' in error)) return 'operation error';
	if (error.name === 'NodeApiError') return 'platform error';
	return `unknown ${String(error.name)}`;
}

/**
 * Empty, as an expression: n8n refuses to start a workflow whose required field is empty as typed,
 * but an expression is only read when the node runs, which is where the node's own checks are.
 */
const EMPTY = '={{ "" }}';
const empty = (property: INodeProperties) =>
	property.type === 'resourceLocator' ? { __rl: true, mode: 'id', value: EMPTY } : EMPTY;

/** The operation's valid parameters with every required field it shows left empty. */
function withoutRequired(row: OperationRow): { parameters: INodeParameters; emptied: string[] } {
	const parameters = validParameters(row, {
		authentication: acceptedAuthentication(row),
		requestOptions: REQUEST_OPTIONS,
	});
	const emptied = shownRequired(row, parameters).filter(
		(property) => property.type !== 'options' && property.type !== 'boolean',
	);
	for (const property of emptied)
		parameters[property.name] = empty(property) as INodeParameters[string];
	return { parameters, emptied: emptied.map((property) => property.displayName) };
}

async function run(row: OperationRow, parameters: INodeParameters, continueOnFail = false) {
	emulator.clearLog();
	return await runNode({
		type: row.type,
		parameters,
		credentials: emulatorCredentials(emulator),
		items: inputItems(row),
		continueOnFail,
	});
}

const rows = operationRows();
const named = rows.map((row) => [`${row.node} ${row.label}`, row] as const);
const locallyRefused = new Set<string>();

describe('nothing sent: an operation error', () => {
	test.each(named)('%s with its required fields empty', async (name, row) => {
		const { parameters, emptied } = withoutRequired(row);
		const { error } = await run(row, parameters);
		const sent = emulator.log.filter((entry) => !entry.path.startsWith('/__emulator')).length;
		if (emptied.length > 0 && sent === 0) locallyRefused.add(name);
		// An operation with nothing required may succeed; anything refused before sending is n8n's
		// operation error, anything else the platform's with its code.
		if (error) expect(kindOf(error)).toBe(sent === 0 ? 'operation error' : 'platform error');
		if (emptied.length > 0) {
			expect(sent).toBe(0);
			expect(error?.message).toMatch(/^Item 1: /);
			expect(error?.context?.itemIndex).toBe(0);
		}
	});

	test('every operation with a required field refused it empty before sending', () => {
		if (locallyRefused.size === 0) return; // a -t selection of other tests
		const withRequired = named.filter(([, row]) => withoutRequired(row).emptied.length > 0);
		expect(withRequired.length).toBeGreaterThan(40);
		expect(withRequired.map(([name]) => name).filter((name) => !locallyRefused.has(name))).toEqual(
			[],
		);
	});

	const refusedKinds = rows
		.filter((row) => row.node === 'core')
		.flatMap((row) => {
			const accepted = ACCEPTED_AUTHENTICATION[row.resource][row.operation] as string[];
			const refused = KINDS.find((kind) => !accepted.includes(kind));
			return refused ? [[row.label, refused, row] as const] : [];
		});

	test.each(refusedKinds)('%s with the refused %s authentication', async (_label, kind, row) => {
		const { error } = await run(row, validParameters(row, { authentication: kind }));
		expect(emulator.log).toEqual([]);
		expect(kindOf(error)).toBe('operation error');
		expect(error?.description).toMatch(/nothing was sent/i);
	});

	test('under Continue On Fail the item keeps the same operation error and its index', async () => {
		const row = rows.find((one) => one.resource === 'user' && one.operation === 'getById')!;
		const parameters = validParameters(row, { authentication: 'oAuth1', userId: 'abc' });
		const items = [{ json: {} }, { json: {} }];
		emulator.clearLog();
		const result = await runNode({
			type: row.type,
			parameters: { ...parameters, userId: '={{ $itemIndex === 1 ? "abc" : "12" }}' },
			credentials: emulatorCredentials(emulator),
			items,
			continueOnFail: true,
		});
		const failed = result.items.filter((item) => item.error || item.json.error);
		// The first item was sent (its user may not exist), the second refused before sending.
		expect(emulator.log.filter((entry) => entry.path.startsWith('/2/users'))).toHaveLength(1);
		expect(failed.at(-1)?.pairedItem).toEqual({ item: 1 });
		failed.splice(0, failed.length - 1);
		const error = failed[0].error as unknown as StoredError | undefined;
		if (error) {
			expect(kindOf(error)).toBe('operation error');
			expect(error.context?.itemIndex).toBe(1);
		}
		expect(String(error?.message ?? failed[0].json.error)).toMatch(
			/^Item 2: User ID must be a numeric ID/,
		);
	});
});

/** Every request of the run gets this fault, whichever endpoint it reaches. */
function everywhere(row: OperationRow, fault: Omit<Fault, 'path'>): Fault {
	return { path: interfacePaths(row), times: 1_000, ...fault };
}

const SENT_FAULTS: Array<[string, Omit<Fault, 'path'>]> = [
	['a 400 error answer', { status: 400, body: { errors: [{ code: 214, message: 'Bad' }] } }],
	['a lost connection', { kind: 'reset' }],
	[
		'an answer it cannot read',
		{ status: 200, body: { data: { id: '1' } }, variant: 'unexpectedJson' },
	],
];

const sentCases = named.flatMap(([name, row]) =>
	SENT_FAULTS.map(([fault, shape]) => [name, fault, row, shape] as const),
);

describe('sent: the platform error with its code', () => {
	test.each(sentCases)('%s, %s', async (_name, _fault, row, shape) => {
		emulator.clearFaults();
		emulator.injectFault(everywhere(row, shape));
		const { error } = await run(
			row,
			validParameters(row, {
				authentication: acceptedAuthentication(row),
				requestOptions: REQUEST_OPTIONS,
			}),
		);
		emulator.clearFaults();
		// The platform's error, or the node's own about the answer (an operation error); an
		// operation may also read the odd answer well and succeed.
		expect(kindOf(error)).toMatch(/^(platform error|operation error|no error)$/);
	});
});
