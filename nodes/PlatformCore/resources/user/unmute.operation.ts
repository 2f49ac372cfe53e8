import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { targetUserProperty, userIdInPath } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /2/users/:source_user_id/muting/:target_user_id: Unmute a user. */
export const unmuteOperation: Operation = {
	name: 'Unmute',
	value: 'unmute',
	action: 'Unmute a user',
	description: 'Unmute a user',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken'],
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/users/:source_user_id/muting/:target_user_id' },
		send: {
			preSend: [userIdInPath('targetUser', 'User', ':target_user_id'), meInPath(':source_user_id')],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [targetUserProperty('unmute')],
};
