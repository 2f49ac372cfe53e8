import { rules, validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { countryCodesField } from '../../shared/countryCodesField';
import type { Operation } from '../../../shared/descriptions/resource';
import { collection } from '../../../shared/descriptions/properties';

/**
 * GET /12/accounts/:account_id/curated_categories. The spec shows no list parameters but echoes
 * country_codes in request.params, so that filter is offered; it shows no paging either, so the
 * whole answer is returned (total_count with Return Full Response).
 */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many curated categories',
	description: 'List the curated publisher categories available to the account',
	routing: adsRouting(
		{ method: 'GET', url: accountPath('/curated_categories') },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD),
				validateParameters({
					parameter: 'filters.country_codes',
					field: 'Country Codes',
					rules: [
						rules.list(1, Infinity, {
							pattern: /^[A-Za-z]{2}$/,
							what: 'two-letter country codes such as US,GB',
						}),
					],
				}),
			],
		},
	),
	fields: [
		collection('Filters', 'filters', 'Add Filter', [
			countryCodesField('only categories available in these countries'),
		]),
	],
};
