import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { lineItemLocator } from '../../descriptions/lineItemLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import { deleteOperation } from './delete.operation';
import { updateOperation } from './update.operation';

const lineItemResource = describeResource('lineItem', 'update', [deleteOperation, updateOperation]);

export const lineItemOperations = lineItemResource.operations;

const everyOperation = { resource: ['lineItem'], operation: ['update', 'delete'] };

export const lineItemFields: INodeProperties[] = [
	accountLocator(everyOperation),
	lineItemLocator(everyOperation),
	...lineItemResource.fields,
];
