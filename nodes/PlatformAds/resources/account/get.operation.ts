import { envelopeProperty } from '../../../shared/ads/envelope';
import { accountRouting } from '../../../shared/ads/adsRouting';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get an account',
	description: 'Retrieve one ads account',
	routing: accountRouting('GET', ''),
	fields: [withDeletedOption(), envelopeProperty()],
};
