import type { LineItemRecordKind } from '../../shared/lineItemRecords';

export const SCHEDULED_PROMOTED_POST: LineItemRecordKind = {
	resource: 'scheduledPromotedPost',
	collection: '/scheduled_promoted_posts',
	displayName: 'Scheduled Promoted Post',
	parameter: 'scheduledPromotedPostId',
	idsProperty: 'scheduled_promoted_post_ids',
	placeholder: '1xrq1',
};
