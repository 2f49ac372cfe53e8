import type { IDataObject, IHttpRequestOptions, IN8nHttpFullResponse } from 'n8n-workflow';

import { credentialTypeFor } from '../../shared/credentialTypes';
import type { CoreCredential } from '../../shared/transport/coreRequest';
import { signHttpRequestOptions } from '../../shared/oauth1/signHttpRequest';
import { throwIfFailed } from '../../shared/transport/httpFailure';
import { multipartBody, type MultipartPart } from './multipartBody';
import {
	platformRequest,
	requireExpected,
	sendWithRetries,
	type PlatformRequestSettings,
} from '../../shared/transport/platformRequest';
import { exactJsonBody, exactJsonRequest } from '../../shared/exactJson';
import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';

const SIGN_IN_CREDENTIAL = credentialTypeFor('oAuth1SignIn');

/**
 * Sends a multipart/form-data request through the node's credential and returns the answer's body.
 *
 * n8n's own OAuth 1.0a helper, which the sign-in credential extends, replaces a request's headers
 * with its Authorization header, so a multipart body would lose its Content-Type (and boundary).
 * For that credential the request is signed here, by the package's signer with the token n8n
 * stored at sign-in (what `credential` holds), and sent as a plain request; the body is not signed, as RFC 5849 says for
 * anything but a form body. Every other credential goes through platformRequest. The body is
 * written into `bodyBuffer` when it fits there (see multipartBody).
 */
export async function platformMultipartRequest<T = unknown>(
	this: CodeOperationContext,
	{ credentialType, values: credentials }: CoreCredential,
	options: Omit<IHttpRequestOptions, 'body'>,
	parts: MultipartPart[],
	{ bodyBuffer, ...settings }: PlatformRequestSettings & { bodyBuffer?: Buffer } = {},
): Promise<T> {
	const { body, contentType } = multipartBody(parts, bodyBuffer);
	const request: IHttpRequestOptions = {
		...options,
		body,
		headers: { ...options.headers, 'Content-Type': contentType },
	};
	if (credentialType !== SIGN_IN_CREDENTIAL) {
		return (await platformRequest.call(this, credentialType, request, settings)) as T;
	}
	const tokenData = (credentials.oauthTokenData ?? {}) as IDataObject;
	const keys = {
		consumerKey: credentials.consumerKey as string,
		consumerSecret: credentials.consumerSecret as string,
		token: tokenData.oauth_token as string,
		tokenSecret: tokenData.oauth_token_secret as string,
	};
	const response = await sendWithRetries(
		this,
		credentialType,
		request.method ?? 'POST',
		async ({ timeoutMs }) => {
			// Signed again for every attempt: a nonce may be used once.
			const full = (await this.helpers.httpRequest({
				timeout: timeoutMs,
				...exactJsonRequest({ json: true, ...signHttpRequestOptions(request, keys) }),
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
			})) as IN8nHttpFullResponse;
			full.body = exactJsonBody(full.body) as IN8nHttpFullResponse['body'];
			throwIfFailed(full);
			requireExpected(full, settings.expect);
			return full;
		},
		{ call: request, ...settings },
	);
	return response.body as T;
}
