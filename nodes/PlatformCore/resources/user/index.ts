import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { getByIdFields, getByIdOperation } from './getById.operation';
import { getByUsernameFields, getByUsernameOperation } from './getByUsername.operation';
import { getMeFields, getMeOperation } from './getMe.operation';

export const userOperations = operationList('user', 'getMe', [
	getByIdOperation,
	getByUsernameOperation,
	getMeOperation,
]);

export const userFields: INodeProperties[] = [
	...getByIdFields,
	...getByUsernameFields,
	...getMeFields,
];
