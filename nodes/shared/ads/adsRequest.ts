import type {
	IDataObject,
	IExecuteFunctions,
	IExecuteSingleFunctions,
	IHttpRequestMethods,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';

import { credentialTypeFor } from '../credentialTypes';
import { throwIfFailed } from '../transport/httpFailure';
import { sendAuthenticated, type ExpectedAnswer } from '../transport/platformRequest';
import { withQuery } from '../transport/queryUrl';

/** Custom code (execute), a routed operation's preSend (one item) or a list search. */
type AdsContext = IExecuteFunctions | IExecuteSingleFunctions | ILoadOptionsFunctions;

export interface AdsCall {
	method: IHttpRequestMethods;
	/** Path under the ads base URL, e.g. /12/product_catalogs. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject | IDataObject[];
	/** Whether the request may be sent again after a 500 or 503 (see retryPolicy.ts). */
	idempotent?: boolean;
	/**
	 * A failed answer this accepts is returned as the body instead of thrown (batch endpoints put
	 * per-operation errors in a 400 body, which the caller maps to its items).
	 */
	acceptFailure?: (status: number, body: unknown) => boolean;
	/** What a 2xx must hold to be read (platformRequest.ts ExpectedAnswer). */
	expect?: ExpectedAnswer;
}

/** A node parameter from custom code (execute), a preSend (its item) or a list search. */
function nodeParameter(context: AdsContext, name: string, fallback: unknown): unknown {
	if ('getCurrentNodeParameter' in context)
		return context.getCurrentNodeParameter(name) ?? fallback;
	if ('getItemIndex' in context) return context.getNodeParameter(name, fallback);
	return context.getNodeParameter(name, 0, fallback);
}

/**
 * One request of custom code on the ads interface: the base URL of the chosen environment from
 * the credential (as requestDefaults does for routing), sent with platformRequest (signing,
 * rate-limit waits, retries, mapped errors) under the node's Request Options. The whole answer,
 * for callers that read its headers (the stats jobs read what is left of the job limit).
 */
export async function adsResponse(
	this: AdsContext,
	request: AdsCall,
): Promise<IN8nHttpFullResponse> {
	const credentialType = credentialTypeFor(
		nodeParameter(this, 'authentication', 'oAuth1') as string,
	);
	const credentials = await this.getCredentials(credentialType);
	const sandbox = nodeParameter(this, 'environment', 'production') === 'sandbox';
	const baseUrl = String(sandbox ? credentials.adsSandboxBaseUrl : credentials.adsBaseUrl).replace(
		/\/+$/,
		'',
	);
	const { acceptFailure } = request;
	return await sendAuthenticated.call(
		this as IExecuteFunctions,
		credentialType,
		{
			method: request.method,
			// The query in the URL: n8n's OAuth1 helper (sign-in credential) signs only the URL it is handed.
			url: withQuery(`${baseUrl}${request.path}`, request.qs),
			body: request.body,
			headers: { Accept: 'application/json' },
			json: true,
		},
		// The node's Request Options (wait cap, timeout, retries) are read by sendWithRetries.
		{
			idempotent: request.idempotent,
			call: `${request.method} ${request.path}`,
			expect: request.expect,
		},
		(answer) =>
			acceptFailure?.(answer.statusCode, answer.body) ? undefined : throwIfFailed(answer),
	);
}

/** One request of custom code on the ads interface (adsResponse), its body. */
export async function adsRequest(this: AdsContext, request: AdsCall): Promise<IDataObject> {
	return (await adsResponse.call(this, request)).body as IDataObject;
}
