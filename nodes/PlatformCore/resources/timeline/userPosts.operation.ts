import { userLocatorProperty } from '../../../shared/users/userLocator';
import { excludeProperty } from '../../../shared/fields/excludeProperty';
import { postListFields } from '../../shared/postListRouting';
import { userTimelineRouting } from './userTimeline';
import { TIME_FILTER_QUERY, timeFiltersProperty } from '../../../shared/fields/timeFilters';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}/posts: the posts of a user (yours by default), newest first. */
export const userPostsOperation: Operation = {
	name: 'User Posts',
	value: 'userPosts',
	action: "Get a user's posts",
	description: 'List the posts of a user, newest first',
	acceptedAuthentication: ANY,
	sends: { query: TIME_FILTER_QUERY },
	routing: userTimelineRouting('/2/users/:id/posts'),
	fields: [userLocatorProperty(), excludeProperty, timeFiltersProperty, ...postListFields],
};
