import { recordRouting } from '../../../shared/ads/adsRouting';
import { ACCOUNT_MEDIA, COLLECTION } from './accountMediaRecord';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/accounts/:account_id/account_media/:account_media_id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete an account media asset',
	description: 'Delete a media asset of the account (answers it with deleted=true)',
	routing: recordRouting('DELETE', COLLECTION, ACCOUNT_MEDIA),
};
