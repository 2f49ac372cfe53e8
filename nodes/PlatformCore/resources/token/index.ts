import { describeResource } from '../../../shared/descriptions/resource';
import { invalidateAccessTokenOperation } from './invalidateAccessToken.operation';
import { invalidateBearerTokenOperation } from './invalidateBearerToken.operation';

export const tokenResource = describeResource('token', 'invalidateAccessToken', [
	invalidateAccessTokenOperation,
	invalidateBearerTokenOperation,
]);
