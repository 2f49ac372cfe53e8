import { userIdInPath, userLocatorProperty } from '../../../shared/users/userLocator';
import { userListFields, userListRouting } from '../../shared/userListRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/:id/affiliates: List the accounts affiliated with a user (an organization). */
export const affiliatesOperation: Operation = {
	name: 'Affiliates',
	value: 'affiliates',
	action: 'Get affiliates of a user',
	description: 'List the accounts affiliated with a user (an organization)',
	acceptedAuthentication: ANY,
	routing: userListRouting('/2/users/:id/affiliates', [userIdInPath('user', 'User')], 1000),
	fields: [userLocatorProperty(), ...userListFields],
};
