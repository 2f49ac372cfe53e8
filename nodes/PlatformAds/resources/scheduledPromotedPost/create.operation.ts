import { createLineItemRecord } from '../../shared/lineItemRecords';
import { SCHEDULED_PROMOTED_POST } from './scheduledPromotedPostKind';

/** POST /12/accounts/:account_id/scheduled_promoted_posts: line_item_id and scheduled_post_id. */
export const createOperation = createLineItemRecord(
	SCHEDULED_PROMOTED_POST,
	{
		action: 'Promote a scheduled post',
		description:
			'Promote a scheduled post with a line item once it is published (post_id stays empty until then)',
	},
	{
		name: 'scheduled_post_id',
		displayName: 'Scheduled Post ID',
		description: 'The numeric ID of the scheduled post (from Scheduled Post > Create or Get Many)',
		placeholder: '870358555227860992',
	},
);
