import { postLocatorProperty, removeMyMark } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/users/{id}/reposts/{source_post_id}: the signed-in user's repost removed. */
export const undoRepostOperation: Operation = {
	name: 'Undo Repost',
	value: 'undoRepost',
	action: 'Undo a repost',
	description: "Remove the signed-in user's repost of a post",
	acceptedAuthentication: USER,
	routing: removeMyMark('/2/users/:id/reposts/:source_post_id'),
	fields: [postLocatorProperty('Post', 'any', 'postId', 'The post you reposted (not your repost)')],
};
