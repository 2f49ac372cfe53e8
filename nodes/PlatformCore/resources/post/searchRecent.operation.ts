import { SEARCH_QUERY, searchFields } from '../../../shared/fields/searchQuery';
import { searchRouting } from './searchRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/posts/search/recent: posts of the last 7 days matching a query. */
export const searchRecentOperation: Operation = {
	name: 'Search Recent',
	value: 'searchRecent',
	action: 'Search recent posts',
	description: 'Search the posts of the last 7 days',
	acceptedAuthentication: ANY,
	sends: { query: SEARCH_QUERY },
	routing: searchRouting('/2/posts/search/recent', 100),
	fields: searchFields('searchRecent'),
};
