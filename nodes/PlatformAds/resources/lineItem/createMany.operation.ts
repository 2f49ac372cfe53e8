import type { INodeExecutionData } from 'n8n-workflow';

import type { Operation } from '../../../shared/descriptions/resource';
import { createFields } from './create.operation';
import { createParams } from './createParams';
import { LINE_ITEM_BATCHES } from '../../shared/batch/accountBatches';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Create through the batch endpoint: one line item per input item (customOperations). */
export const createManyOperation: Operation = {
	name: 'Create Many',
	value: 'createMany',
	action: 'Create many line items in bulk',
	description:
		'Create one line item per input item, 40 a request; a refused request creates none of its line items',
	requests: LINE_ITEM_BATCHES.request,
	fields: createFields,
	execute: createManyLineItems,
};

export async function createManyLineItems(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	return await LINE_ITEM_BATCHES.send(
		this,
		'Create',
		async (item) => await createParams(this, item),
	);
}
