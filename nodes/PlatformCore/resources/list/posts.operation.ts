import { postListFields, postListRouting } from '../../shared/postListRouting';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/lists/{id}/posts: the posts of a list's members, newest first, 100 a page. */
export const postsOperation: Operation = {
	name: 'Posts',
	value: 'posts',
	action: 'Get posts of a list',
	description: "The posts of a list's members, newest first",
	acceptedAuthentication: ANY,
	routing: postListRouting('/2/lists/:id/posts', [listIdInPath()], 100),
	fields: [listLocatorProperty, ...postListFields],
};
