import { describeResource } from '../../../shared/descriptions/resource';
import { invalidateAccessTokenOperation } from './invalidateAccessToken.operation';
import {
	invalidateBearerToken,
	invalidateBearerTokenOperation,
} from './invalidateBearerToken.operation';

const tokenResource = describeResource('token', 'invalidateAccessToken', [
	invalidateAccessTokenOperation,
	invalidateBearerTokenOperation,
]);

export const tokenOperations = tokenResource.operations;

export const tokenFields = tokenResource.fields;

export const tokenCustomOperations = { invalidateBearerToken };
