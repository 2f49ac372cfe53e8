import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { countFields } from './searchQuery';
import { countRouting } from './searchRouting';

/** GET /2/posts/counts/all: how many posts of the full archive match (app-only on the platform). */
export const countAllOperation: INodePropertyOptions = {
	name: 'Count All',
	value: 'countAll',
	action: 'Count all posts',
	description:
		'Count the posts of the full archive matching a query (the platform allows it with an app-only credential)',
	routing: countRouting('/2/posts/counts/all'),
};

export const countAllFields: INodeProperties[] = countFields('countAll');
