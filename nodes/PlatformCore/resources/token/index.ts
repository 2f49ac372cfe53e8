import type { INodeProperties } from 'n8n-workflow';

import { operationList } from '../../../shared/descriptions/operationList';
import { invalidateAccessTokenOperation } from './invalidateAccessToken.operation';
import {
	invalidateBearerToken,
	invalidateBearerTokenFields,
	invalidateBearerTokenOperation,
} from './invalidateBearerToken.operation';

export const tokenOperations = operationList('token', 'invalidateAccessToken', [
	invalidateAccessTokenOperation,
	invalidateBearerTokenOperation,
]);

export const tokenFields: INodeProperties[] = [...invalidateBearerTokenFields];

export const tokenCustomOperations = { invalidateBearerToken };
