import { meInPath } from '../../../shared/users/authenticatedUser';
import { userListFields, userListRouting } from '../../shared/userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/users/:id/muting: List the users you muted. */
export const mutedOperation: Operation = {
	name: 'Muted',
	value: 'muted',
	action: 'Get users I muted',
	description: 'List the users you muted',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken'],
	routing: userListRouting('/2/users/:id/muting', [meInPath()], 1000),
	fields: [...userListFields],
};
