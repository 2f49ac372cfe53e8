import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { locatorValue } from '../../../shared/validation';

/**
 * postReceive for Validate and Delete: the answer's `data` ({valid} or {deleted}) with the
 * webhook's id in front, so each output item says which configuration it is about.
 */
export async function webhookDataWithId(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const id = String(locatorValue(this.getNodeParameter('webhookId', undefined)));
	return items.map((item) => ({ json: { id, ...((item.json.data as IDataObject | undefined) ?? {}) } }));
}

/** postReceive for lists answered whole: one item per record of `data` (none when it is absent). */
export async function splitDataArray(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	return items.flatMap((item) => ((item.json.data as IDataObject[] | undefined) ?? []).map((json) => ({ json })));
}
