import { recordRouting } from '../../../shared/ads/adsRouting';
import { validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { COLLECTION, criterionCheck, criterionOptions, langCheck } from './criterionLocator';

/** GET /12/accounts/:account_id/targeting_criteria/:targeting_criterion_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a targeting criterion',
	description: 'Retrieve one targeting criterion of a line item',
	routing: recordRouting('GET', COLLECTION, criterionCheck, [validateParameters(langCheck)]),
	fields: [criterionOptions],
};
