import type { INodePropertyRouting } from 'n8n-workflow';

import { userIdInPath } from '../../../shared/users/userLocator';
import { postListRouting } from '../../shared/postListRouting';
import { sendTimeFilters } from '../../../shared/fields/timeFilters';

/**
 * The posts of a timeline of the user in the User field (you by default), between the time
 * filters: 100 a page at most and 5 at least, the smallest page these timelines take.
 */
export const userTimelineRouting = (url: string): INodePropertyRouting =>
	postListRouting(url, [sendTimeFilters, userIdInPath('user', 'User')], 100, 5);
