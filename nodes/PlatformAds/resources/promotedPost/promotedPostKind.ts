import type { LineItemRecordKind } from '../../shared/lineItemRecords';

export const PROMOTED_POST: LineItemRecordKind = {
	resource: 'promotedPost',
	collection: '/promoted_posts',
	displayName: 'Promoted Post',
	parameter: 'promotedPostId',
	idsProperty: 'promoted_post_ids',
	placeholder: '1efwlo',
};
