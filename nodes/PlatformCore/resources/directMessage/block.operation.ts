import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { targetUserProperty, userIdInPath } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/users/{id}/dm/block: direct messages from a user blocked. */
export const blockOperation: Operation = {
	name: 'Block',
	value: 'block',
	action: 'Block direct messages from a user',
	description: 'Block direct messages from a user',
	acceptedAuthentication: USER,
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/dm/block' },
		send: { preSend: [userIdInPath('targetUser', 'User')] },
		output: { postReceive: [dataItems] },
	}),
	fields: [targetUserProperty('block direct messages from')],
};
