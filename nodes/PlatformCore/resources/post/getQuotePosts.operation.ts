import { postListFields, postListRouting } from '../../shared/postListRouting';
import { excludeProperty } from '../../../shared/fields/excludeProperty';
import { postIdInPath, postLocatorProperty } from '../../shared/postLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/posts/{id}/quote_posts: the posts that quote a post, 100 a page (at least 10). */
export const getQuotePostsOperation: Operation = {
	name: 'Get Quote Posts',
	value: 'getQuotePosts',
	action: 'Get quote posts of a post',
	description: 'List the posts that quote a post',
	acceptedAuthentication: ANY,
	routing: postListRouting('/2/posts/:id/quote_posts', [postIdInPath('Post')], 100, 10),
	fields: [postLocatorProperty('Post', 'any'), excludeProperty, ...postListFields],
};
