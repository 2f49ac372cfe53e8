import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { validateParameters } from '../../../shared/validation';
import { ACCOUNT_PARAMETER, accountLocator, accountPath } from '../../descriptions/accountLocator';
import { CURATED_CATEGORY_PARAMETER, curatedCategoryLocator } from '../../descriptions/curatedCategoryLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { idSegment } from '../../descriptions/locators';
import { adsRouting, requireIds } from '../../helpers/adsRouting';
import { countryCodesRule } from '../../helpers/countryCodes';
import { operationsOf } from '../../helpers/resourceOperations';

const RESOURCE = 'curatedCategory';
const accountId = { parameter: ACCOUNT_PARAMETER, field: 'Account' };
const showGetMany = { resource: [RESOURCE], operation: ['getAll'] };
const showGet = { resource: [RESOURCE], operation: ['get'] };
const showBoth = { resource: [RESOURCE], operation: ['getAll', 'get'] };

/**
 * GET /12/accounts/:account_id/curated_categories. The spec shows no list parameters but echoes
 * country_codes in request.params, so that filter is offered; it shows no paging either, so the
 * whole answer is returned (total_count with Return Full Response).
 */
const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many curated categories',
	description: 'List the curated publisher categories available to the account',
	routing: adsRouting(
		{ method: 'GET', url: accountPath('/curated_categories') },
		{ preSend: [requireIds(accountId), validateParameters({ parameter: 'filters.country_codes', field: 'Country Codes', rules: [countryCodesRule] })] },
	),
};

/** GET /12/accounts/:account_id/curated_categories/:curated_category_id */
const getOperation: INodePropertyOptions = {
	name: 'Get',
	value: 'get',
	action: 'Get a curated category',
	description: 'Retrieve one curated publisher category',
	routing: adsRouting(
		{ method: 'GET', url: accountPath(`/curated_categories/${idSegment(CURATED_CATEGORY_PARAMETER)}`) },
		{ preSend: [requireIds(accountId, { parameter: CURATED_CATEGORY_PARAMETER, field: 'Curated Category' })] },
	),
};

export const curatedCategoryOperations = operationsOf(RESOURCE, [getOperation, getManyOperation], 'getAll');

export const curatedCategoryFields: INodeProperties[] = [
	accountLocator(showBoth),
	curatedCategoryLocator(showGet),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		displayOptions: { show: showGetMany },
		options: [
			{
				displayName: 'Country Codes',
				name: 'country_codes',
				type: 'string',
				default: '',
				placeholder: 'US,GB',
				description: 'Comma-separated two-letter country codes: only categories available in these countries',
				routing: { send: { type: 'query', property: 'country_codes' } },
			},
		],
	},
	envelopeProperty(showBoth),
];
