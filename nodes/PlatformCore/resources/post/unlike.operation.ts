import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/users/{id}/likes/{post_id}: the signed-in user's like taken back (`liked: false`). */
export const unlikeOperation: Operation = {
	name: 'Unlike',
	value: 'unlike',
	action: 'Unlike a post',
	description: "Take back the signed-in user's like of a post",
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/users/:id/likes/:post_id' },
		send: { preSend: [postIdInPath('Post', 'postId', ':post_id'), meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [postLocatorProperty('Post', 'any')],
};
