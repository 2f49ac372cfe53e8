import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import { userListFields, userListRouting } from '../../shared/userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/:id/following: List the users a user (you by default) follows, 1,000 a page. */
export const followingOperation: Operation = {
	name: 'Following',
	value: 'following',
	action: 'Get users a user follows',
	description: 'List the users a user (you by default) follows, 1,000 a page',
	acceptedAuthentication: ANY,
	routing: userListRouting('/2/users/:id/following', [userIdInPath('user', 'User')], 1000),
	fields: [userLocatorProperty(), ...userListFields],
};
