import type { INodeExecutionData } from 'n8n-workflow';

import { LINE_ITEM_PARAMETER } from '../../../shared/ads/lineItemLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { itemLocatorId } from './createParams';
import { LINE_ITEM_BATCHES } from '../../shared/batch/accountBatches';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Delete through the batch endpoint: one line item per input item (customOperations). */
export const deleteManyOperation: Operation = {
	name: 'Delete Many',
	value: 'deleteMany',
	action: 'Delete many line items in bulk',
	description:
		'Delete one line item per input item, 40 a request (irreversible); a refused request deletes none',
	requests: LINE_ITEM_BATCHES.request,
	fields: [],
	execute: deleteManyLineItems,
};

export async function deleteManyLineItems(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	return await LINE_ITEM_BATCHES.send(this, 'Delete', (item) => ({
		line_item_id: itemLocatorId(this, item, LINE_ITEM_PARAMETER, 'Line Item'),
	}));
}
