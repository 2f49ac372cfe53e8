import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';
import { isRecord } from '../../shared/isRecord';

/**
 * postReceive for Validate and Delete: the answer's `data` ({valid} or {deleted}) with the
 * webhook's id in front, so each output item says which configuration it is about.
 */
export async function webhookDataWithId(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const id = String(this.getNodeParameter('webhookId', '', { extractValue: true })).trim();
	return items.map((item) => ({ json: { id, ...answerFields(item.json) } }));
}

/**
 * The fields of an answer about one webhook: its `data` object, or the body itself when answered
 * flat; nothing from an empty body (a 204), so the item still names the webhook.
 */
export function answerFields(body: unknown): IDataObject {
	if (!isRecord(body)) return {};
	const { data, ...rest } = body;
	if (isRecord(data)) return data;
	return 'data' in body ? {} : rest;
}
