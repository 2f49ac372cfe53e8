import type { IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';

import { throwIfFailed } from '../transport/httpFailure';

/**
 * First postReceive of every operation. The routing executor sends with
 * `ignoreHttpStatusErrors`, because an error thrown by n8n keeps the status but drops the
 * headers, and a 429 is only useful with its reset header. So a failed answer reaches
 * postReceive, and this hook turns it back into an error that carries all of it.
 */
export async function failOnHttpError(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	throwIfFailed(response);
	return items;
}

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
