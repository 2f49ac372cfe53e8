import { COUNT_QUERY, countFields } from '../../../shared/fields/searchQuery';
import { countRouting } from './searchRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH2_OR_APP } from '../../../shared/authenticationKinds';

/** GET /2/posts/counts/recent: how many posts of the last 7 days match, per minute, hour or day. */
export const countRecentOperation: Operation = {
	name: 'Count Recent',
	value: 'countRecent',
	action: 'Count recent posts',
	description: 'Count the posts of the last 7 days matching a query, per minute, hour or day',
	acceptedAuthentication: OAUTH2_OR_APP,
	sends: { query: COUNT_QUERY },
	routing: countRouting('/2/posts/counts/recent'),
	fields: countFields('countRecent'),
};
