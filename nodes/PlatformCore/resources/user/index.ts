import { describeResource } from '../../../shared/descriptions/resource';
import { affiliatesOperation } from './affiliates.operation';
import { blockedOperation } from './blocked.operation';
import { followOperation } from './follow.operation';
import { followersOperation } from './followers.operation';
import { followingOperation } from './following.operation';
import { getByIdOperation } from './getById.operation';
import { getByUsernameOperation } from './getByUsername.operation';
import { getManyByIdsOperation } from './getManyByIds.operation';
import { getManyByUsernamesOperation } from './getManyByUsernames.operation';
import { getMeOperation } from './getMe.operation';
import { muteOperation } from './mute.operation';
import { mutedOperation } from './muted.operation';
import { searchOperation } from './search.operation';
import { unfollowOperation } from './unfollow.operation';
import { unmuteOperation } from './unmute.operation';

export const userResource = describeResource('user', 'getMe', [
	affiliatesOperation,
	blockedOperation,
	followOperation,
	followersOperation,
	followingOperation,
	getByIdOperation,
	getByUsernameOperation,
	getManyByIdsOperation,
	getManyByUsernamesOperation,
	getMeOperation,
	muteOperation,
	mutedOperation,
	searchOperation,
	unfollowOperation,
	unmuteOperation,
]);
