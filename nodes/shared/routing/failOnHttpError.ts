import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { exactJsonBody } from '../exactJson';
import { HttpFailureError, throwIfFailed } from '../transport/httpFailure';

/**
 * Reads the answer, which the executor asked n8n for as text (executeWithPolicy.ts), the way
 * exactJson.ts does, so that 64-bit IDs stay exact: the body every later reader sees, and the item
 * n8n made of the text.
 */
export async function readBodyExactly(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	if (typeof response.body !== 'string') return items;
	response.body = exactJsonBody(response.body) as IN8nHttpFullResponse['body'];
	return [{ json: response.body as IDataObject }];
}

/**
 * Second postReceive of every operation, after readBodyExactly. The routing executor sends with
 * `ignoreHttpStatusErrors`, because an error thrown by n8n keeps the status but drops the
 * headers, and a 429 is only useful with its reset header. So a failed answer reaches
 * postReceive, and this hook turns it back into an error that carries all of it.
 *
 * Partial errors (a 200 may carry data and errors together): the data is the
 * output and the errors stay in the Full Response. A 200 with errors and nothing else (every id
 * of a lookup missing) fails the item with those errors, so that an item never vanishes without
 * a word. Answers that also carry `meta` (lists, stream rules) are left to their operation.
 */
export async function failOnHttpError(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	throwIfFailed(response);
	const body = response.body as IDataObject | undefined;
	if (body && typeof body === 'object' && onlyErrors(body)) {
		throw new HttpFailureError({
			status: response.statusCode,
			headers: response.headers as never,
			body,
		});
	}
	return items;
}

const onlyErrors = (body: IDataObject) =>
	Array.isArray(body.errors) &&
	body.errors.length > 0 &&
	(body.data === undefined || body.data === null) &&
	body.meta === undefined;

/**
 * n8n turns an array body into one item per element only when an operation has no postReceive;
 * operations that had none get this after failOnHttpError to keep that behaviour.
 */
export async function itemsFromBody(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	return Array.isArray(response.body) ? response.body.map((json) => ({ json })) : items;
}
