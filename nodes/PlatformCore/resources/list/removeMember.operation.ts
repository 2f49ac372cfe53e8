import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { userIdInPath } from '../../../shared/users/userLocator';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import { memberProperty } from './member';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** DELETE /2/lists/{id}/members/{user_id}: an account taken off a list. */
export const removeMemberOperation: Operation = {
	name: 'Remove Member',
	value: 'removeMember',
	action: 'Remove a member from a list',
	description: 'Take an account off one of your lists',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/lists/:id/members/:user_id' },
		send: { preSend: [listIdInPath(), userIdInPath('member', 'User', ':user_id')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [listLocatorProperty, memberProperty],
};
