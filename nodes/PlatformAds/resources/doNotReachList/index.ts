import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { operationList } from '../../../shared/descriptions/operationList';
import { deleteFields, deleteOperation } from './delete.operation';
import { doNotReachListLocator } from './doNotReachListLocator';
import {
	addUsersOperation,
	removeUsersOperation,
	uploadListUsers,
	usersFields,
} from './users.operation';

export const doNotReachListOperations = operationList('doNotReachList', 'addUsers', [
	addUsersOperation,
	deleteOperation,
	removeUsersOperation,
]);

const everyOperation = { resource: ['doNotReachList'] };

export const doNotReachListFields: INodeProperties[] = [
	accountLocator(everyOperation),
	doNotReachListLocator(everyOperation),
	...usersFields,
	...deleteFields,
];

/** Add and Remove Users batch many items into one request (the node's customOperations); Delete is routing. */
export const doNotReachListCustomOperations = {
	addUsers: uploadListUsers('Update'),
	removeUsers: uploadListUsers('Delete'),
};
