import { describeResource } from '../../../shared/descriptions/resource';
import { countAllOperation } from './countAll.operation';
import { countRecentOperation } from './countRecent.operation';
import { createOperation } from './create.operation';
import { createThread, createThreadOperation } from './createThread.operation';
import { deleteOperation } from './delete.operation';
import { editOperation } from './edit.operation';
import { getOperation } from './get.operation';
import { getAnalyticsOperation } from './getAnalytics.operation';
import { getLikingUsersOperation } from './getLikingUsers.operation';
import { getManyOperation } from './getMany.operation';
import { getQuotePostsOperation } from './getQuotePosts.operation';
import { getRepostedByOperation } from './getRepostedBy.operation';
import { getRepostsOperation } from './getReposts.operation';
import { hideReplyOperation } from './hideReply.operation';
import { likeOperation } from './like.operation';
import { repostOperation } from './repost.operation';
import { searchAllOperation } from './searchAll.operation';
import { searchRecentOperation } from './searchRecent.operation';
import { undoRepostOperation } from './undoRepost.operation';
import { unlikeOperation } from './unlike.operation';

export const postResource = describeResource('post', 'create', [
	countAllOperation,
	countRecentOperation,
	createOperation,
	createThreadOperation,
	deleteOperation,
	editOperation,
	getOperation,
	getAnalyticsOperation,
	getLikingUsersOperation,
	getManyOperation,
	getQuotePostsOperation,
	getRepostedByOperation,
	getRepostsOperation,
	hideReplyOperation,
	likeOperation,
	repostOperation,
	searchAllOperation,
	searchRecentOperation,
	undoRepostOperation,
	unlikeOperation,
]);

/** Create Thread is written as code (several requests, resumable). */
export const postCustomOperations = { createThread };

export { searchMyPosts } from './searchMyPosts';
export { searchPosts } from './searchPosts';
