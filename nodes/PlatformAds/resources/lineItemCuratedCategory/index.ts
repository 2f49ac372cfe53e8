import { idLocator } from '../../../shared/ads/adsLocators';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { RECORD } from './linkedRecords';
import { updateOperation } from './update.operation';
import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';

export const lineItemCuratedCategoryResource = accountRecordsResource(
	'lineItemCuratedCategory',
	[createOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
	(show) =>
		idLocator(
			{
				name: RECORD,
				displayName: 'Line Item Curated Category',
				description: 'The association of a line item with a curated category',
				placeholder: '1bzq3',
			},
			show,
		),
	['delete', 'get', 'update'],
);
