import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { deleteFields, deleteOperation } from './delete.operation';
import { getFields, getOperation } from './get.operation';
import { getAppsFields, getAppsOperation } from './getApps.operation';
import { getManyFields, getManyOperation } from './getMany.operation';
import { updateFields, updateOperation } from './update.operation';

export const accountOperations = operationList('account', 'getAll', [
	createOperation,
	deleteOperation,
	getOperation,
	getManyOperation,
	getAppsOperation,
	updateOperation,
]);

export const accountFields: INodeProperties[] = [
	// One account picker for every operation on one account.
	accountLocator({ resource: ['account'], operation: ['get', 'update', 'delete', 'getApps'] }),
	...getManyFields,
	...getFields,
	...createFields,
	...updateFields,
	...deleteFields,
	...getAppsFields,
];
