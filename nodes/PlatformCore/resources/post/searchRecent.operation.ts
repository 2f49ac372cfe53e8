import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { searchFields } from './searchQuery';
import { searchRouting } from './searchRouting';

/** GET /2/posts/search/recent: posts of the last 7 days matching a query. */
export const searchRecentOperation: INodePropertyOptions = {
	name: 'Search Recent',
	value: 'searchRecent',
	action: 'Search recent posts',
	description: 'Search the posts of the last 7 days',
	routing: searchRouting('/2/posts/search/recent', 100),
};

export const searchRecentFields: INodeProperties[] = searchFields('searchRecent');
