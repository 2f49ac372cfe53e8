import { userIdInPath, userLocatorProperty } from '../../shared/userLocator';
import { excludeProperty } from '../post/excludeProperty';
import { postListFields, postListRouting } from '../post/postListRouting';
import { sendTimeFilters, timeFiltersProperty } from '../post/timeFilters';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/users/{id}/posts: the posts of a user (yours by default), newest first. */
export const userPostsOperation: Operation = {
	name: 'User Posts',
	value: 'userPosts',
	action: "Get a user's posts",
	description: 'List the posts of a user, newest first',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'appOnly', 'bearerToken'],
	routing: postListRouting(
		'/2/users/:id/posts',
		[sendTimeFilters, userIdInPath('user', 'User')],
		100,
		5,
	),
	fields: [userLocatorProperty(), excludeProperty, timeFiltersProperty, ...postListFields],
};
