import { accountLocator } from '../../../shared/ads/accountLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { deleteOperation } from './delete.operation';
import { doNotReachListLocator } from './doNotReachListLocator';
import {
	addUsersOperation,
	removeUsersOperation,
	uploadListUsers,
	usersFields,
} from './users.operation';

const everyOperation = { resource: ['doNotReachList'] };

export const doNotReachListResource = describeResource(
	'doNotReachList',
	'addUsers',
	[addUsersOperation, deleteOperation, removeUsersOperation],
	{
		before: [accountLocator(everyOperation), doNotReachListLocator(everyOperation), ...usersFields],
	},
);

/** Add and Remove Users batch many items into one request (the node's customOperations); Delete is routing. */
export const doNotReachListCustomOperations = {
	addUsers: uploadListUsers('Update'),
	removeUsers: uploadListUsers('Delete'),
};
