import { describeResource } from '../../../shared/descriptions/resource';
import { deleteAllOperation } from './deleteAll.operation';
import { deleteByEndpointOperation } from './deleteByEndpoint.operation';
import { deleteByIdsOperation } from './deleteByIds.operation';
import { getManyOperation } from './getMany.operation';

const connectionResource = describeResource('connection', 'getAll', [
	getManyOperation,
	deleteAllOperation,
	deleteByEndpointOperation,
	deleteByIdsOperation,
]);

export const connectionOperations = connectionResource.operations;

export const connectionFields = connectionResource.fields;
