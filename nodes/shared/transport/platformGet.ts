import type { IDataObject } from 'n8n-workflow';

import { credentialTypeFor } from '../credentialTypes';
import {
	dataRecord,
	platformRequest,
	type ExpectedAnswer,
	type RequestContext,
} from './platformRequest';
import { baseUrlOf } from './baseUrl';

/**
 * A GET of the core interface outside an operation's own request (the signed-in user, a username
 * looked up, a picker's list), sent with the credential of the node's Authentication field
 * (`authentication`, read by the caller: each kind of context reads parameters its own way) and
 * through the shared transport. `path` starts with /2/ and holds any query already; `expects`
 * names the record `data` must be, or is the whole expectation.
 */
export async function platformGet(
	context: RequestContext,
	authentication: string,
	path: string,
	expects?: string | ExpectedAnswer,
): Promise<IDataObject> {
	const credentialType = credentialTypeFor(authentication);
	const { baseUrl } = await context.getCredentials<{ baseUrl: string }>(credentialType);
	return (await platformRequest.call(
		context,
		credentialType,
		{ method: 'GET', url: `${baseUrlOf(baseUrl)}${path}` },
		expects ? { expect: typeof expects === 'string' ? dataRecord(expects) : expects } : {},
	)) as IDataObject;
}

/** The credential a node uses, as a key: what one credential resolved, it need not ask again. */
export function credentialKey(context: RequestContext, authentication: string): string {
	const credentialType = credentialTypeFor(authentication);
	return `${credentialType}:${context.getNode().credentials?.[credentialType]?.id ?? ''}`;
}
