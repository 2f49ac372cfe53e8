import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { credentialTypeFor, usesN8nOAuth1Helper } from '../credentialTypes';
import { exactJsonRequest } from '../exactJson';
import { absoluteUrl } from '../oauth1/signHttpRequest';
import { withQuery } from '../transport/queryUrl';
import { sendWithRetries } from '../transport/platformRequest';

/**
 * Sends one prepared request of a routed operation: n8n's `makeRoutingRequest`, handed to the
 * pagination hook (policyRouting.ts), sends it authenticated and applies the operation's
 * postReceive. Every request of a routed operation goes through this one function, once or once
 * per page, so routing requests get the same rate-limit waits, bounded retries and error messages
 * as custom operations (transport/). Answers come back whatever their status (see
 * failOnHttpError.ts); an app-only 401 is sent once more the ordinary way so that n8n refreshes
 * the stored token.
 */
export async function executeWithPolicy(
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
): Promise<INodeExecutionData[]> {
	const authentication = this.getNodeParameter('authentication', 'oAuth1') as string;
	const credentialType = credentialTypeFor(authentication);
	// The answer as text, read by readBodyExactly (failOnHttpError.ts) so that 64-bit IDs stay exact.
	const options = exactJsonRequest(
		usesN8nOAuth1Helper(authentication)
			? withAbsoluteQueryUrl(requestData.options as IHttpRequestOptions)
			: requestData.options,
	);
	return await sendWithRetries(
		this,
		credentialType,
		options.method ?? 'GET',
		async ({ afterTokenRejection, timeoutMs }) =>
			await this.makeRoutingRequest({
				...requestData,
				// After a rejected app-only token, n8n must see the 401 itself to fetch a new one.
				options: { ...options, timeout: timeoutMs, ignoreHttpStatusErrors: !afterTokenRejection },
			}),
		// The node's Request Options (wait cap, timeout, retries) are read by sendWithRetries.
		{
			itemIndex: this.getItemIndex(),
			call: requestData.options as IHttpRequestOptions,
		},
	);
}

/**
 * n8n's OAuth1 helper signs `url` as it is and reads only `qs` as parameters, so a relative
 * routing URL would be signed wrongly. The query is written into an absolute URL instead, in
 * the RFC 3986 form the helper also uses for the signature.
 */
function withAbsoluteQueryUrl(options: IHttpRequestOptions): IHttpRequestOptions {
	const rewritten: IHttpRequestOptions = {
		...options,
		url: withQuery(absoluteUrl(options), options.qs),
	};
	delete rewritten.baseURL;
	delete rewritten.qs;
	return rewritten;
}
