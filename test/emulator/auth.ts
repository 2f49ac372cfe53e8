import OAuth from 'oauth-1.0a';
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { EmulatorState } from './state';
import type { AuthResult } from './types';

/** Decoded name/value pairs of a query or form body; '+' is a space, repeated names kept. */
export function formPairs(text: string): Array<[string, string]> {
	const decode = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));
	return text
		.split('&')
		.filter(Boolean)
		.map((part) => {
			const at = part.indexOf('=');
			return at === -1 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
		});
}

export function pairsToObject(pairs: Array<[string, string]>): Record<string, string | string[]> {
	const object: Record<string, string | string[]> = {};
	for (const [name, value] of pairs) {
		const existing = object[name];
		object[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
	}
	return object;
}

/** The parameters of `Authorization: OAuth k="v", ...`, decoded; undefined for other schemes. */
export function parseOAuthHeader(header: string | undefined): Record<string, string> | undefined {
	if (!header || !/^OAuth\s/i.test(header)) return undefined;
	const params: Record<string, string> = {};
	for (const match of header.slice(6).matchAll(/([\w.~%-]+)="([^"]*)"/g)) {
		params[decodeURIComponent(match[1])] = decodeURIComponent(match[2]);
	}
	return params;
}

export interface SignedRequest {
	method: string;
	/** scheme://host[:port]/path as the client addressed it. */
	baseUrl: string;
	queryPairs: Array<[string, string]>;
	formPairs: Array<[string, string]>;
	headers: IncomingHttpHeaders;
}

const FIVE_MINUTES_S = 300;

/**
 * Checks an OAuth 1.0a signature by recomputing it with the oauth-1.0a package (an
 * implementation independent of the one under test), plus consumer key, method, version,
 * timestamp window and nonce reuse. `tokenSecretFor` says which token secret applies; it
 * returns undefined for an unknown token.
 */
export function verifyOAuth1(
	request: SignedRequest,
	state: EmulatorState,
	tokenSecretFor: (token: string | undefined) => string | undefined,
): { ok: boolean; params?: Record<string, string>; reason?: string } {
	const params = parseOAuthHeader(request.headers.authorization);
	if (!params) return { ok: false, reason: 'no OAuth header' };
	const { oauth_signature: signature, realm: _realm, ...protocol } = params;
	if (protocol.oauth_consumer_key !== state.seed.consumerKey) return { ok: false, params, reason: 'unknown consumer key' };
	if (protocol.oauth_signature_method !== 'HMAC-SHA1') return { ok: false, params, reason: 'signature method' };
	if (protocol.oauth_version && protocol.oauth_version !== '1.0') return { ok: false, params, reason: 'version' };
	const age = Math.abs(Date.now() / 1000 - Number(protocol.oauth_timestamp));
	if (!(age <= FIVE_MINUTES_S)) return { ok: false, params, reason: 'timestamp' };
	const tokenSecret = tokenSecretFor(protocol.oauth_token);
	if (tokenSecret === undefined) return { ok: false, params, reason: 'unknown token' };

	const oauth = new OAuth({
		consumer: { key: state.seed.consumerKey, secret: state.seed.consumerSecret },
		signature_method: 'HMAC-SHA1',
		hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
	});
	const data = pairsToObject([...request.queryPairs, ...request.formPairs]);
	const expected = oauth.getSignature(
		{ url: request.baseUrl, method: request.method, data },
		tokenSecret,
		protocol as unknown as OAuth.Data,
	);
	if (expected !== signature) return { ok: false, params, reason: 'signature' };

	const nonceKey = `${protocol.oauth_consumer_key}:${protocol.oauth_nonce}:${protocol.oauth_timestamp}`;
	if (state.seenNonces.has(nonceKey)) return { ok: false, params, reason: 'nonce reused' };
	state.seenNonces.add(nonceKey);
	return { ok: true, params };
}

/** `Authorization: Bearer <token>` resolved to app or user context. */
export function bearerAuth(headers: IncomingHttpHeaders, state: EmulatorState): AuthResult | undefined {
	const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '');
	if (!match) return undefined;
	const token = match[1];
	if (token === state.appBearerToken) return { scheme: 'bearer', ok: true, token };
	const user = state.userBearerTokens.get(token);
	if (user?.valid) return { scheme: 'bearer', ok: true, token, userId: user.userId };
	return { scheme: 'bearer', ok: false, token };
}

/** `Authorization: Basic base64(urlencode(key):urlencode(secret))` for the app's keys. */
export function basicAuth(headers: IncomingHttpHeaders, state: EmulatorState): AuthResult | undefined {
	const match = /^Basic\s+(.+)$/i.exec(headers.authorization ?? '');
	if (!match) return undefined;
	const decoded = Buffer.from(match[1], 'base64').toString('utf8');
	const at = decoded.indexOf(':');
	const key = decodeURIComponent(decoded.slice(0, at));
	const secret = decodeURIComponent(decoded.slice(at + 1));
	return { scheme: 'basic', ok: key === state.seed.consumerKey && secret === state.seed.consumerSecret };
}
