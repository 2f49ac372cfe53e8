import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { postIdInBody, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/**
 * POST /2/users/{id}/reposts: the signed-in user reposts the post. A post already reposted
 * answers `reposted: true` again: the output says so, nothing fails.
 */
export const repostOperation: Operation = {
	name: 'Repost',
	value: 'repost',
	action: 'Repost a post',
	description: 'Repost a post as the signed-in user',
	acceptedAuthentication: USER,
	sends: { body: ['post_id'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/reposts' },
		send: { preSend: [postIdInBody('Post'), meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [postLocatorProperty('Post', 'any')],
};
