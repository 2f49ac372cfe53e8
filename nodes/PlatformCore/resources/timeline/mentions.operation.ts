import { userLocatorProperty } from '../../../shared/users/userLocator';
import { postListFields } from '../../shared/postListRouting';
import { userTimelineRouting } from './userTimeline';
import { TIME_FILTER_QUERY, timeFiltersProperty } from '../../../shared/fields/timeFilters';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/mentions: posts that mention a user (you by default), newest first. */
export const mentionsOperation: Operation = {
	name: 'Mentions',
	value: 'mentions',
	action: 'Get mentions of a user',
	description: 'List the posts that mention a user, newest first',
	acceptedAuthentication: ANY,
	sends: { query: TIME_FILTER_QUERY },
	routing: userTimelineRouting('/2/users/:id/mentions'),
	fields: [userLocatorProperty(), timeFiltersProperty, ...postListFields],
};
