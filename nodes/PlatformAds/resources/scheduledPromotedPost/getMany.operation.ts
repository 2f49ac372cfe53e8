import { listLineItemRecords } from '../../shared/lineItemRecords';
import { SCHEDULED_PROMOTED_POST } from './scheduledPromotedPostKind';

/** GET /12/accounts/:account_id/scheduled_promoted_posts */
export const getManyOperation = listLineItemRecords(
	SCHEDULED_PROMOTED_POST,
	'List the scheduled posts promoted by the account’s line items',
);
