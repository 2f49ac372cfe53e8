import { adsRouting } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/advertiser_business_categories: no parameters, no paging. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many business categories',
	description:
		'List the advertiser business categories. They apply only to PREROLL_VIEWS line items, which take one or two of them through their iab_categories in Categories.',
	routing: adsRouting({ method: 'GET', url: '/12/advertiser_business_categories' }),
};
