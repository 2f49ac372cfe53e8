import { accountLocator } from '../../../shared/ads/accountLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { deleteOperation } from './delete.operation';
import { doNotReachListLocator } from './doNotReachListLocator';
import { addUsersOperation, removeUsersOperation, usersFields } from './users.operation';

const everyOperation = { resource: ['doNotReachList'] };

export const doNotReachListResource = describeResource(
	'doNotReachList',
	'addUsers',
	[addUsersOperation, deleteOperation, removeUsersOperation],
	{
		before: [accountLocator(everyOperation), doNotReachListLocator(everyOperation), ...usersFields],
	},
);
