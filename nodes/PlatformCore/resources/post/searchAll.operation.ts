import { SEARCH_QUERY, searchFields } from '../../../shared/fields/searchQuery';
import { searchRouting } from './searchRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/posts/search/all: the full archive matching a query (app-only on the platform). */
export const searchAllOperation: Operation = {
	name: 'Search All',
	value: 'searchAll',
	action: 'Search all posts',
	description:
		'Search the full archive of posts (the platform allows it with an app-only credential: Bearer Token or App-Only)',
	acceptedAuthentication: APP,
	sends: { query: SEARCH_QUERY },
	routing: searchRouting('/2/posts/search/all', 500),
	fields: searchFields('searchAll'),
};
