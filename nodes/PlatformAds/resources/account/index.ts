import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getAppsOperation } from './getApps.operation';
import { getManyOperation } from './getMany.operation';
import { updateOperation } from './update.operation';

const accountResource = describeResource('account', 'getAll', [
	createOperation,
	deleteOperation,
	getOperation,
	getManyOperation,
	getAppsOperation,
	updateOperation,
]);

export const accountOperations = accountResource.operations;

export const accountFields: INodeProperties[] = [
	// One account picker for every operation on one account.
	accountLocator({ resource: ['account'], operation: ['get', 'update', 'delete', 'getApps'] }),
	...accountResource.fields,
];
