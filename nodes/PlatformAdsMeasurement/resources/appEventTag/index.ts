import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { appEventTagLocator, searchAppEventTags } from './appEventTagLocator';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

export const appEventTagResource: ResourceModule = {
	...accountRecordsResource(
		'appEventTag',
		[createOperation, deleteOperation, getOperation, getManyOperation],
		appEventTagLocator,
		['delete', 'get'],
	),
	listSearch: { searchAppEventTags },
};
