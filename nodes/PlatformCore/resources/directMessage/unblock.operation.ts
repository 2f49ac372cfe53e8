import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { targetUserProperty, userIdInPath } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/users/{id}/dm/unblock: direct messages from a user allowed again. */
export const unblockOperation: Operation = {
	name: 'Unblock',
	value: 'unblock',
	action: 'Unblock direct messages from a user',
	description: 'Unblock direct messages from a user',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/dm/unblock' },
		send: { preSend: [userIdInPath('targetUser', 'User')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [targetUserProperty('unblock direct messages from')],
};
