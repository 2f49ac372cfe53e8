import { describeResource } from '../../../shared/descriptions/resource';
import { getByIdOperation } from './getById.operation';
import { getByUsernameOperation } from './getByUsername.operation';
import { getMeOperation } from './getMe.operation';

const userResource = describeResource('user', 'getMe', [
	getByIdOperation,
	getByUsernameOperation,
	getMeOperation,
]);

export const userOperations = userResource.operations;

export const userFields = userResource.fields;
