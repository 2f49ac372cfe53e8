import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { dataItems } from '../../shared/dataItems';
import { targetUserProperty, userIdInPath } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /2/users/:source_user_id/following/:target_user_id: Stop following a user. */
export const unfollowOperation: Operation = {
	name: 'Unfollow',
	value: 'unfollow',
	action: 'Unfollow a user',
	description: 'Stop following a user',
	acceptedAuthentication: ['oAuth1', 'oAuth1SignIn', 'oAuth2', 'bearerToken'],
	routing: policyRouting({
		request: { method: 'DELETE', url: '/2/users/:source_user_id/following/:target_user_id' },
		send: {
			preSend: [userIdInPath('targetUser', 'User', ':target_user_id'), meInPath(':source_user_id')],
		},
		output: { postReceive: [dataItems] },
	}),
	fields: [targetUserProperty('unfollow')],
};
