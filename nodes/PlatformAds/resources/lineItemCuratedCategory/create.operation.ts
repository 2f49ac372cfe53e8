import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { curatedCategoryLocator } from '../../shared/curatedCategoryLocator';
import { lineItemLocator } from '../../../shared/ads/lineItemLocator';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { COLLECTION, LINKED, linked } from './linkedRecords';
import type { Operation } from '../../../shared/descriptions/resource';

/** POST /12/accounts/:account_id/line_item_curated_categories */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a line item curated category',
	description: 'Target a curated category with a line item',
	routing: adsRouting(
		{ method: 'POST', url: accountPath(COLLECTION) },
		{ preSend: [requireIds(ACCOUNT_FIELD), linked(false)] },
	),
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
};
