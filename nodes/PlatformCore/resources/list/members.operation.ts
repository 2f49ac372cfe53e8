import { userListFields, userListRouting } from '../../shared/userListRouting';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/lists/{id}/members: The accounts on a list, 100 a page. */
export const membersOperation: Operation = {
	name: 'Members',
	value: 'members',
	action: 'Get members of a list',
	description: 'The accounts on a list, 100 a page',
	acceptedAuthentication: ANY,
	routing: userListRouting('/2/lists/:id/members', [listIdInPath()], 100),
	fields: [listLocatorProperty, ...userListFields],
};
