import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { appListLocator, searchAppLists } from './appListLocator';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

export const appListResource: ResourceModule = {
	...accountRecordsResource(
		'appList',
		[createOperation, deleteOperation, getOperation, getManyOperation],
		appListLocator,
		['delete', 'get'],
	),
	listSearch: { searchAppLists },
};
