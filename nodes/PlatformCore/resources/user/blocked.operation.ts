import { meInPath } from '../../../shared/users/authenticatedUser';
import { userListFields, userListRouting } from '../../shared/userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/users/:id/blocking: List the users you blocked. */
export const blockedOperation: Operation = {
	name: 'Blocked',
	value: 'blocked',
	action: 'Get users I blocked',
	description: 'List the users you blocked',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken'],
	routing: userListRouting('/2/users/:id/blocking', [meInPath()], 1000),
	fields: [...userListFields],
};
