import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { userFieldsProperty } from '../../../shared/fields/userFields';
import { userExpansionProperties } from '../../../shared/fields/referredFields';
import { sendUsernames } from './usersByIds';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredText } from '../../../shared/descriptions/properties';
import { ANY } from '../../../shared/authenticationKinds';

/** GET /2/users/by?usernames=: up to 100 users in one request; unknown ones as error items. */
export const getManyByUsernamesOperation: Operation = {
	name: 'Get Many by Usernames',
	value: 'getManyByUsernames',
	action: 'Get many users by username',
	description: 'Look up to 100 users by their usernames in one request',
	acceptedAuthentication: ANY,
	sends: { query: ['usernames'] },
	routing: policyRouting({
		request: { method: 'GET', url: '/2/users/by' },
		send: { preSend: [sendUsernames] },
		output: { postReceive: [dataItems] },
	}),
	fields: [
		requiredText(
			'Usernames',
			'usernames',
			'Comma-separated usernames, with or without @, at most 100',
			'e.g. platformdev, @platform',
		),
		userFieldsProperty,
		...userExpansionProperties,
	],
};
