import type { INodeExecutionData } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { LINE_ITEM_PARAMETER } from '../../../shared/ads/lineItemLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { itemLocatorId } from './createParams';
import { LINE_ITEM_BATCHES } from '../../shared/batch/accountBatches';
import { updateFields, updateParams } from './update.operation';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Update through the batch endpoint: one line item per input item (customOperations). */
export const updateManyOperation: Operation = {
	name: 'Update Many',
	value: 'updateMany',
	action: 'Update many line items in bulk',
	description:
		'Update one line item per input item, 40 a request; a refused request changes none of its line items',
	requests: LINE_ITEM_BATCHES.request,
	fields: updateFields(),
	execute: updateManyLineItems,
};

export async function updateManyLineItems(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	return await LINE_ITEM_BATCHES.send(this, 'Update', (item) => {
		const line_item_id = itemLocatorId(this, item, LINE_ITEM_PARAMETER, 'Line Item');
		const params = updateParams(this, item);
		if (Object.keys(params).length === 0)
			throw invalidField(
				this.getNode(),
				item,
				'Update Fields',
				'must hold at least one field to change',
			);
		return { line_item_id, ...params };
	});
}
