import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import { listsFields, listsRouting } from './listFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/owned_lists: The lists a user (you by default) owns. */
export const ownedOperation: Operation = {
	name: 'Owned',
	value: 'owned',
	action: 'Get lists a user owns',
	description: 'The lists a user (you by default) owns',
	acceptedAuthentication: ANY,
	routing: listsRouting('/2/users/:id/owned_lists', [userIdInPath('user', 'User')]),
	fields: [userLocatorProperty(), ...listsFields],
};
