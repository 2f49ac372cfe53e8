import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IHttpRequestMethods,
	IHttpRequestOptions,
} from 'n8n-workflow';

import { credentialTypeFor } from '../credentialTypes';
import { authenticationOf, type NodeContext } from '../nodeContext';
import { readCredentials } from '../readCredentials';
import { baseUrlOf } from './baseUrl';
import {
	platformRequest,
	type PlatformRequestSettings,
	type RequestContext,
} from './platformRequest';

/**
 * The core interface's twin of adsRequest(): the one place a core credential is read and the
 * core base URL is made from it. Routing gets the same base URL from CORE_BASE_URL.
 */

/** Routing's base URL (requestDefaults): the credential's, resolved by n8n for each request. */
export const CORE_BASE_URL = '={{$credentials.baseUrl}}';

/** A core credential, ready to send with. */
export interface CoreCredential {
	/** The Authentication field's value it was picked by. */
	authentication: string;
	credentialType: string;
	/**
	 * What it holds, for the requests that sign or authenticate themselves (a multipart body,
	 * the app's keys) and the trigger's consumer secret.
	 */
	values: ICredentialDataDecryptedObject;
	/**
	 * The absolute URL of a path under the base URL (`/2/...`): n8n's OAuth1 helper (sign-in
	 * credential) signs the URL it is handed as it is, so a baseURL beside a relative url would
	 * be signed wrongly.
	 */
	url: (path: string) => string;
}

/** The credential of `authentication` (the node's Authentication field unless told). */
export async function coreCredential(
	context: RequestContext,
	authentication = authenticationOf(context as NodeContext),
): Promise<CoreCredential> {
	const credentialType = credentialTypeFor(authentication);
	const values = await readCredentials(context, credentialType);
	const baseUrl = baseUrlOf(values.baseUrl);
	return { authentication, credentialType, values, url: (path) => `${baseUrl}${path}` };
}

export interface CoreCall {
	method: IHttpRequestMethods;
	/** Path under the core base URL, e.g. /2/users/me; it may hold a query already. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	/** The Authentication field's value (the node's own unless told). */
	authentication?: string;
	/** Other request options: an answer read as bytes, the full answer, headers. */
	options?: Omit<IHttpRequestOptions, 'url' | 'method' | 'qs' | 'body'>;
}

/**
 * One request of code on the core interface, through platformRequest (signing, rate-limit waits,
 * retries, mapped errors) under the node's Request Options: the answer's body, or the whole
 * answer when `options.returnFullResponse` asks for it.
 */
export async function coreRequest<T = IDataObject>(
	context: RequestContext,
	call: CoreCall,
	settings: PlatformRequestSettings = {},
): Promise<T> {
	const { credentialType, url } = await coreCredential(context, call.authentication);
	return (await platformRequest.call(
		context,
		credentialType,
		{
			...call.options,
			method: call.method,
			url: url(call.path),
			...(call.qs ? { qs: call.qs } : {}),
			...(call.body ? { body: call.body } : {}),
		},
		settings,
	)) as T;
}
