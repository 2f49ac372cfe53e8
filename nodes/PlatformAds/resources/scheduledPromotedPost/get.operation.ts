import { getLineItemRecord } from '../../shared/lineItemRecords';
import { SCHEDULED_PROMOTED_POST } from './scheduledPromotedPostKind';

/** GET /12/accounts/:account_id/scheduled_promoted_posts/:scheduled_promoted_post_id */
export const getOperation = getLineItemRecord(
	SCHEDULED_PROMOTED_POST,
	'Retrieve one scheduled promoted post (post_id is set once the post is published)',
);
