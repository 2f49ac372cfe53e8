import { createHmac } from 'node:crypto';

import { percentEncode, type ParameterPair } from './percentEncode';

/** What identifies the signer: the application's keys and, in user context, the token. */
export interface OAuth1Keys {
	consumerKey: string;
	consumerSecret: string;
	token?: string;
	tokenSecret?: string;
}

/** The per-request values that make a signature unique; injectable so tests are repeatable. */
export interface OAuth1Nonce {
	nonce: string;
	timestamp: string;
}

/**
 * One request as the signature sees it: the method, the URL without query (scheme and host
 * already normalized), and every query and form parameter, decoded, in any order.
 */
export interface SignableRequest {
	method: string;
	baseUrl: string;
	parameters: ParameterPair[];
}

export interface OAuth1Signature {
	parameterString: string;
	baseString: string;
	signature: string;
	authorizationHeader: string;
}

/** RFC 5849 section 3.4.1.3.2: encode every name and value, sort by name then value, join. */
export function normalizeParameters(parameters: ParameterPair[]): string {
	return parameters
		.map(([name, value]) => [percentEncode(name), percentEncode(value)])
		.sort(([nameA, valueA], [nameB, valueB]) =>
			nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB),
		)
		.map(([name, value]) => `${name}=${value}`)
		.join('&');
}

function compare(a: string, b: string): number {
	if (a === b) return 0;
	return a < b ? -1 : 1;
}

export function signatureBaseString(method: string, baseUrl: string, parameterString: string) {
	return [method.toUpperCase(), percentEncode(baseUrl), percentEncode(parameterString)].join('&');
}

/** The oauth_* protocol parameters, without the signature. */
export function protocolParameters(keys: OAuth1Keys, nonce: OAuth1Nonce): ParameterPair[] {
	const parameters: ParameterPair[] = [
		['oauth_consumer_key', keys.consumerKey],
		['oauth_nonce', nonce.nonce],
		['oauth_signature_method', 'HMAC-SHA1'],
		['oauth_timestamp', nonce.timestamp],
	];
	if (keys.token) parameters.push(['oauth_token', keys.token]);
	parameters.push(['oauth_version', '1.0']);
	return parameters;
}

/** Signs with HMAC-SHA1 (RFC 5849 section 3.4.2) and builds the Authorization header. */
export function signRequest(
	request: SignableRequest,
	keys: OAuth1Keys,
	nonce: OAuth1Nonce,
): OAuth1Signature {
	const oauthParameters = protocolParameters(keys, nonce);
	const parameterString = normalizeParameters([...request.parameters, ...oauthParameters]);
	const baseString = signatureBaseString(request.method, request.baseUrl, parameterString);
	const signature = hmacSha1Signature(baseString, keys);
	const headerParameters: ParameterPair[] = [...oauthParameters, ['oauth_signature', signature]];
	return { parameterString, baseString, signature, authorizationHeader: header(headerParameters) };
}

/** RFC 5849 section 3.4.2: the key is the encoded consumer secret and token secret joined by &. */
export function signingKey(keys: Pick<OAuth1Keys, 'consumerSecret' | 'tokenSecret'>): string {
	return `${percentEncode(keys.consumerSecret)}&${percentEncode(keys.tokenSecret ?? '')}`;
}

export function hmacSha1Signature(
	baseString: string,
	keys: Pick<OAuth1Keys, 'consumerSecret' | 'tokenSecret'>,
): string {
	return createHmac('sha1', signingKey(keys)).update(baseString).digest('base64');
}

function header(parameters: ParameterPair[]): string {
	const fields = parameters
		.map(([name, value]) => [percentEncode(name), percentEncode(value)])
		.sort(([a], [b]) => compare(a, b))
		.map(([name, value]) => `${name}="${value}"`);
	return `OAuth ${fields.join(', ')}`;
}
