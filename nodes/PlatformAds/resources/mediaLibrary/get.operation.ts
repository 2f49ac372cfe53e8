import { recordRouting } from '../../../shared/ads/adsRouting';
import { COLLECTION, MEDIA_KEY, mediaKeyCheck } from './libraryMediaKey';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/media_library/:media_key */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a media library item',
	description: 'Retrieve one item of the media library',
	routing: recordRouting('GET', COLLECTION, mediaKeyCheck(MEDIA_KEY)),
};
