import { recordRouting } from '../../../shared/ads/adsRouting';
import { explainStatus } from '../../shared/explainStatus';
import type { Operation } from '../../../shared/descriptions/resource';
import { COLLECTION, criterionCheck } from './criterionLocator';

/** DELETE /12/accounts/:account_id/targeting_criteria/:targeting_criterion_id: answers it deleted. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a targeting criterion',
	description:
		'Remove a targeting criterion from its line item (targeting is changed by deleting and creating)',
	routing: recordRouting('DELETE', COLLECTION, criterionCheck, [], {
		explainErrors: [
			explainStatus(
				404,
				'The targeting criterion was not found: it is already deleted or the ID is wrong',
			),
		],
	}),
};
