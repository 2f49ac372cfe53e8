import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import { postListFields, postListRouting } from '../../shared/postListRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/liked_posts: the posts a user (you by default) liked. */
export const likedPostsOperation: Operation = {
	name: 'Liked Posts',
	value: 'likedPosts',
	action: 'Get posts a user liked',
	description: 'List the posts a user liked',
	acceptedAuthentication: USER,
	routing: postListRouting('/2/users/:id/liked_posts', [userIdInPath('user', 'User')], 100, 5),
	fields: [userLocatorProperty(), ...postListFields],
};
