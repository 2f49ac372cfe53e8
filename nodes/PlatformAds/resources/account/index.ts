import type { INodeProperties } from 'n8n-workflow';

import { getManyFields, getManyOperation } from './getMany.operation';

export const accountOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['account'] } },
	options: [getManyOperation],
	default: 'getAll',
};

export const accountFields: INodeProperties[] = [...getManyFields];
