import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import type { Operation } from '../../../shared/descriptions/resource';

const listSettings: AdsListSettings = {
	show: { resource: ['iabCategory'], operation: ['getAll'] },
	url: '/12/iab_categories',
	maxCount: 1000,
	standardOptions: false,
};

/** GET /12/iab_categories */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many IAB categories',
	description:
		'List the IAB content categories (IAB1, IAB1-1 ...), with their parent: the values of Categories of a line item',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
