import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { targetUserProperty, userIdInBody } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/users/:id/following: Follow a user as the signed-in user (already followed is reported, not failed). */
export const followOperation: Operation = {
	name: 'Follow',
	value: 'follow',
	action: 'Follow a user',
	description: 'Follow a user as the signed-in user (already followed is reported, not failed)',
	acceptedAuthentication: USER,
	sends: { body: ['target_user_id'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/following' },
		send: { preSend: [userIdInBody('targetUser', 'User', 'target_user_id'), meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [targetUserProperty('follow')],
};
