import { postListFields, postListRouting } from '../../shared/postListRouting';
import { spaceIdInPath, spaceIdProperty } from './spaceId';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/spaces/{id}/posts: the posts shared in a space, 100 a page. */
export const postsOperation: Operation = {
	name: 'Posts',
	value: 'posts',
	action: 'Get posts shared in a space',
	description: 'List the posts shared in a space',
	acceptedAuthentication: ['oAuth2', 'appOnly', 'bearerToken'],
	routing: postListRouting('/2/spaces/:id/posts', [spaceIdInPath], 100),
	fields: [spaceIdProperty, ...postListFields],
};
