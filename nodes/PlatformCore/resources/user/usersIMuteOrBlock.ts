import { meInPath } from '../../../shared/users/authenticatedUser';
import { USER } from '../../../shared/authenticationKinds';
import { userListFields, userListRouting } from '../../shared/userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';

/**
 * The users the signed-in user blocked or muted (Blocked, Muted): the same list, 1000 a page, at
 * GET /2/users/:id/<relation>; `done` is what the user did to them ("blocked").
 */
export function usersIMuteOrBlockOperation(
	name: string,
	done: string,
	relation: 'blocking' | 'muting',
): Operation {
	return {
		name,
		value: done,
		action: `Get users I ${done}`,
		description: `List the users you ${done}`,
		acceptedAuthentication: USER,
		routing: userListRouting(`/2/users/:id/${relation}`, [meInPath()], 1000),
		fields: [...userListFields],
	};
}
