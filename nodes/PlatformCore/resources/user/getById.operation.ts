import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { idInPath } from '../../../shared/locators/idInPath';
import { userFieldsProperty } from '../../../shared/fields/userFields';
import { userExpansionProperties } from '../../../shared/fields/referredFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/{id}: one user by numeric ID. */
export const getByIdOperation: Operation = {
	name: 'Get by ID',
	value: 'getById',
	action: 'Get a user by ID',
	description: 'Look up one user by numeric ID',
	acceptedAuthentication: ANY,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/users/:id' },
		send: { preSend: [idInPath('userId', 'User ID')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		requiredText('User ID', 'userId', 'Numeric ID of the user, 1 to 19 digits', 'e.g. 2244994945'),
		userFieldsProperty,
		...userExpansionProperties,
	],
};
