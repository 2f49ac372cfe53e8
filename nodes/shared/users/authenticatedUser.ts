import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	INodeListSearchResult,
} from 'n8n-workflow';

import { matchesFilter } from '../pickerFilter';

import type { ExpectedAnswer, RequestContext } from '../transport/platformRequest';
import { authenticationOf, type NodeContext } from '../nodeContext';
import { oncePerExecution } from '../oncePerExecution';
import { credentialKey, platformGet } from '../transport/platformGet';
import { NUMERIC_ID } from '../patterns';

/**
 * What an answer naming a user must hold, checked by the transport so that an answer without it
 * is reported as unexpected, naming the call: a `data` record with a numeric `id`.
 */
export const userRecord = (what: string): ExpectedAnswer => ({
	what: `expected ${what} with a numeric \`id\``,
	holds: (body) =>
		NUMERIC_ID.test(String((body as { data?: { id?: unknown } } | undefined)?.data?.id ?? '')),
});

/**
 * The user the credential of `authentication` acts for: their record from GET /2/users/me
 * (`id`, `name`, `username`), checked to name a numeric id. Asked once per execution and
 * credential, and reused by every item and node of the run (likes, reposts, follows, bookmarks
 * and the home timeline need the id in their path, and nobody should have to type it). The one
 * place that asks who is signed in: operations, pickers, polls and the webhook trigger.
 */
export async function signedInUser(
	context: RequestContext,
	authentication: string,
): Promise<IDataObject> {
	return await oncePerExecution(
		context,
		`me ${credentialKey(context, authentication)}`,
		async () => {
			const answer = await platformGet(
				context,
				authentication,
				'/2/users/me',
				userRecord('your user record'),
			);
			return answer.data as IDataObject;
		},
	);
}

/** The signed-in user's id, with the credential of the node's Authentication field. */
export async function authenticatedUserId(context: NodeContext): Promise<string> {
	return String((await signedInUser(context, authenticationOf(context))).id);
}

/**
 * One page of a list of the signed-in user's (their posts, lists, follows, bookmark folders) for
 * a picker: the signed-in user, then the list at `path(user id)`, 100 a page from the token given.
 */
export async function signedInUserPage(
	context: ILoadOptionsFunctions,
	path: (userId: string) => string,
	paginationToken?: string,
): Promise<{ me: IDataObject; records: IDataObject[]; nextToken?: string }> {
	const authentication = String(context.getNodeParameter('authentication', 'oAuth1'));
	const me = await signedInUser(context, authentication);
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

/**
 * A picker ("From List" mode) over a list of the signed-in user's, at `path(user id)`: the
 * records of each page whose `searched` texts hold the filter, each shown as `label` says.
 */
export function signedInUserPicker(
	path: (userId: string) => string,
	label: (record: IDataObject) => string = (record) => String(record.name),
	searched: (record: IDataObject) => unknown[] = (record) => [record.name, record.id],
) {
	return async function searchSignedInUserList(
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	): Promise<INodeListSearchResult> {
		const { records, nextToken } = await signedInUserPage(this, path, paginationToken);
		return {
			results: records
				.filter((record) => matchesFilter(filter, ...searched(record)))
				.map((record) => ({ name: label(record), value: String(record.id) })),
			paginationToken: nextToken,
		};
	};
}

/**
 * preSend: the signed-in user's id in place of `placeholder` (`:id`) in the request URL. It goes
 * after the checks of the item's own fields, so that bad input is refused before any request.
 */
export function meInPath(placeholder = ':id') {
	return async function putMeInPath(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const id = await authenticatedUserId(this);
		return { ...requestOptions, url: requestOptions.url.replace(placeholder, id) };
	};
}
