import { accountListOperation } from '../../../shared/ads/adsList';
import { COLLECTION } from './linkedRecords';

/** GET /12/accounts/:account_id/line_item_curated_categories */
export const getManyOperation = accountListOperation({
	resource: 'lineItemCuratedCategory',
	collection: COLLECTION,
	action: 'Get many line item curated categories',
	description: 'List the line item curated categories of the account',
});
