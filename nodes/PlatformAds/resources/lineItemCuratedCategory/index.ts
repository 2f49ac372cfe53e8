import { accountLocator } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { idLocator } from '../../shared/locators';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { RECORD } from './linkedRecords';
import { updateOperation } from './update.operation';

export const lineItemCuratedCategoryResource = describeResource(
	'lineItemCuratedCategory',
	'getAll',
	[createOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
	{
		before: [
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
		],
		after: [
			envelopeProperty({
				resource: ['lineItemCuratedCategory'],
				operation: ['create', 'delete', 'get', 'update'],
			}),
		],
	},
);
