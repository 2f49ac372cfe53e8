import { recordRouting } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP_LISTS, RECORD } from './appListLocator';

/** DELETE /12/accounts/:account_id/app_lists/:app_list_id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete an app list',
	description: 'Delete the app list (answers it with deleted=true)',
	routing: recordRouting('DELETE', APP_LISTS, RECORD),
};
