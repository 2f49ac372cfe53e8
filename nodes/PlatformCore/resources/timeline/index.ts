import { describeResource } from '../../../shared/descriptions/resource';
import { homeTimelineOperation } from './homeTimeline.operation';
import { likedPostsOperation } from './likedPosts.operation';
import { mentionsOperation } from './mentions.operation';
import { repostsOfMeOperation } from './repostsOfMe.operation';
import { userPostsOperation } from './userPosts.operation';

export const timelineResource = describeResource('timeline', 'mentions', [
	homeTimelineOperation,
	likedPostsOperation,
	mentionsOperation,
	repostsOfMeOperation,
	userPostsOperation,
]);
