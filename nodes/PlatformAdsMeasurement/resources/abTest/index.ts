import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { abTestLocator, searchAbTests } from './abTestLocator';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { abTestEntities } from './entityOptions';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';

export const abTestResource: ResourceModule = {
	...accountRecordsResource(
		'abTest',
		[createOperation, deleteOperation, getManyOperation, updateOperation],
		abTestLocator,
		['delete', 'update'],
	),
	listSearch: { searchAbTests },
	loadOptions: { abTestEntities },
};
