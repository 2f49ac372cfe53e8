import { describeResource } from '../../../shared/descriptions/resource';
import { createJob, createOperation } from './create.operation';
import { getJob, getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

export const complianceJobResource = describeResource('complianceJob', 'create', [
	createOperation,
	getOperation,
	getManyOperation,
]);

/** Operations that need more than one request per item. */
export const complianceJobCustomOperations = { create: createJob, get: getJob };
