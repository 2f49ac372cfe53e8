import type { PostRecordKind } from '../../shared/postRecords';

export const KIND: PostRecordKind = {
	resource: 'scheduledPost',
	collection: '/scheduled_posts',
	noun: 'scheduled post',
	parameter: 'scheduledPostId',
};
