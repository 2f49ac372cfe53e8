import type { INodeProperties } from 'n8n-workflow';

import { getMeFields, getMeOperation } from './getMe.operation';

export const userOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['user'] } },
	options: [getMeOperation],
	default: 'getMe',
};

export const userFields: INodeProperties[] = [...getMeFields];
