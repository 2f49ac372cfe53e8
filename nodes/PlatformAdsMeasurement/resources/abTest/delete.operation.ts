import { recordRouting } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { AB_TESTS, RECORD } from './abTestLocator';

/** DELETE /12/accounts/:account_id/ab_tests/:ab_test_id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete an A/B test',
	description:
		'Delete the test for good (answers it with deleted=true; a second delete is not found)',
	routing: recordRouting('DELETE', AB_TESTS, RECORD),
};
