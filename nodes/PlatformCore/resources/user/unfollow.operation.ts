import { endRelationOperation } from './endRelation';

/** DELETE /2/users/:source_user_id/following/:target_user_id: Stop following a user. */
export const unfollowOperation = endRelationOperation(
	'Unfollow',
	'Stop following a user',
	'following',
);
