import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import type { ExpectedAnswer } from '../transport/platformRequest';
import { authenticationOf, oncePerExecution, type NodeContext } from '../oncePerExecution';
import { credentialKey, platformGet } from '../transport/platformGet';

const NUMERIC_ID = /^[0-9]{1,19}$/;

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
 * The id of the user the credential acts for, from GET /2/users/me, asked once per execution and
 * credential and reused by every item (likes, reposts, follows, bookmarks and the home timeline
 * need it in their path, and nobody should have to type it).
 */
export async function authenticatedUserId(context: NodeContext): Promise<string> {
	const authentication = authenticationOf(context);
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
			return String((answer.data as IDataObject).id);
		},
	);
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
