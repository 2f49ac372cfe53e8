import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { postIdInBody, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/**
 * POST /2/users/{id}/likes: the signed-in user likes the post. A post already liked answers
 * `liked: true` as a new like does: the output says so, nothing fails.
 */
export const likeOperation: Operation = {
	name: 'Like',
	value: 'like',
	action: 'Like a post',
	description: 'Like a post as the signed-in user',
	acceptedAuthentication: USER,
	sends: { body: ['post_id'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/likes' },
		send: { preSend: [postIdInBody('Post'), meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [postLocatorProperty('Post', 'any')],
};
