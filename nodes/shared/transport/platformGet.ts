import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import { credentialTypeFor } from '../credentialTypes';
import {
	dataRecord,
	platformRequest,
	type ExpectedAnswer,
	type RequestContext,
} from './platformRequest';

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
		{ method: 'GET', url: `${String(baseUrl).replace(/\/+$/, '')}${path}` },
		expects ? { expect: typeof expects === 'string' ? dataRecord(expects) : expects } : {},
	)) as IDataObject;
}

/** The credential a node uses, as a key: what one credential resolved, it need not ask again. */
export function credentialKey(context: RequestContext, authentication: string): string {
	const credentialType = credentialTypeFor(authentication);
	return `${credentialType}:${context.getNode().credentials?.[credentialType]?.id ?? ''}`;
}

/**
 * One page of a list of the signed-in user's (their posts, lists, follows, bookmark folders) for
 * a picker: GET /2/users/me, then the list at `path(user id)`, 100 a page from the token given.
 */
export async function signedInUserPage(
	context: ILoadOptionsFunctions,
	path: (userId: string) => string,
	paginationToken?: string,
): Promise<{ me: IDataObject; records: IDataObject[]; nextToken?: string }> {
	const authentication = String(context.getNodeParameter('authentication', 'oAuth1'));
	const me = (await platformGet(context, authentication, '/2/users/me', 'your user record'))
		.data as IDataObject;
	const query = new URLSearchParams({
		max_results: '100',
		...(paginationToken ? { pagination_token: paginationToken } : {}),
	});
	const page = await platformGet(
		context,
		authentication,
		`${path(encodeURIComponent(String(me.id)))}?${query}`,
	);
	return {
		me,
		records: (page.data as IDataObject[] | undefined) ?? [],
		nextToken: (page.meta as IDataObject | undefined)?.next_token as string | undefined,
	};
}
