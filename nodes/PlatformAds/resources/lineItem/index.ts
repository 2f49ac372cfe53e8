import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { lineItemLocator } from '../../descriptions/lineItemLocator';
import { operationList } from '../../../shared/descriptions/operationList';
import { deleteFields, deleteOperation } from './delete.operation';
import { updateFields, updateOperation } from './update.operation';
import { RESOURCE } from './lineItemEnums';

export const lineItemOperations = operationList(RESOURCE, 'update', [
	deleteOperation,
	updateOperation,
]);

const everyOperation = { resource: [RESOURCE], operation: ['update', 'delete'] };

export const lineItemFields: INodeProperties[] = [
	accountLocator(everyOperation),
	lineItemLocator(everyOperation),
	...updateFields,
	...deleteFields,
];
