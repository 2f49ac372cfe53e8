import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { createFields, createOperation } from './create.operation';
import { getFields, getOperation } from './get.operation';

export const productSetOperations = operationList('productSet', 'get', [
	createOperation,
	getOperation,
]);

export const productSetFields: INodeProperties[] = [...createFields, ...getFields];
