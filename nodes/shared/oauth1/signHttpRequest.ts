import { randomBytes } from 'node:crypto';
import type { IDataObject, IHttpRequestOptions } from 'n8n-workflow';

import { parseFormEncoded, serializePairs, type ParameterPair } from './percentEncode';
import { signRequest, type OAuth1Keys, type OAuth1Nonce } from './signature';
import { baseUrlOf } from '../transport/baseUrl';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Signs n8n request options with OAuth 1.0a and returns new options; the input is not changed,
 * because pagination and preSend hand the same options back for every request.
 *
 * n8n reaches a credential's authenticate with two shapes of the same request: routing sends
 * `{baseURL, url: '/2/posts', qs}`, a custom operation one full `url`. Both are turned into one
 * absolute URL whose query is written here, in RFC 3986 form, from the URL's own query followed
 * by `qs`; a form body is serialized here too. What is signed is therefore exactly what goes on
 * the wire, whatever serializer the n8n version would otherwise apply. JSON bodies are not
 * signed (RFC 5849 section 3.4.1.3.1).
 */
export function signHttpRequestOptions(
	options: IHttpRequestOptions,
	keys: OAuth1Keys,
	nonce: OAuth1Nonce = freshNonce(),
): IHttpRequestOptions {
	const target = new URL(absoluteUrl(options));
	const baseUrl = `${target.protocol}//${target.host}${target.pathname}`;
	const queryPairs = [...parseFormEncoded(target.search.slice(1)), ...objectPairs(options.qs)];
	const formPairs = isForm(options) ? bodyPairs(options.body) : undefined;

	const { authorizationHeader } = signRequest(
		{ method: options.method ?? 'GET', baseUrl, parameters: [...queryPairs, ...(formPairs ?? [])] },
		keys,
		nonce,
	);

	const signed: IHttpRequestOptions = {
		...options,
		url: queryPairs.length > 0 ? `${baseUrl}?${serializePairs(queryPairs)}` : baseUrl,
		headers: { ...options.headers, Authorization: authorizationHeader },
	};
	delete signed.baseURL;
	delete signed.qs;
	if (formPairs) signed.body = serializePairs(formPairs);
	return signed;
}

export function freshNonce(): OAuth1Nonce {
	return {
		nonce: randomBytes(16).toString('hex'),
		timestamp: Math.floor(Date.now() / 1000).toString(),
	};
}

/** Joins baseURL and url the way axios does: an absolute url wins, slashes are not doubled. */
export function absoluteUrl({ baseURL, url }: Pick<IHttpRequestOptions, 'baseURL' | 'url'>) {
	if (!baseURL || /^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
	if (!url) return baseURL;
	return `${baseUrlOf(baseURL)}/${url.replace(/^\/+/, '')}`;
}

function isForm({ headers }: IHttpRequestOptions): boolean {
	const contentType = Object.entries(headers ?? {}).find(
		([name]) => name.toLowerCase() === 'content-type',
	)?.[1];
	return typeof contentType === 'string' && contentType.toLowerCase().startsWith(FORM_CONTENT_TYPE);
}

function bodyPairs(body: IHttpRequestOptions['body']): ParameterPair[] {
	if (body === undefined || body === null) return [];
	if (typeof body === 'string') return parseFormEncoded(body);
	if (body instanceof URLSearchParams) return [...body.entries()];
	return objectPairs(body as IDataObject);
}

/**
 * Query or form objects become pairs: arrays repeat their key, null becomes an empty value,
 * undefined is left out (as n8n's own serializer does), and a nested object is sent as JSON.
 */
export function objectPairs(values: IDataObject | undefined): ParameterPair[] {
	const pairs: ParameterPair[] = [];
	for (const [name, value] of Object.entries(values ?? {})) {
		for (const item of Array.isArray(value) ? value : [value]) {
			if (item === undefined) continue;
			pairs.push([name, scalar(item)]);
		}
	}
	return pairs;
}

function scalar(value: unknown): string {
	if (value === null) return '';
	if (typeof value === 'object') return JSON.stringify(value);
	return String(value);
}
