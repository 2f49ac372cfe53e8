import { describeResource } from '../../../shared/descriptions/resource';
import { getByIdOperation } from './getById.operation';
import { getByUsernameOperation } from './getByUsername.operation';
import { getMeOperation } from './getMe.operation';

export const userResource = describeResource('user', 'getMe', [
	getByIdOperation,
	getByUsernameOperation,
	getMeOperation,
]);
