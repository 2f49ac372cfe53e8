import { NodeApiError, NodeOperationError, type IHookFunctions } from 'n8n-workflow';

import { NUMERIC_ID, USERNAME } from '../shared/patterns';
import { userIdOfUsername } from '../shared/users/userLocator';
import { invalidField, listOf } from '../shared/validation';
import type { TriggerCredentials } from './triggerCredentials';

/** The panel's label of the watched users, as errors name it. */
export const USERS_FIELD = 'Users';

/**
 * The watched users as numeric IDs. People know usernames, the subscriptions need IDs: each
 * username (with or without @) is looked up when the trigger activates or checks its setup, so
 * an unknown one stops activation before anything is registered. IDs are taken as they are.
 * The trigger has no items, so its errors are item 0's.
 */
export async function watchedUserIds(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	entries: unknown,
): Promise<string[]> {
	const ids: string[] = [];
	for (const entry of listOf(entries)) {
		if (NUMERIC_ID.test(entry)) {
			ids.push(entry);
			continue;
		}
		const username = USERNAME.exec(entry)?.[1];
		if (!username)
			throw usersError(
				context,
				`holds "${entry.slice(0, 40)}", which is neither a username (such as @platformdev) nor a numeric user ID`,
			);
		ids.push(await idOfUsername(context, credentials, username));
	}
	return [...new Set(ids)];
}

/**
 * The id of a username (the shared lookup, with the trigger's credential); a user the platform
 * does not know (404, or an answer without a user) stops activation.
 */
async function idOfUsername(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	username: string,
): Promise<string> {
	try {
		return await userIdOfUsername(context, username, credentials.authentication);
	} catch (error) {
		// A 200 fails the lookup only when it names no user (an `errors` list, say).
		const status = error instanceof NodeApiError ? String(error.httpCode) : '';
		if (status === '404' || status === '200')
			throw usersError(context, `holds @${username}, who is not a user of the platform`);
		throw new NodeOperationError(context.getNode(), error as Error, {
			description: `The platform could not be asked who @${username} is, so nothing was registered.`,
		});
	}
}

/**
 * A bad entry of Users, found on activation. n8n shows some activation errors by their
 * description alone, so the description names the entry too, and says what to do.
 */
function usersError(context: IHookFunctions, problem: string) {
	const error = invalidField(context.getNode(), 0, USERS_FIELD, problem);
	error.description = `"${USERS_FIELD}" ${problem}. Correct it and activate the workflow again: nothing was registered with the platform.`;
	return error;
}
