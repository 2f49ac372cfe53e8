import { describeResource } from '../../../shared/descriptions/resource';
import { countAllOperation } from './countAll.operation';
import { countRecentOperation } from './countRecent.operation';
import { createOperation } from './create.operation';
import { createThreadOperation } from './createThread.operation';
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
import { searchMyPosts } from './searchMyPosts';
import { searchPosts } from './searchPosts';
import type { ResourceModule } from '../../../shared/descriptions/registry';

export const postResource: ResourceModule = {
	...describeResource('post', 'create', [
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
	]),
	listSearch: { searchMyPosts, searchPosts },
};
