import { userListFields, userListRouting } from '../../shared/userListRouting';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /2/lists/{id}/members: The accounts on a list, 100 a page. */
export const membersOperation: Operation = {
	name: 'Members',
	value: 'members',
	action: 'Get members of a list',
	description: 'The accounts on a list, 100 a page',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'appOnly', 'bearerToken'],
	routing: userListRouting('/2/lists/:id/members', [listIdInPath()], 100),
	fields: [listLocatorProperty, ...userListFields],
};
