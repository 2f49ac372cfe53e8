import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { COLLECTION } from './linkedRecords';
import type { Operation } from '../../../shared/descriptions/resource';

const listSettings: AdsListSettings = {
	show: { resource: ['lineItemCuratedCategory'], operation: ['getAll'] },
	url: accountPath(COLLECTION),
	maxCount: 1000,
	preSend: [requireIds(ACCOUNT_FIELD)],
};

/** GET /12/accounts/:account_id/line_item_curated_categories */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many line item curated categories',
	description: 'List the line item curated categories of the account',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
