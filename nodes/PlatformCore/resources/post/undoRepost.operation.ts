import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/users/{id}/reposts/{source_post_id}: the signed-in user's repost removed. */
export const undoRepostOperation: Operation = {
	name: 'Undo Repost',
	value: 'undoRepost',
	action: 'Undo a repost',
	description: "Remove the signed-in user's repost of a post",
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/users/:id/reposts/:source_post_id' },
		send: { preSend: [postIdInPath('Post', 'postId', ':source_post_id'), meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [postLocatorProperty('Post', 'any', 'postId', 'The post you reposted (not your repost)')],
};
