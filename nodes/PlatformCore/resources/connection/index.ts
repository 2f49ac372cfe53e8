import type { INodeProperties } from 'n8n-workflow';

import { deleteAllOperation } from './deleteAll.operation';
import { deleteByEndpointFields, deleteByEndpointOperation } from './deleteByEndpoint.operation';
import { deleteByIdsFields, deleteByIdsOperation } from './deleteByIds.operation';
import { getManyFields, getManyOperation } from './getMany.operation';

export const connectionOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['connection'] } },
	options: [getManyOperation, deleteAllOperation, deleteByEndpointOperation, deleteByIdsOperation],
	default: 'getAll',
};

export const connectionFields: INodeProperties[] = [...getManyFields, ...deleteByEndpointFields, ...deleteByIdsFields];
