import { describeResource } from '../../../shared/descriptions/resource';
import { createJob, createOperation } from './create.operation';
import { getJob, getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

export const complianceJobResource = describeResource('complianceJob', 'create', [
	{ ...createOperation, execute: createJob },
	{ ...getOperation, execute: getJob },
	getManyOperation,
]);
