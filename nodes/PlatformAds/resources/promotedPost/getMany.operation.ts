import { listLineItemRecords } from '../../shared/lineItemRecords';
import { PROMOTED_POST } from './promotedPostKind';

/** GET /12/accounts/:account_id/promoted_posts */
export const getManyOperation = listLineItemRecords(
	PROMOTED_POST,
	'List the posts the account’s line items promote',
);
