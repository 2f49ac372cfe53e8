import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { countFields } from './searchQuery';
import { countRouting } from './searchRouting';

/** GET /2/posts/counts/recent: how many posts of the last 7 days match, per minute, hour or day. */
export const countRecentOperation: INodePropertyOptions = {
	name: 'Count Recent',
	value: 'countRecent',
	action: 'Count recent posts',
	description: 'Count the posts of the last 7 days matching a query, per minute, hour or day',
	routing: countRouting('/2/posts/counts/recent'),
};

export const countRecentFields: INodeProperties[] = countFields('countRecent');
