import type {
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
	INodePropertyOptions,
} from 'n8n-workflow';

import { policyRouting } from '../../../shared/routing/policyRouting';
import { invalidField } from '../../../shared/validation';
import { INVALIDATED } from './invalidated';

/** The token belongs to an OAuth 1.0a credential: the request is authenticated with it. */
async function requireOAuth1(this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions) {
	const authentication = this.getNodeParameter('authentication', 'oAuth1') as string;
	if (authentication !== 'oAuth1' && authentication !== 'oAuth1SignIn') {
		throw invalidField(this.getNode(), this.getItemIndex(), 'Authentication', 'must be an OAuth1 credential: its access token is the one invalidated');
	}
	return requestOptions;
}

/** The platform answers with the token itself; the node never passes it on. */
async function withoutToken(this: IExecuteSingleFunctions): Promise<INodeExecutionData[]> {
	return [{ json: { ...INVALIDATED, token: 'OAuth 1.0a access token' } }];
}

/**
 * POST /1.1/oauth/invalidate_token, authenticated with the access token to invalidate (spec
 * document 1, "OAuth 1.0a endpoints"). Afterwards the credential's token is refused (401, code 89)
 * until a new one is entered or the credential signs in again.
 */
export const invalidateAccessTokenOperation: INodePropertyOptions = {
	name: 'Invalidate Access Token',
	value: 'invalidateAccessToken',
	action: 'Invalidate the OAuth1 access token',
	description: "Revoke the OAuth1 credential's access token; the credential stops working until it gets a new token",
	routing: policyRouting({
		request: { method: 'POST', url: '/1.1/oauth/invalidate_token' },
		send: { preSend: [requireOAuth1] },
		output: { postReceive: [withoutToken] },
	}),
};
