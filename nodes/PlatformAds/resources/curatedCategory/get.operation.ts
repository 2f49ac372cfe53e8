import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import {
	CURATED_CATEGORY_PARAMETER,
	curatedCategoryLocator,
} from '../../shared/curatedCategoryLocator';
import { idSegment } from '../../../shared/ads/adsLocators';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/curated_categories/:curated_category_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a curated category',
	description: 'Retrieve one curated publisher category',
	routing: adsRouting(
		{
			method: 'GET',
			url: accountPath(`/curated_categories/${idSegment(CURATED_CATEGORY_PARAMETER)}`),
		},
		{
			preSend: [
				requireIds(ACCOUNT_FIELD, {
					parameter: CURATED_CATEGORY_PARAMETER,
					field: 'Curated Category',
				}),
			],
		},
	),
	fields: [curatedCategoryLocator({ resource: ['curatedCategory'], operation: ['get'] })],
};
