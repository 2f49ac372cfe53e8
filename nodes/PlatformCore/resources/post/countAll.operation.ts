import { COUNT_QUERY, countFields } from '../../../shared/fields/searchQuery';
import { countRouting } from './searchRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP } from '../../../shared/authenticationKinds';

/** GET /2/posts/counts/all: how many posts of the full archive match (app-only on the platform). */
export const countAllOperation: Operation = {
	name: 'Count All',
	value: 'countAll',
	action: 'Count all posts',
	description:
		'Count the posts of the full archive matching a query (the platform allows it with an app-only credential)',
	acceptedAuthentication: APP,
	sends: { query: COUNT_QUERY },
	routing: countRouting('/2/posts/counts/all'),
	fields: countFields('countAll'),
};
