import { postListFields, postListRouting } from '../../shared/postListRouting';
import { spaceIdInPath, spaceIdProperty } from './spaceId';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_OR_APP } from '../../../shared/authenticationKinds';

/** GET /2/spaces/{id}/posts: the posts shared in a space, 100 a page. */
export const postsOperation: Operation = {
	name: 'Posts',
	value: 'posts',
	action: 'Get posts shared in a space',
	description: 'List the posts shared in a space',
	acceptedAuthentication: OAUTH2_OR_APP,
	routing: postListRouting('/2/spaces/:id/posts', [spaceIdInPath], 100),
	fields: [spaceIdProperty, ...postListFields],
};
