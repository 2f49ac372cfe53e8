import {
	type ICredentialDataDecryptedObject,
	type IHttpRequestOptions,
	type IN8nHttpFullResponse,
	type INodeExecutionData,
} from 'n8n-workflow';

import { checkCustomAuthentication } from '../../authentication';
import { appBasicAuthorization, requestAppBearerToken } from '../../../shared/appOnlyToken';
import { forEachItem } from '../../shared/eachItem';
import { throwIfFailed } from '../../../shared/transport/httpFailure';
import { sendWithRetries } from '../../../shared/transport/platformRequest';
import { redactSecrets } from '../../../shared/transport/redact';
import { INVALIDATED } from './invalidated';
import type { Operation } from '../../../shared/descriptions/resource';
import { coreCredential } from '../../../shared/transport/coreRequest';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * POST /oauth2/invalidate_token?access_token=<token> with HTTP Basic (API key and secret),
 * the platform's app-only token rules. A custom operation: the request is authenticated with
 * the app's keys, not with the credential's usual bearer or OAuth1 header.
 */
export const invalidateBearerTokenOperation: Operation = {
	name: 'Invalidate Bearer Token',
	value: 'invalidateBearerToken',
	action: 'Invalidate the app-only bearer token',
	description: "Revoke the app's bearer token; the next app-only request gets a new one",
	// The app's key and secret invalidate a bearer token: the OAuth1 keys and App-Only credentials hold them.
	acceptedAuthentication: ['oAuth1', 'appOnly'],
	requests: 'POST /oauth2/invalidate_token (HTTP Basic with the API key and secret)',
	fields: [
		{
			displayName: 'Bearer Token',
			name: 'bearerTokenToInvalidate',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			description:
				"The app-only bearer token to revoke. Empty revokes the app's current token (the one the App-Only credential holds, or the one oauth2/token names).",
		},
	],
	execute: invalidateBearerToken,
};

/** The app's API key and secret, from the App-Only credential or the OAuth1 keys' consumer key and secret. */
function appKeys(authentication: string, credentials: ICredentialDataDecryptedObject) {
	return authentication === 'appOnly'
		? { key: credentials.apiKey as string, secret: credentials.apiSecret as string }
		: { key: credentials.consumerKey as string, secret: credentials.consumerSecret as string };
}

export async function invalidateBearerToken(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	const authentication = this.getNodeParameter('authentication', 0, 'oAuth1') as string;
	return await forEachItem(this, async (itemIndex) => {
		checkCustomAuthentication(this, itemIndex, 'Token', invalidateBearerTokenOperation);
		const { credentialType, values: credentials, url } = await coreCredential(this, authentication);
		const { key, secret } = appKeys(authentication, credentials);
		const token =
			(this.getNodeParameter('bearerTokenToInvalidate', itemIndex, '') as string).trim() ||
			(authentication === 'appOnly' ? (credentials.accessToken as string) : '') ||
			(await requestAppBearerToken.call(this, url(''), key, secret));
		const request: IHttpRequestOptions = {
			method: 'POST',
			url: url('/oauth2/invalidate_token'),
			qs: { access_token: token },
			headers: { Authorization: appBasicAuthorization(key, secret) },
			json: true,
			returnFullResponse: true,
			ignoreHttpStatusErrors: true,
		};
		try {
			await sendWithRetries(
				this,
				credentialType,
				'POST',
				async ({ timeoutMs }) => {
					const response = (await this.helpers.httpRequest({
						timeout: timeoutMs,
						...request,
					})) as IN8nHttpFullResponse;
					throwIfFailed(response);
					return response;
				},
				{ call: request },
			);
		} catch (error) {
			// A token typed into the field is no credential secret: keep it out of the message too.
			const failure = error as Error & { description?: string };
			failure.message = redactSecrets(failure.message, [token]);
			if (failure.description) failure.description = redactSecrets(failure.description, [token]);
			throw failure;
		}
		return { ...INVALIDATED, token: 'app-only bearer token' };
	});
}
