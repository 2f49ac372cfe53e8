import { recordRouting } from '../../../shared/ads/adsRouting';
import { COLLECTION, CUSTOM_AUDIENCE, notFound } from './customAudienceRecord';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/accounts/:account_id/custom_audiences/:custom_audience_id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a custom audience',
	description: 'Delete a custom audience the account owns (answers it with deleted=true)',
	routing: recordRouting(
		'DELETE',
		COLLECTION,
		CUSTOM_AUDIENCE,
		[],
		notFound(
			'it is already deleted, shared by another account (only the owner deletes it) or the ID is wrong',
		),
	),
};
