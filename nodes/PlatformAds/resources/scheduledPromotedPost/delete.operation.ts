import { deleteLineItemRecord } from '../../shared/lineItemRecords';
import { SCHEDULED_PROMOTED_POST } from './scheduledPromotedPostKind';

/** DELETE /12/accounts/:account_id/scheduled_promoted_posts/:id: only before the post is published. */
export const deleteOperation = deleteLineItemRecord(
	SCHEDULED_PROMOTED_POST,
	'Stop promoting a scheduled post; possible only before its scheduled time',
	{
		status: 400,
		message:
			'The scheduled promoted post can no longer be deleted: its post was published at the scheduled time. Delete the promoted post it became instead (Promoted Post > Delete).',
	},
);
