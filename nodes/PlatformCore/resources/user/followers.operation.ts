import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import { userListFields, userListRouting } from '../../shared/userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/:id/followers: List the followers of a user (yours by default), 1,000 a page. */
export const followersOperation: Operation = {
	name: 'Followers',
	value: 'followers',
	action: 'Get followers of a user',
	description: 'List the followers of a user (yours by default), 1,000 a page',
	acceptedAuthentication: ANY,
	routing: userListRouting('/2/users/:id/followers', [userIdInPath('user', 'User')], 1000),
	fields: [userLocatorProperty(), ...userListFields],
};
