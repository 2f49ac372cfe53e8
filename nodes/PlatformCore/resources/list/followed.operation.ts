import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import { listsFields, listsRouting } from './listFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/followed_lists: The lists a user (you by default) follows. */
export const followedOperation: Operation = {
	name: 'Followed',
	value: 'followed',
	action: 'Get lists a user follows',
	description: 'The lists a user (you by default) follows',
	acceptedAuthentication: ANY,
	routing: listsRouting('/2/users/:id/followed_lists', [userIdInPath('user', 'User')]),
	fields: [userLocatorProperty(), ...listsFields],
};
