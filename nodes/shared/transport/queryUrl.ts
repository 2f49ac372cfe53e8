import type { IDataObject } from 'n8n-workflow';

import { serializePairs } from '../oauth1/percentEncode';
import { objectPairs } from '../oauth1/signHttpRequest';

/**
 * A URL with its query written in, in the RFC 3986 form the OAuth 1.0a signature uses. n8n's
 * OAuth1 helper signs the URL it is handed and reads only `qs` as parameters, so every request
 * that may be signed carries its query in the URL instead.
 */
export function withQuery(url: string, qs: IDataObject | undefined): string {
	const query = serializePairs(objectPairs(qs));
	if (!query) return url;
	return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
