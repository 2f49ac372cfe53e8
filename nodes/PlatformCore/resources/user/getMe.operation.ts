import { policyRouting } from '../../../shared/routing/policyRouting';
import { userFieldsProperty } from '../../../shared/fields/userFields';
import { userExpansionProperties } from '../../../shared/fields/referredFields';
import { recordItems } from '../../shared/dataItems';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** GET /2/users/me: the user the credential acts for (user context only). */
export const getMeOperation: Operation = {
	name: 'Get Me',
	value: 'getMe',
	action: 'Get the authenticated user',
	description: 'Return the user the credential acts for',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'GET', url: '/2/users/me' },
		output: { postReceive: [recordItems('your user record')] },
	}),
	fields: [userFieldsProperty, ...userExpansionProperties],
};
