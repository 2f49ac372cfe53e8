import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
	INodeProperties,
} from 'n8n-workflow';

import { credentialTypeFor } from '../credentialTypes';
import { dropdown } from '../descriptions/properties';
import { readCredentials } from '../readCredentials';
import { authenticationOf, nodeParameter, type NodeContext } from '../nodeContext';
import { baseUrlOf } from '../transport/baseUrl';
import { throwIfFailed } from '../transport/httpFailure';
import { sendAuthenticated, type ExpectedAnswer } from '../transport/platformRequest';
import { withQuery } from '../transport/queryUrl';
import type { CodeOperationContext } from '../descriptions/codeOperation';

/**
 * The ads interface's requests: the one place its credential is read, the environment
 * (production or sandbox) decided and the base URL made. Routing gets the same base URL from
 * ADS_BASE_URL, and a sandbox-only path from toSandbox.
 */

/** Custom code (execute), a routed operation's preSend (one item), a poll or a list search. */
type AdsContext = NodeContext;

const ENVIRONMENT = 'environment';

/** The Environment field of both ads nodes; `description` says what it picks for that node. */
export const environmentProperty = (description: string): INodeProperties => ({
	...dropdown(
		'Environment',
		ENVIRONMENT,
		{ Production: 'production', Sandbox: 'sandbox' },
		'production',
	),
	description,
});

/** The environment the node works in: `production` or `sandbox`. */
export const adsEnvironmentOf = (context: AdsContext): string =>
	String(nodeParameter(context, ENVIRONMENT, 'production'));

/** Routing's base URL (requestDefaults), resolved by n8n with the node's parameters. */
export const ADS_BASE_URL = `={{$parameter["${ENVIRONMENT}"] === "sandbox" ? $credentials.adsSandboxBaseUrl : $credentials.adsBaseUrl}}`;

/** The values of the credential the node's Authentication field picks. */
export const adsCredentials = async (context: AdsContext) =>
	await readCredentials(context, credentialTypeFor(authenticationOf(context)));

/** The credential of the node's Authentication field and the base URL of the environment. */
async function adsTarget(context: AdsContext, sandbox = adsEnvironmentOf(context) === 'sandbox') {
	const credentialType = credentialTypeFor(authenticationOf(context));
	const credentials = await readCredentials(context, credentialType);
	const baseUrl = baseUrlOf(sandbox ? credentials.adsSandboxBaseUrl : credentials.adsBaseUrl);
	return { credentialType, baseUrl };
}

/**
 * preSend of the paths that exist only in the sandbox: sent to the sandbox base URL whatever the
 * Environment says. A preSend, not `request.baseURL: '={{$credentials...}}'`: n8n 1.x resolves an
 * operation's routing without `$credentials` (the URL stayed the production one in n8n 1.123).
 */
export async function toSandbox(
	this: IExecuteSingleFunctions,
	options: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	return { ...options, baseURL: (await adsTarget(this, true)).baseUrl };
}

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

/**
 * One request of custom code on the ads interface, to the base URL of the chosen environment,
 * sent with platformRequest (signing,
 * rate-limit waits, retries, mapped errors) under the node's Request Options. The whole answer,
 * for callers that read its headers (the stats jobs read what is left of the job limit).
 */
export async function adsResponse(
	this: AdsContext,
	request: AdsCall,
): Promise<IN8nHttpFullResponse> {
	const { credentialType, baseUrl } = await adsTarget(this);
	const { acceptFailure } = request;
	return await sendAuthenticated.call(
		this as CodeOperationContext,
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
