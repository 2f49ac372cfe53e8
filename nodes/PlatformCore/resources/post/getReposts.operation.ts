import { postListFields, postListRouting } from '../../shared/postListRouting';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/posts/{id}/reposts: the reposts of a post, as posts, 100 a page. */
export const getRepostsOperation: Operation = {
	name: 'Get Reposts',
	value: 'getReposts',
	action: 'Get reposts of a post',
	description: 'List the reposts of a post, as posts',
	acceptedAuthentication: ANY,
	routing: postListRouting('/2/posts/:id/reposts', [postIdInPath('Post')], 100),
	fields: [postLocatorProperty('Post', 'any'), ...postListFields],
};
