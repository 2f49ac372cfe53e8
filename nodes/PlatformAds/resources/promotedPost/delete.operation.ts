import { deleteLineItemRecord } from '../../shared/lineItemRecords';
import { PROMOTED_POST } from './promotedPostKind';

/** DELETE /12/accounts/:account_id/promoted_posts/:promoted_post_id (not the post's id). */
export const deleteOperation = deleteLineItemRecord(
	PROMOTED_POST,
	'Stop promoting a post with a line item, by the promoted post’s ID (its id, not its post_id); Ads Manager then shows it as paused',
);
