import { describeResource } from '../../../shared/descriptions/resource';
import { createOperation } from './create.operation';
import { getOperation } from './get.operation';

export const productSetResource = describeResource('productSet', 'get', [
	createOperation,
	getOperation,
]);
