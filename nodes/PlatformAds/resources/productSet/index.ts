import type { INodeProperties } from 'n8n-workflow';

import { createFields, createOperation } from './create.operation';
import { getFields, getOperation } from './get.operation';

export const productSetOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['productSet'] } },
	options: [createOperation, getOperation],
	default: 'get',
};

export const productSetFields: INodeProperties[] = [...createFields, ...getFields];
