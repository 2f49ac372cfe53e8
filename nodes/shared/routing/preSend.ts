import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

/** A check or change of one item's request before it is sent (n8n routing's preSend). */
export type PreSend = (
	this: IExecuteSingleFunctions,
	options: IHttpRequestOptions,
) => Promise<IHttpRequestOptions>;

/**
 * An empty JSON object as the body, for endpoints that require a JSON body naming nothing. n8n
 * leaves an empty object out of a request, so it goes as text with its JSON content type.
 */
export async function emptyJsonBody(
	this: IExecuteSingleFunctions,
	options: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	return {
		...options,
		body: '{}',
		headers: { ...options.headers, 'content-type': 'application/json' },
	};
}
