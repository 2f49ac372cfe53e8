import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { idLocator } from '../../descriptions/locators';
import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getFields, getOperation } from './get.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { RECORD } from './linkedRecords';
import { updateFields, updateOperation } from './update.operation';

export const lineItemCuratedCategoryOperations = operationList(
	'lineItemCuratedCategory',
	'getAll',
	[createOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
);

export const lineItemCuratedCategoryFields: INodeProperties[] = [
	accountLocator({
		resource: ['lineItemCuratedCategory'],
		operation: ['create', 'delete', 'get', 'getAll', 'update'],
	}),
	idLocator(
		{
			name: RECORD,
			displayName: 'Line Item Curated Category',
			description: 'The association of a line item with a curated category',
			placeholder: '1bzq3',
		},
		{ resource: ['lineItemCuratedCategory'], operation: ['delete', 'get', 'update'] },
	),
	...createFields,
	...updateFields,
	...getFields,
	...getManyFields,
	envelopeProperty({
		resource: ['lineItemCuratedCategory'],
		operation: ['create', 'delete', 'get', 'update'],
	}),
];
