import { meInPath } from '../../../shared/users/authenticatedUser';
import { excludeProperty } from '../../../shared/fields/excludeProperty';
import { postListFields, postListRouting } from '../../shared/postListRouting';
import {
	sendTimeFilters,
	TIME_FILTER_QUERY,
	timeFiltersProperty,
} from '../../../shared/fields/timeFilters';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/**
 * GET /2/users/{id}/timelines/reverse_chronological: the signed-in user's home timeline (their
 * posts and those of the accounts they follow), newest first.
 */
export const homeTimelineOperation: Operation = {
	name: 'Home Timeline',
	value: 'homeTimeline',
	action: 'Get my home timeline',
	description: 'List the posts of your home timeline, newest first',
	acceptedAuthentication: USER,
	sends: { query: TIME_FILTER_QUERY },
	routing: postListRouting(
		'/2/users/:id/timelines/reverse_chronological',
		[sendTimeFilters, meInPath()],
		100,
	),
	fields: [excludeProperty, timeFiltersProperty, ...postListFields],
};
