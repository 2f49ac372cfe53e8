import { describeResource } from '../../../shared/descriptions/resource';
import { deleteAllOperation } from './deleteAll.operation';
import { deleteByEndpointOperation } from './deleteByEndpoint.operation';
import { deleteByIdsOperation } from './deleteByIds.operation';
import { getManyOperation } from './getMany.operation';

export const connectionResource = describeResource('connection', 'getAll', [
	getManyOperation,
	deleteAllOperation,
	deleteByEndpointOperation,
	deleteByIdsOperation,
]);
