import type { IHttpRequestHelper } from 'n8n-workflow';

import { percentEncode } from './oauth1/percentEncode';
import { baseUrlOf } from './transport/baseUrl';

/**
 * App-only authentication: HTTP Basic with the URL-encoded API key and secret.
 */
export function appBasicAuthorization(apiKey: string, apiSecret: string): string {
	return (
		'Basic ' +
		Buffer.from(`${percentEncode(apiKey)}:${percentEncode(apiSecret)}`).toString('base64')
	);
}

interface TokenResponse {
	token_type?: string;
	access_token?: string;
}

/**
 * Asks `POST oauth2/token` for the app's bearer token. The platform keeps one token per app and
 * returns the same one until it is invalidated, but refuses callers that ask too often
 * (403, code 99); so the credential stores the token and n8n calls this only when the stored
 * token is empty or was just rejected with 401.
 */
export async function requestAppBearerToken(
	this: IHttpRequestHelper,
	baseUrl: string,
	apiKey: string,
	apiSecret: string,
): Promise<string> {
	const response = (await this.helpers.httpRequest({
		method: 'POST',
		url: `${baseUrlOf(baseUrl)}/oauth2/token`,
		headers: {
			Authorization: appBasicAuthorization(apiKey, apiSecret),
			'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
		},
		body: 'grant_type=client_credentials',
		json: true,
	})) as TokenResponse;
	if (response.token_type?.toLowerCase() !== 'bearer' || !response.access_token) {
		throw new Error(
			`The platform answered oauth2/token with token_type "${response.token_type ?? ''}" instead of a bearer token`,
		);
	}
	return response.access_token;
}
