import type { PostRecordKind } from '../../shared/postRecords';

export const KIND: PostRecordKind = {
	resource: 'draftPost',
	collection: '/draft_posts',
	noun: 'draft post',
	parameter: 'draftPostId',
};
