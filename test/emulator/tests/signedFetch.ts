import { createHmac } from 'node:crypto';

import OAuth from 'oauth-1.0a';

import type { Emulator } from '..';

/**
 * Requests to the emulator signed with OAuth 1.0a by the oauth-1.0a package directly: never by
 * the package under test, so the emulator's checks are measured against an outside signer.
 */
export type Token = { key: string; secret: string };
type Data = Record<string, string | string[]>;

export interface SignOptions {
	/** The user's access token; without one the request is signed as the app alone. */
	token?: Token;
	consumerKey?: string;
	consumerSecret?: string;
	nonce?: string;
	timestamp?: number;
	/** Protocol parameters that go in the header only (oauth_callback, oauth_verifier). */
	oauth?: Record<string, string>;
	/** Sent as an application/x-www-form-urlencoded body, and signed. */
	form?: Record<string, string>;
	/** Sent as a JSON body, and (as the platform wants) not signed. */
	json?: unknown;
	/** Sent as it is, not signed, with the given headers (a wrong content type). */
	raw?: { body: string; headers: Record<string, string> };
}

/** Pairs as oauth-1.0a's `data`: a repeated name becomes an array. */
function asData(pairs: Array<[string, string]>): Data {
	const data: Data = {};
	for (const [name, value] of pairs) {
		const existing = data[name];
		data[name] =
			existing === undefined
				? value
				: [...(Array.isArray(existing) ? existing : [existing]), value];
	}
	return data;
}

/** The Authorization header oauth-1.0a computes (URL without its query; pairs as data). */
function oauthHeader(emulator: Emulator, method: string, url: string, options: SignOptions) {
	const { seed } = emulator;
	const client = new OAuth({
		consumer: {
			key: options.consumerKey ?? seed.consumerKey,
			secret: options.consumerSecret ?? seed.consumerSecret,
		},
		signature_method: 'HMAC-SHA1',
		hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
	});
	if (options.nonce) client.getNonce = () => options.nonce!;
	if (options.timestamp) client.getTimeStamp = () => options.timestamp!;
	const target = new URL(url);
	const pairs: Array<[string, string]> = [
		...target.searchParams,
		...Object.entries(options.form ?? {}),
		...Object.entries(options.oauth ?? {}),
	];
	const request = { url: `${target.origin}${target.pathname}`, method, data: asData(pairs) };
	return client.toHeader(client.authorize(request, options.token)).Authorization;
}

/** The seeded user's access token. */
export const seedToken = (emulator: Emulator): Token => ({
	key: emulator.seed.accessToken,
	secret: emulator.seed.accessTokenSecret,
});

/** Sends one signed request; redirects are returned, not followed. */
export async function signedFetch(
	emulator: Emulator,
	method: string,
	url: string,
	options: SignOptions = {},
): Promise<Response> {
	const headers: Record<string, string> = {
		authorization: oauthHeader(emulator, method, url, options),
	};
	let body: string | undefined;
	if (options.form) {
		headers['content-type'] = 'application/x-www-form-urlencoded';
		body = new URLSearchParams(options.form).toString();
	} else if (options.json !== undefined) {
		headers['content-type'] = 'application/json';
		body = JSON.stringify(options.json);
	} else if (options.raw) {
		Object.assign(headers, options.raw.headers);
		body = options.raw.body;
	}
	return await fetch(url, { method, headers, body, redirect: 'manual' });
}

/** Status and parsed JSON body of a signed request. */
export async function signedJson(
	emulator: Emulator,
	method: string,
	url: string,
	options: SignOptions = {},
): Promise<{ statusCode: number; body: any }> {
	const response = await signedFetch(emulator, method, url, options);
	const text = await response.text();
	return { statusCode: response.status, body: text ? JSON.parse(text) : undefined };
}
