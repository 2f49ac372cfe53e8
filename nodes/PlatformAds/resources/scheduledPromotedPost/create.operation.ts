import { createLineItemRecord } from '../../shared/lineItemRecords';
import { SCHEDULED_PROMOTED_POST } from './scheduledPromotedPostKind';
import { adsPostLocator } from '../../shared/postLocator';

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
		displayName: 'Scheduled Post',
		description: 'The numeric ID of the scheduled post (from Scheduled Post > Create or Get Many)',
		placeholder: '870358555227860992',
		locator: adsPostLocator({
			name: 'scheduled_post_id',
			displayName: 'Scheduled Post',
			description:
				'The scheduled post: one of the account’s scheduled posts from the list (searched in its text, with the time it is to be published), or its numeric ID (from Scheduled Post > Create or Get Many)',
			searchListMethod: 'searchScheduledPosts',
			placeholder: '870358555227860992',
			byUrl: false,
		}),
	},
);
