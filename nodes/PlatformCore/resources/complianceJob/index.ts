import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';

export const complianceJobResource = describeResource('complianceJob', 'create', [
	createOperation,
	getOperation,
	getManyOperation,
]);
