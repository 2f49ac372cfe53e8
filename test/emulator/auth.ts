import OAuth from 'oauth-1.0a';
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { EmulatorState } from './state';
import type { AuthResult } from './types';

export type Pairs = Array<[string, string]>;

/** decodeURIComponent that keeps a malformed escape as written instead of throwing. */
export function safeDecode(value: string): string {
	try {
		return decodeURIComponent(value);
	} catch {
		return value;
	}
}

/** Decoded name/value pairs of a query or form body; '+' is a space, repeated names kept. */
export function formPairs(text: string): Pairs {
	const decode = (value: string) => safeDecode(value.replace(/\+/g, ' '));
	return text
		.split('&')
		.filter(Boolean)
		.map((part) => {
			const at = part.indexOf('=');
			return at === -1
				? [decode(part), '']
				: [decode(part.slice(0, at)), decode(part.slice(at + 1))];
		});
}

/** Pairs as an object; a repeated name becomes an array of its values, in order. */
export function pairsToObject(pairs: Pairs): Record<string, string | string[]> {
	const object: Record<string, string | string[]> = {};
	for (const [name, value] of pairs) {
		const existing = object[name];
		object[name] =
			existing === undefined
				? value
				: [...(Array.isArray(existing) ? existing : [existing]), value];
	}
	return object;
}

/** The parameters of `Authorization: OAuth k="v", ...`, decoded; undefined for other schemes. */
export function parseOAuthHeader(header: string | undefined): Record<string, string> | undefined {
	if (!header || !/^OAuth\s/i.test(header)) return undefined;
	const params: Record<string, string> = {};
	for (const match of header.slice(6).matchAll(/([\w.~%-]+)\s*=\s*"([^"]*)"/g)) {
		params[safeDecode(match[1])] = safeDecode(match[2]);
	}
	return params;
}

export interface SignatureInput {
	method: string;
	/** scheme://host[:port]/path, no query. */
	baseUrl: string;
	/** Query and form-body pairs, decoded, repeated names kept. */
	parameters: Pairs;
	/** The oauth_* protocol parameters, without oauth_signature and realm. */
	protocol: Record<string, string>;
	consumerSecret: string;
	tokenSecret: string;
}

/**
 * Base string and HMAC-SHA1 signature computed by the oauth-1.0a package: an implementation
 * independent of the product's own signer, so the emulator is a real check of it.
 * oauth-1.0a would parse a query in `url` itself and lose repeated names and empty values, so
 * the URL goes in bare and every pair through `data` (an array for a repeated name, which it
 * sorts by encoded value as RFC 5849 section 3.4.1.3.2 asks).
 */
export function oauth1Signature(input: SignatureInput): { baseString: string; signature: string } {
	const oracle = new OAuth({
		consumer: { key: input.protocol.oauth_consumer_key ?? '', secret: input.consumerSecret },
		signature_method: 'HMAC-SHA1',
		hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
	});
	const request = {
		url: input.baseUrl,
		method: input.method,
		data: pairsToObject(input.parameters),
	};
	// oauth-1.0a merges the request data into the protocol object it is given: hand it copies.
	const baseString = oracle.getBaseString(request, { ...input.protocol } as unknown as OAuth.Data);
	const signature = oracle.getSignature(request, input.tokenSecret, {
		...input.protocol,
	} as unknown as OAuth.Data);
	return { baseString, signature };
}

export interface SignedRequest {
	method: string;
	/** scheme://host[:port]/path as the client addressed it. */
	baseUrl: string;
	queryPairs: Pairs;
	/** Pairs of an application/x-www-form-urlencoded body; never a JSON body's fields. */
	formPairs: Pairs;
	headers: IncomingHttpHeaders;
}

const TIMESTAMP_WINDOW_S = 300;

/**
 * Checks an OAuth 1.0a request as the platform would: known consumer key, HMAC-SHA1, version
 * 1.0 when sent, timestamp within five minutes, the signature, and a nonce this consumer has
 * not used before. `tokenSecretFor` gives the secret of the token in the header (the empty
 * string when no token is allowed and none is sent), or undefined for an unknown token.
 */
export function verifyOAuth1(
	request: SignedRequest,
	state: EmulatorState,
	tokenSecretFor: (token: string | undefined) => string | undefined,
): { ok: boolean; params?: Record<string, string>; reason?: string } {
	const params = parseOAuthHeader(request.headers.authorization);
	if (!params) return { ok: false, reason: 'no OAuth header' };
	const { oauth_signature: signature, realm: _realm, ...protocol } = params;
	const refuse = (reason: string) => ({ ok: false, params, reason });
	if (protocol.oauth_consumer_key !== state.seed.consumerKey) return refuse('unknown consumer key');
	if (protocol.oauth_signature_method !== 'HMAC-SHA1') return refuse('signature method');
	if (protocol.oauth_version !== undefined && protocol.oauth_version !== '1.0')
		return refuse('version');
	const nowS = Date.now() / 1000;
	if (!(Math.abs(nowS - Number(protocol.oauth_timestamp)) <= TIMESTAMP_WINDOW_S))
		return refuse('timestamp');
	if (!protocol.oauth_nonce) return refuse('no nonce');
	const tokenSecret = tokenSecretFor(protocol.oauth_token);
	if (tokenSecret === undefined) return refuse('unknown token');

	const { signature: expected } = oauth1Signature({
		method: request.method,
		baseUrl: request.baseUrl,
		parameters: [...request.queryPairs, ...request.formPairs],
		protocol,
		consumerSecret: state.seed.consumerSecret,
		tokenSecret,
	});
	if (expected !== signature) return refuse('signature');
	// Only a correctly signed request spends its nonce, so a forgery cannot block a real one.
	if (!state.useNonce(protocol.oauth_consumer_key, protocol.oauth_nonce, nowS, TIMESTAMP_WINDOW_S))
		return refuse('nonce reused');
	return { ok: true, params };
}

/** `Authorization: Bearer <token>` resolved to app context (no userId) or user context. */
export function bearerAuth(
	headers: IncomingHttpHeaders,
	state: EmulatorState,
): AuthResult | undefined {
	const match = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '');
	if (!match) return undefined;
	const token = match[1].trim();
	if (token === state.appBearerToken) return { scheme: 'bearer', ok: true, token };
	const user = state.userBearerTokens.get(token);
	if (user?.valid) return { scheme: 'bearer', ok: true, token, userId: user.userId };
	return { scheme: 'bearer', ok: false, token };
}

/** `Authorization: Basic base64(urlencode(id):urlencode(secret))`, decoded. */
export function parseBasic(
	headers: IncomingHttpHeaders,
): { id: string; secret: string } | undefined {
	const match = /^Basic\s+(.+)$/i.exec(headers.authorization ?? '');
	if (!match) return undefined;
	const decoded = Buffer.from(match[1].trim(), 'base64').toString('utf8');
	const at = decoded.indexOf(':');
	if (at === -1) return undefined;
	return { id: safeDecode(decoded.slice(0, at)), secret: safeDecode(decoded.slice(at + 1)) };
}

/** HTTP Basic checked against the given client pairs (the API key and secret, or the OAuth 2.0 client). */
export function basicAuth(
	headers: IncomingHttpHeaders,
	accepted: Array<{ id: string; secret: string }>,
): AuthResult | undefined {
	if (!/^Basic\s/i.test(headers.authorization ?? '')) return undefined;
	const sent = parseBasic(headers);
	const ok = !!sent && accepted.some(({ id, secret }) => id === sent.id && secret === sent.secret);
	return { scheme: 'basic', ok };
}
