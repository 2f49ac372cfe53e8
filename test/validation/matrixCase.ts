import type { IDataObject, INodeParameters } from 'n8n-workflow';

export { byId } from '../helpers/nodeHarness';
export { ACCOUNT } from '../ads/adsFixtures';

/**
 * One row of the bad-input matrix: a limit or rule of the platform's contract, input that
 * breaks it, and the start of the error the node must give before sending anything.
 */
export interface MatrixCase {
	/** The spec document that states the rule. */
	doc: 1 | 2 | 3;
	rule: string;
	node: 'core' | 'ads' | 'measurement';
	/** The node's parameters; `authentication` defaults to OAuth1 keys. */
	parameters: INodeParameters;
	/** The input items' JSON (one empty item by default); the bad one is named in `message`. */
	items?: IDataObject[];
	/** "Item N: <Field> ...": the item and the field, as the error must start. */
	message: string;
	/** Values the error must not repeat (raw personal identifiers). */
	hidden?: string[];
}

/** Rows that share a document, node and base parameters, written as [rule, parameters, message, items?]. */
export function rows(
	doc: MatrixCase['doc'],
	node: MatrixCase['node'],
	base: INodeParameters,
	table: Array<[rule: string, parameters: object, message: string, items?: IDataObject[]]>,
): MatrixCase[] {
	return table.map(([rule, parameters, message, items]) => ({
		doc,
		rule,
		node,
		parameters: { ...base, ...(parameters as INodeParameters) },
		message,
		items,
	}));
}

/** A resource locator by ID whose value comes from an expression (n8n refuses bad literals before the run). */
export const locator = (value: string, mode = 'id') => ({
	__rl: true,
	mode,
	value: `={{ ${JSON.stringify(value)} }}`,
});
/** n numeric ids joined by commas. */
export const ids = (count: number) =>
	Array.from({ length: count }, (_, n) => String(1500000000000000000n + BigInt(n))).join(',');

type Row = [rule: string, parameters: object, message: string];

/** Rows whose parameters column is the value of one collection (List Options, Update Fields). */
export const under = (collection: string, table: Row[]): Row[] =>
	table.map(([rule, value, message]) => [rule, { [collection]: value }, message]);

/** Rows whose message is written without its "Item 1: " (every case of a one-item run). */
export const itemZero = (table: Row[]): Row[] =>
	table.map(([rule, parameters, problem]) => [rule, parameters, `Item 1: ${problem}`]);

/** Rows named by operation and message: [operation, message, parameters, the item's JSON]. */
export function operationRows(
	doc: MatrixCase['doc'],
	node: MatrixCase['node'],
	base: INodeParameters,
	table: Array<
		[operation: string, message: string, parameters: INodeParameters, json: IDataObject]
	>,
): MatrixCase[] {
	return table.map(([operation, message, parameters, json]) => ({
		doc,
		node,
		rule: `${operation}: ${message.replace(/^Item \d+: /, '')}`,
		parameters: { ...base, operation, ...parameters },
		items: [json],
		message,
	}));
}
