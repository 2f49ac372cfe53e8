import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { lineItemLocator } from '../../descriptions/lineItemLocator';
import { operationsOf } from '../../helpers/resourceOperations';
import { deleteFields, deleteOperation } from './delete.operation';
import { updateFields, updateOperation } from './update.operation';
import { RESOURCE } from './values';

export const lineItemOperations = operationsOf(RESOURCE, [deleteOperation, updateOperation], 'update');

const everyOperation = { resource: [RESOURCE], operation: ['update', 'delete'] };

export const lineItemFields: INodeProperties[] = [
	accountLocator(everyOperation),
	lineItemLocator(everyOperation),
	...updateFields,
	...deleteFields,
];
