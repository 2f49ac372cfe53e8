import { policyRouting } from '../../../shared/routing/policyRouting';
import { dataItems } from '../../shared/dataItems';
import { targetUserProperty, userIdInPath } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/**
 * Blocking or unblocking direct messages from a user (Block, Unblock): the same request,
 * POST /2/users/:id/dm/<value>, where `value` is the operation's.
 */
export function dmBlockingOperation(name: 'Block' | 'Unblock'): Operation {
	const value = name.toLowerCase();
	const what = `${value} direct messages from`;
	return {
		name,
		value,
		action: `${name} direct messages from a user`,
		description: `${name} direct messages from a user`,
		acceptedAuthentication: USER,
		routing: policyRouting({
			request: { method: 'POST', url: `/2/users/:id/dm/${value}` },
			send: { preSend: [userIdInPath('targetUser', 'User')] },
			output: { postReceive: [dataItems] },
		}),
		fields: [targetUserProperty(what)],
	};
}
