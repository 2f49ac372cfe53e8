import { recordRouting } from '../../../shared/ads/adsRouting';
import { PROMOTABLE_USERS } from '../../shared/promotableUserLocator';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import { RECORD } from './record';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/promotable_users/:promotable_user_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a promotable user',
	description: 'Retrieve one user whose posts the account may promote',
	routing: recordRouting('GET', PROMOTABLE_USERS, RECORD),
	fields: [withDeletedOption({ resource: ['promotableUser'], operation: ['get'] })],
};
