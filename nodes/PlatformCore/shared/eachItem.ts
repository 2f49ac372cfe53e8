import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type INodeExecutionData,
} from 'n8n-workflow';

import { itemLabel } from '../../shared/validation';
import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';

/**
 * Runs a custom operation once per input item, as declarative operations run: each result is
 * paired with its item, an error names the item, and under Continue On Fail a failing item
 * becomes an error item while the others go on.
 */
export async function forEachItem(
	context: CodeOperationContext,
	run: (itemIndex: number) => Promise<IDataObject | IDataObject[]>,
): Promise<INodeExecutionData[][]> {
	return await eachItemOutput(context, async (itemIndex) => {
		const result = await run(itemIndex);
		return (Array.isArray(result) ? result : [result]).map((json) => ({ json }));
	});
}

/** The same loop for operations whose output items carry more than JSON (a downloaded file). */
export async function eachItemOutput(
	context: CodeOperationContext,
	run: (itemIndex: number) => Promise<INodeExecutionData[]>,
): Promise<INodeExecutionData[][]> {
	const output: INodeExecutionData[] = [];
	const count = context.getInputData().length;
	for (let itemIndex = 0; itemIndex < count; itemIndex++) {
		try {
			const items = await run(itemIndex);
			output.push(...items.map((item) => ({ ...item, pairedItem: { item: itemIndex } })));
		} catch (error) {
			const named = withItem(context, error, itemIndex);
			if (!context.continueOnFail()) throw named;
			output.push({ json: { error: named.message }, pairedItem: { item: itemIndex } });
		}
	}
	return [output];
}

/**
 * n8n's own messages (a missing binary field) end in "[item 0]", counting from 0: the message
 * names the item once, at its start, counted from 1 as the editor shows items.
 */
const N8N_ITEM_SUFFIX = /\s*\[item \d+\]$/;

/** The error, its message starting with the item it belongs to. */
function withItem(
	context: CodeOperationContext,
	error: unknown,
	itemIndex: number,
): NodeApiError | NodeOperationError {
	const prefix = `${itemLabel(itemIndex)}: `;
	if (error instanceof NodeApiError || error instanceof NodeOperationError) {
		const message = error.message.replace(N8N_ITEM_SUFFIX, '');
		// The stack's first line repeats the message: the editor's error details show it too.
		error.stack = error.stack?.replace(error.message, message);
		error.message = message.startsWith(prefix) ? message : prefix + message;
		error.context.itemIndex = itemIndex;
		return error;
	}
	const message =
		prefix + ((error as Error)?.message ?? String(error)).replace(N8N_ITEM_SUFFIX, '');
	return new NodeOperationError(context.getNode(), message, { itemIndex });
}
