import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { searchWebEventTags, webEventTagLocator } from '../../../shared/ads/webEventTagLocator';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import { WEB_EVENT_TAG_PARAMETER } from './tagFields';
import { updateOperation } from './update.operation';

export const webEventTagResource: ResourceModule = {
	...accountRecordsResource(
		'webEventTag',
		[createOperation, deleteOperation, getOperation, getManyOperation, updateOperation],
		(show) =>
			webEventTagLocator(show, {
				name: WEB_EVENT_TAG_PARAMETER,
				displayName: 'Web Event Tag',
				description: "A conversion event of the account's website tag",
			}),
		['delete', 'get', 'update'],
	),
	listSearch: { searchWebEventTags },
};
