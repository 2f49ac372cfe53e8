import { describeResource } from '../../../shared/descriptions/resource';
import { addMemberOperation } from './addMember.operation';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { followOperation } from './follow.operation';
import { followedOperation } from './followed.operation';
import { followersOperation } from './followers.operation';
import { getOperation } from './get.operation';
import { membersOperation } from './members.operation';
import { membershipsOperation } from './memberships.operation';
import { ownedOperation } from './owned.operation';
import { pinOperation } from './pin.operation';
import { pinnedOperation } from './pinned.operation';
import { postsOperation } from './posts.operation';
import { removeMemberOperation } from './removeMember.operation';
import { unfollowOperation } from './unfollow.operation';
import { unpinOperation } from './unpin.operation';
import { updateOperation } from './update.operation';
import { searchLists } from '../../../shared/locators/listLocator';
import type { ResourceModule } from '../../../shared/descriptions/registry';

export const listResource: ResourceModule = {
	...describeResource('list', 'addMember', [
		addMemberOperation,
		createOperation,
		deleteOperation,
		followOperation,
		followedOperation,
		followersOperation,
		getOperation,
		membersOperation,
		membershipsOperation,
		ownedOperation,
		pinOperation,
		pinnedOperation,
		postsOperation,
		removeMemberOperation,
		unfollowOperation,
		unpinOperation,
		updateOperation,
	]),
	listSearch: { searchLists },
};
