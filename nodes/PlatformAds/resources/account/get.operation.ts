import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get an account',
	description: 'Retrieve one ads account',
	routing: adsRouting(
		{ method: 'GET', url: accountPath() },
		{ preSend: [requireIds(ACCOUNT_FIELD)] },
	),
	fields: [withDeletedOption(), envelopeProperty()],
};
