import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import { userListFields, userListRouting } from '../../shared/userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/users/:id/followers: List the followers of a user (yours by default), 1,000 a page. */
export const followersOperation: Operation = {
	name: 'Followers',
	value: 'followers',
	action: 'Get followers of a user',
	description: 'List the followers of a user (yours by default), 1,000 a page',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'appOnly', 'bearerToken'],
	routing: userListRouting('/2/users/:id/followers', [userIdInPath('user', 'User')], 1000),
	fields: [userLocatorProperty(), ...userListFields],
};
