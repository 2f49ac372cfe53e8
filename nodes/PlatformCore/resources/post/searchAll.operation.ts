import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { searchFields } from './searchQuery';
import { searchRouting } from './searchRouting';

/** GET /2/posts/search/all: the full archive matching a query (app-only on the platform). */
export const searchAllOperation: INodePropertyOptions = {
	name: 'Search All',
	value: 'searchAll',
	action: 'Search all posts',
	description:
		'Search the full archive of posts (the platform allows it with an app-only credential: Bearer Token or App-Only)',
	routing: searchRouting('/2/posts/search/all', 500),
};

export const searchAllFields: INodeProperties[] = searchFields('searchAll');
