import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { searchTrackingTags, trackingTagLocator } from './trackingTagLocator';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';

export const trackingTagResource: ResourceModule = {
	...accountRecordsResource(
		'trackingTag',
		[createOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
		(show) => trackingTagLocator(show),
		['delete', 'get', 'update'],
	),
	listSearch: { searchTrackingTags },
};
