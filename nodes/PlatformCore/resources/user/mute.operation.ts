import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { targetUserProperty, userIdInBody } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { USER } from '../../../shared/authenticationKinds';

/** POST /2/users/:id/muting: Mute a user: their posts leave your timeline (already muted is reported, not failed). */
export const muteOperation: Operation = {
	name: 'Mute',
	value: 'mute',
	action: 'Mute a user',
	description:
		'Mute a user: their posts leave your timeline (already muted is reported, not failed)',
	acceptedAuthentication: USER,
	sends: { body: ['target_user_id'] },
	routing: policyRouting({
		request: { method: 'POST', url: '/2/users/:id/muting' },
		send: { preSend: [userIdInBody('targetUser', 'User', 'target_user_id'), meInPath()] },
		output: { postReceive: [dataItems] },
	}),
	fields: [targetUserProperty('mute')],
};
