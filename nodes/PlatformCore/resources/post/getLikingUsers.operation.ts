import { userListFields, userListRouting } from '../../shared/userListRouting';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/posts/{id}/liking_users: the users who liked a post, 100 a page. */
export const getLikingUsersOperation: Operation = {
	name: 'Get Liking Users',
	value: 'getLikingUsers',
	action: 'Get users who liked a post',
	description: 'List the users who liked a post',
	acceptedAuthentication: USER,
	routing: userListRouting('/2/posts/:id/liking_users', [postIdInPath('Post')], 100),
	fields: [postLocatorProperty('Post', 'any'), ...userListFields],
};
