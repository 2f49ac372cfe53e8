import { startEmulator, type Emulator } from '../emulator';
import {
	acceptedAuthentication,
	operationRows,
	type OperationRow,
} from '../answers/operationTable';
import { inputItems, validParameters } from '../answers/validParameters';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode, type NodeRun } from '../helpers/runNode';

/**
 * Every operation written as code, run the two ways n8n runs a node: as a workflow step (n8n
 * calls the node's customOperations) and as a tool of an AI Agent before version 3 or of the MCP
 * Server Trigger (n8n calls its routing engine only). Each way starts on a fresh emulator with the
 * same one input item, as a tool call has; both must send the same requests and give the same
 * answer. Before code operations had their routing, the second way sent one bare GET to the
 * interface's root and answered its 404.
 */
const rows = operationRows().filter((row) => row.code);
/**
 * What differs between two runs by nature: times taken as "now", the emulator's port, a multipart
 * body's random boundary.
 */
const RUN_SPECIFIC: Array<[RegExp, string]> = [
	[/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>'],
	[/127\.0\.0\.1:\d+/g, '<emulator>'],
	[/n8nPlatform[0-9a-f]+/g, '<boundary>'],
];
const sameForEveryRun = (text: string) =>
	RUN_SPECIFIC.reduce((result, [pattern, name]) => result.replace(pattern, name), text);

async function runOnFreshEmulator(row: OperationRow, throughRouting: boolean) {
	const emulator: Emulator = await startEmulator();
	try {
		const run: NodeRun = await runNode({
			type: row.type,
			parameters: validParameters(row, {
				authentication: acceptedAuthentication(row),
				requestOptions: { retryDelaySeconds: 0.01 },
			}),
			credentials: emulatorCredentials(emulator),
			items: inputItems(row).slice(0, 1),
			continueOnFail: true,
			throughRouting,
		});
		const requests = emulator.log.map(({ method, path, query, rawBody }) => ({
			method,
			path,
			query,
			body: sameForEveryRun(rawBody ?? ''),
		}));
		const answer = run.items.map(({ json, error, pairedItem }) => ({
			json: JSON.parse(sameForEveryRun(JSON.stringify(json))) as unknown,
			error: error?.message,
			pairedItem,
		}));
		return { requests, answer, error: run.error?.message };
	} finally {
		await emulator.close();
	}
}

test('the nodes have operations written as code, and the table finds them', () => {
	// Create Thread, Conversion > Send and Get Stats among them: a table that found none would pass.
	expect(rows.map((row) => `${row.node} ${row.label}`)).toEqual(
		expect.arrayContaining([
			'core Post > Create Thread',
			'measurement Conversion > Send',
			'ads Analytics > Get Stats',
		]),
	);
	expect(rows.length).toBeGreaterThanOrEqual(32);
});

test.each(rows.map((row) => [`${row.node} ${row.label}`, row] as const))(
	'%s sends the same requests and answers the same through routing as in a workflow step',
	async (_name, row) => {
		const step = await runOnFreshEmulator(row, false);
		const tool = await runOnFreshEmulator(row, true);
		expect(tool.error).toBe(step.error);
		expect(tool.requests).toEqual(step.requests);
		expect(tool.answer).toEqual(step.answer);
		// Never the interface's bare root, which is what the routing engine sent without its routing.
		for (const { path } of tool.requests) expect(path).not.toMatch(/^\/(ads(-sandbox)?)?\/?$/);
	},
);
