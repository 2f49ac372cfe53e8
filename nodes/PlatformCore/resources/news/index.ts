import type { INodeProperties } from 'n8n-workflow';

import { getFields, getOperation } from './get.operation';
import { searchFields, searchOperation } from './search.operation';

export const newsOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['news'] } },
	options: [getOperation, searchOperation],
	default: 'search',
};

export const newsFields: INodeProperties[] = [...getFields, ...searchFields];
