import type { INodeProperties } from 'n8n-workflow';

import { getByIdFields, getByIdOperation } from './getById.operation';
import { getByUsernameFields, getByUsernameOperation } from './getByUsername.operation';
import { getMeFields, getMeOperation } from './getMe.operation';

export const userOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['user'] } },
	options: [getByIdOperation, getByUsernameOperation, getMeOperation],
	default: 'getMe',
};

export const userFields: INodeProperties[] = [...getByIdFields, ...getByUsernameFields, ...getMeFields];
