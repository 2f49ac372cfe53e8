import { meInPath } from '../../../shared/users/authenticatedUser';
import { postListFields, postListRouting } from '../../shared/postListRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/bookmarks: the signed-in user's bookmarked posts, 100 a page. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get my bookmarks',
	description: 'List the posts you bookmarked',
	acceptedAuthentication: USER,
	routing: postListRouting('/2/users/:id/bookmarks', [meInPath()], 100),
	fields: postListFields,
};
