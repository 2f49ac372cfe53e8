import type { IDataObject, IExecuteSingleFunctions, IN8nHttpFullResponse, INodeExecutionData } from 'n8n-workflow';

/**
 * postReceive of core operations that answer `{data}`: one item per record of `data` (an
 * object or an array), none when the answer has no `data` (a search without matches answers
 * only `meta`). n8n's own rootProperty would turn a missing `data` into an empty item.
 */
export async function dataItems(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const data = (response.body as IDataObject | undefined)?.data as IDataObject | IDataObject[] | undefined;
	if (data === undefined || data === null) return [];
	return (Array.isArray(data) ? data : [data]).map((json) => ({ json }));
}
