import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { lineItemLocator } from '../../descriptions/lineItemLocator';
import { operationList } from '../../../shared/descriptions/operationList';
import { deleteFields, deleteOperation } from './delete.operation';
import { updateFields, updateOperation } from './update.operation';

export const lineItemOperations = operationList('lineItem', 'update', [
	deleteOperation,
	updateOperation,
]);

const everyOperation = { resource: ['lineItem'], operation: ['update', 'delete'] };

export const lineItemFields: INodeProperties[] = [
	accountLocator(everyOperation),
	lineItemLocator(everyOperation),
	...updateFields,
	...deleteFields,
];
