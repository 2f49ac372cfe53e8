import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { envelopeProperty } from '../../descriptions/envelope';
import { adsRouting } from '../../helpers/adsRouting';
import { operationsOf } from '../../helpers/resourceOperations';

const RESOURCE = 'businessCategory';

/** GET /12/advertiser_business_categories: no parameters, no paging. */
const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many business categories',
	description:
		'List the advertiser business categories. They apply only to PREROLL_VIEWS line items, which take one or two of them through their iab_categories in Categories.',
	routing: adsRouting({ method: 'GET', url: '/12/advertiser_business_categories' }),
};

export const businessCategoryOperations = operationsOf(RESOURCE, [getManyOperation], 'getAll');
export const businessCategoryFields: INodeProperties[] = [envelopeProperty({ resource: [RESOURCE], operation: ['getAll'] })];
