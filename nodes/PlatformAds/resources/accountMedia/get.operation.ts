import { withDeletedOption } from '../../../shared/ads/withDeleted';
import { recordRouting } from '../../../shared/ads/adsRouting';
import { ACCOUNT_MEDIA, COLLECTION } from './accountMediaRecord';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/account_media/:account_media_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get an account media asset',
	description: 'Retrieve one media asset of the account',
	routing: recordRouting('GET', COLLECTION, ACCOUNT_MEDIA),
	fields: [withDeletedOption({ resource: ['accountMedia'], operation: ['get'] })],
};
