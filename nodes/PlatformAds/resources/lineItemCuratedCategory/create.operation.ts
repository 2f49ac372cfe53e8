import { curatedCategoryLocator } from '../../shared/curatedCategoryLocator';
import { lineItemLocator } from '../../../shared/ads/lineItemLocator';
import { accountCreateOperation } from '../../../shared/ads/adsRouting';
import { COLLECTION, LINKED, linked } from './linkedRecords';

/** POST /12/accounts/:account_id/line_item_curated_categories */
export const createOperation = accountCreateOperation({
	collection: COLLECTION,
	action: 'Create a line item curated category',
	description: 'Target a curated category with a line item',
	preSend: [linked(false)],
	fields: [
		curatedCategoryLocator(
			{ resource: ['lineItemCuratedCategory'], operation: ['create'] },
			LINKED.curatedCategory,
		),
		lineItemLocator(
			{ resource: ['lineItemCuratedCategory'], operation: ['create'] },
			LINKED.lineItem,
		),
	],
});
