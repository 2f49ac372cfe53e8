import { recordRouting } from '../../../shared/ads/adsRouting';
import { COLLECTION, MEDIA_KEY, mediaKeyCheck } from './libraryMediaKey';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/accounts/:account_id/media_library/:media_key */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a media library item',
	description: 'Remove an item from the media library (answers it with deleted=true)',
	routing: recordRouting('DELETE', COLLECTION, mediaKeyCheck(MEDIA_KEY)),
};
