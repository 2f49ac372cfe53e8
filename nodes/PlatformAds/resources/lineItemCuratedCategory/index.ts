import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { idLocator } from '../../descriptions/locators';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { RECORD } from './linkedRecords';
import { updateOperation } from './update.operation';

const lineItemCuratedCategoryResource = describeResource('lineItemCuratedCategory', 'getAll', [
	createOperation,
	deleteOperation,
	getOperation,
	getManyOperation,
	updateOperation,
]);

export const lineItemCuratedCategoryOperations = lineItemCuratedCategoryResource.operations;

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
	...lineItemCuratedCategoryResource.fields,
	envelopeProperty({
		resource: ['lineItemCuratedCategory'],
		operation: ['create', 'delete', 'get', 'update'],
	}),
];
