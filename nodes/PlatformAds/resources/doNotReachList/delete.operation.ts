import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { LIST_PARAMETER, listSegment } from './doNotReachListLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id: answers the list with deleted=true. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a do-not-reach list',
	description: 'Delete a do-not-reach list',
	routing: adsRouting(
		{ method: 'DELETE', url: accountPath(listSegment()) },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD, { parameter: LIST_PARAMETER, field: 'Do-Not-Reach List' }),
			],
		},
	),
	fields: [envelopeProperty({ resource: ['doNotReachList'], operation: ['delete'] })],
};
