import { policyRouting } from '../../../shared/routing/policyRouting';
import { meInPath } from '../../../shared/users/authenticatedUser';
import { USER } from '../../../shared/authenticationKinds';
import { dataItems } from '../../shared/dataItems';
import { targetUserProperty, userIdInPath } from '../../../shared/users/userLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/**
 * Ending a relation of the signed-in user with another user (Unfollow, Unmute): the same request,
 * DELETE /2/users/:source_user_id/<relation>/:target_user_id, with the relation's path segment.
 */
export function endRelationOperation(
	name: string,
	description: string,
	relation: 'following' | 'muting',
): Operation {
	const value = name.toLowerCase();
	return {
		name,
		value,
		action: `${name} a user`,
		description,
		acceptedAuthentication: USER,
		routing: policyRouting({
			request: { method: 'DELETE', url: `/2/users/:source_user_id/${relation}/:target_user_id` },
			send: {
				preSend: [
					userIdInPath('targetUser', 'User', ':target_user_id'),
					meInPath(':source_user_id'),
				],
			},
			output: { postReceive: [dataItems] },
		}),
		fields: [targetUserProperty(value)],
	};
}
