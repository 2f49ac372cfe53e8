import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { deleteOperation } from './delete.operation';
import { doNotReachListLocator } from './doNotReachListLocator';
import {
	addUsersOperation,
	removeUsersOperation,
	uploadListUsers,
	usersFields,
} from './users.operation';

const doNotReachListResource = describeResource('doNotReachList', 'addUsers', [
	addUsersOperation,
	deleteOperation,
	removeUsersOperation,
]);

export const doNotReachListOperations = doNotReachListResource.operations;

const everyOperation = { resource: ['doNotReachList'] };

export const doNotReachListFields: INodeProperties[] = [
	accountLocator(everyOperation),
	doNotReachListLocator(everyOperation),
	...usersFields,
	...doNotReachListResource.fields,
];

/** Add and Remove Users batch many items into one request (the node's customOperations); Delete is routing. */
export const doNotReachListCustomOperations = {
	addUsers: uploadListUsers('Update'),
	removeUsers: uploadListUsers('Delete'),
};
