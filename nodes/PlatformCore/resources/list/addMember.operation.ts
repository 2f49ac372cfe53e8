import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { userIdInBody } from '../../../shared/users/userLocator';
import { listIdInPath, listLocatorProperty } from '../../../shared/locators/listLocator';
import { memberProperty } from './member';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/lists/{id}/members: an account added (`is_member: true`, also when it already was). */
export const addMemberOperation: Operation = {
	name: 'Add Member',
	value: 'addMember',
	action: 'Add a member to a list',
	description: 'Add an account to one of your lists',
	acceptedAuthentication: USER,
	sends: { body: ['user_id'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/lists/:id/members' },
		send: { preSend: [listIdInPath(), userIdInBody('member', 'User', 'user_id')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [listLocatorProperty, memberProperty],
};
