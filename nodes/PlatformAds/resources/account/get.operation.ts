import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { adsRouting, requireIds } from '../../shared/adsRouting';
import { withDeletedOption } from '../../shared/withDeleted';
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
