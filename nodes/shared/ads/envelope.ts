import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { outputProperty, wantsFullResponse } from '../descriptions/output';
import { withAmountsInCurrency } from './money';

/**
 * Ads answers come in an envelope: `{data, request: {params}, next_cursor, total_count}`. By
 * default each record of `data` becomes one item; Output "Full Response" (the same field as in
 * Platform) returns the envelope whole instead. `show` is for a property shared by several
 * operations; an operation's own fields need none.
 */
export function envelopeProperty(show?: Record<string, string[]>): INodeProperties {
	return outputProperty(
		{
			name: 'Records',
			value: 'records',
			description: 'One item per record, amounts also in currency',
		},
		'The whole answer, with paging',
		show,
	);
}

/**
 * postReceive of single-record ads operations: `data` as item(s), with amounts in micros also in
 * currency units beside them, or the envelope (as the platform sent it) when asked.
 */
export async function adsRecords(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = response.body as IDataObject;
	if (wantsFullResponse(this)) return [{ json: body }];
	const data = body.data as IDataObject | IDataObject[] | undefined;
	if (data === undefined) return items;
	return (Array.isArray(data) ? data : [data]).map((json) => ({
		json: withAmountsInCurrency(json),
	}));
}
