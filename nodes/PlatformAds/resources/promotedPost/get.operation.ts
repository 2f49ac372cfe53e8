import { getLineItemRecord } from '../../shared/lineItemRecords';
import { PROMOTED_POST } from './promotedPostKind';

/** GET /12/accounts/:account_id/promoted_posts/:promoted_post_id */
export const getOperation = getLineItemRecord(
	PROMOTED_POST,
	'Retrieve one promoted post (its post_id names the post)',
);
