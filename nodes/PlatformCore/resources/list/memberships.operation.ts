import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import { listsFields, listsRouting } from './listFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/list_memberships: The lists a user (you by default) is a member of. */
export const membershipsOperation: Operation = {
	name: 'Memberships',
	value: 'memberships',
	action: 'Get lists a user is on',
	description: 'The lists a user (you by default) is a member of',
	acceptedAuthentication: ANY,
	routing: listsRouting('/2/users/:id/list_memberships', [userIdInPath('user', 'User')]),
	fields: [userLocatorProperty(), ...listsFields],
};
