import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { deleteAllOperation } from './deleteAll.operation';
import { deleteByEndpointFields, deleteByEndpointOperation } from './deleteByEndpoint.operation';
import { deleteByIdsFields, deleteByIdsOperation } from './deleteByIds.operation';
import { getManyFields, getManyOperation } from './getMany.operation';

export const connectionOperations = operationList('connection', 'getAll', [
	getManyOperation,
	deleteAllOperation,
	deleteByEndpointOperation,
	deleteByIdsOperation,
]);

export const connectionFields: INodeProperties[] = [
	...getManyFields,
	...deleteByEndpointFields,
	...deleteByIdsFields,
];
