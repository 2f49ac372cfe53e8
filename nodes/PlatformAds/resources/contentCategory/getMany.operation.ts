import { adsRouting } from '../../../shared/ads/adsRouting';
import { envelopeProperty } from '../../../shared/ads/envelope';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/content_categories: no parameters, no paging. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many content categories',
	description:
		'List the content categories with their IAB codes. To target one, add an IAB_CATEGORY targeting criterion for every code it lists.',
	routing: adsRouting({ method: 'GET', url: '/12/content_categories' }),
	fields: [envelopeProperty()],
};
