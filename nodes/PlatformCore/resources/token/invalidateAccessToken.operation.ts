import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { INVALIDATED } from './invalidated';
import type { Operation } from '../../../shared/descriptions/resource';
import { OAUTH1 } from '../../../shared/authenticationKinds';

/** The platform answers with the token itself; the node never passes it on. */
async function withoutToken(this: IExecuteSingleFunctions): Promise<INodeExecutionData[]> {
	return [{ json: { ...INVALIDATED, token: 'OAuth 1.0a access token' } }];
}

/**
 * POST /1.1/oauth/invalidate_token, authenticated with the access token to invalidate (spec
 * the platform's OAuth 1.0a endpoints). Afterwards the credential's token is refused (401, code 89)
 * until a new one is entered or the credential signs in again.
 */
export const invalidateAccessTokenOperation: Operation = {
	name: 'Invalidate Access Token',
	value: 'invalidateAccessToken',
	action: 'Invalidate the OAuth1 access token',
	description:
		"Revoke the OAuth1 credential's access token; the credential stops working until it gets a new token",
	// The access token invalidated is the OAuth1 credential's own.
	acceptedAuthentication: OAUTH1,
	routing: policyRouting({
		request: { method: 'POST', url: '/1.1/oauth/invalidate_token' },
		output: { postReceive: [withoutToken] },
	}),
};
