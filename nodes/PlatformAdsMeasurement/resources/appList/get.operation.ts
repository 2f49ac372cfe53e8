import { recordRouting } from '../../../shared/ads/adsRouting';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP_LISTS, RECORD } from './appListLocator';

/** GET /12/accounts/:account_id/app_lists/:app_list_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get an app list',
	description: 'Retrieve one app list with its apps',
	routing: recordRouting('GET', APP_LISTS, RECORD),
	fields: [withDeletedOption({ resource: ['appList'], operation: ['get'] })],
};
