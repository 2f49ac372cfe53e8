import type {
	IDataObject,
	IExecuteFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
} from 'n8n-workflow';

import { UnexpectedAnswerError } from '../../shared/transport/unexpectedAnswer';
import { authenticationOf, oncePerExecution } from './oncePerExecution';
import { credentialKey, platformGet } from './platformGet';

const NUMERIC_ID = /^[0-9]{1,19}$/;

/**
 * The id of the user the credential acts for, from GET /2/users/me, asked once per execution and
 * credential and reused by every item (likes, reposts, follows, bookmarks and the home timeline
 * need it in their path, and nobody should have to type it).
 */
export async function authenticatedUserId(
	context: IExecuteSingleFunctions | IExecuteFunctions,
): Promise<string> {
	const authentication = authenticationOf(context);
	return await oncePerExecution(
		context,
		`me ${credentialKey(context, authentication)}`,
		async () => {
			const answer = await platformGet(context, authentication, '/2/users/me', 'your user record');
			const id = String((answer.data as IDataObject).id ?? '');
			if (!NUMERIC_ID.test(id))
				throw new UnexpectedAnswerError('expected your user record with a numeric `id`', {
					status: 200,
					body: answer,
				});
			return id;
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
