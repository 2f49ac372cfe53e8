import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { userFieldsProperty } from '../../../shared/fields/userFields';
import { userExpansionProperties } from '../../../shared/fields/referredFields';
import { sendUserIds } from './usersByIds';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users?ids=: up to 100 users in one request; unknown ones come back as error items. */
export const getManyByIdsOperation: Operation = {
	name: 'Get Many by IDs',
	value: 'getManyByIds',
	action: 'Get many users by ID',
	description: 'Look up to 100 users by their IDs in one request',
	acceptedAuthentication: ANY,
	sends: { query: ['ids'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/users' },
		send: { preSend: [sendUserIds] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		requiredText(
			'User IDs',
			'userIds',
			'Comma-separated user IDs, at most 100',
			'e.g. 2244994945,783214',
		),
		userFieldsProperty,
		...userExpansionProperties,
	],
};
