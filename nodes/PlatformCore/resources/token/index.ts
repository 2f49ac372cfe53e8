import type { INodeProperties } from 'n8n-workflow';

import { invalidateAccessTokenOperation } from './invalidateAccessToken.operation';
import {
	invalidateBearerToken,
	invalidateBearerTokenFields,
	invalidateBearerTokenOperation,
} from './invalidateBearerToken.operation';

export const tokenOperations: INodeProperties = {
	displayName: 'Operation',
	name: 'operation',
	type: 'options',
	noDataExpression: true,
	displayOptions: { show: { resource: ['token'] } },
	options: [invalidateAccessTokenOperation, invalidateBearerTokenOperation],
	default: 'invalidateAccessToken',
};

export const tokenFields: INodeProperties[] = [...invalidateBearerTokenFields];

export const tokenCustomOperations = { invalidateBearerToken };
