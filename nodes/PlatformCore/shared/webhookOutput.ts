import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

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
	if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
	const { data, ...rest } = body as IDataObject;
	if (data && typeof data === 'object' && !Array.isArray(data)) return data as IDataObject;
	return 'data' in body ? {} : rest;
}
