import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { withAmountsInCurrency } from './money';

/**
 * Ads answers come in an envelope: `{data, request: {params}, next_cursor, total_count}`.
 * By default each record of `data` becomes one item; this
 * option returns the envelope whole instead.
 */
export const ENVELOPE_PARAMETER = 'returnEnvelope';

/** `show` is for a property shared by several operations; an operation's own fields need none. */
export function envelopeProperty(show: Record<string, string[]> = {}): INodeProperties {
	return {
		displayName: 'Return Full Response',
		name: ENVELOPE_PARAMETER,
		type: 'boolean',
		displayOptions: { show },
		default: false,
		description:
			"Whether to return the platform's whole answer as one item (the record or records, the parameters it received and, for a list, its paging details) instead of one item per record",
	};
}

/**
 * postReceive of single-record ads operations: `data` as item(s), with amounts in micros also in
 * the account's currency, or the envelope (as the platform sent it) when asked.
 */
export async function adsRecords(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = response.body as IDataObject;
	if (this.getNodeParameter(ENVELOPE_PARAMETER, false) as boolean) return [{ json: body }];
	const data = body.data as IDataObject | IDataObject[] | undefined;
	if (data === undefined) return items;
	return (Array.isArray(data) ? data : [data]).map((json) => ({
		json: withAmountsInCurrency(json),
	}));
}
