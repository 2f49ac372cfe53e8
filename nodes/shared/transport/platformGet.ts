import type { IDataObject } from 'n8n-workflow';

import { credentialTypeFor } from '../credentialTypes';
import { coreRequest } from './coreRequest';
import { dataRecord, type ExpectedAnswer, type RequestContext } from './platformRequest';

/**
 * A GET of the core interface outside an operation's own request (the signed-in user, a username
 * looked up, a picker's list), sent with coreRequest and the credential of the Authentication
 * field's value `authentication` (read by the caller: each kind of context reads parameters its
 * own way). `path` starts with /2/ and holds any query already; `expects` names the record `data`
 * must be, or is the whole expectation.
 */
export async function platformGet(
	context: RequestContext,
	authentication: string,
	path: string,
	expects?: string | ExpectedAnswer,
): Promise<IDataObject> {
	return await coreRequest(
		context,
		{ method: 'GET', path, authentication },
		expects ? { expect: typeof expects === 'string' ? dataRecord(expects) : expects } : {},
	);
}

/** The credential a node uses, as a key: what one credential resolved, it need not ask again. */
export function credentialKey(context: RequestContext, authentication: string): string {
	const credentialType = credentialTypeFor(authentication);
	return `${credentialType}:${context.getNode().credentials?.[credentialType]?.id ?? ''}`;
}
