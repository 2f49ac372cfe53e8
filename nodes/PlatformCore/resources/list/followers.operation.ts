import { userListFields, userListRouting } from '../../shared/userListRouting';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/lists/{id}/followers: The users who follow a list, 100 a page. */
export const followersOperation: Operation = {
	name: 'Followers',
	value: 'followers',
	action: 'Get followers of a list',
	description: 'The users who follow a list, 100 a page',
	acceptedAuthentication: ANY,
	routing: userListRouting('/2/lists/:id/followers', [listIdInPath()], 100),
	fields: [listLocatorProperty, ...userListFields],
};
