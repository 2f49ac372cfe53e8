import {
	NodeApiError,
	NodeOperationError,
	type IDataObject,
	type IHookFunctions,
} from 'n8n-workflow';

import { platformRequest } from '../shared/transport/platformRequest';
import { invalidField, listOf } from '../shared/validation';
import type { TriggerCredentials } from './triggerCredentials';

/** The panel's label of the watched users, as errors name it. */
export const USERS_FIELD = 'Users';

const NUMERIC_ID = /^\d{1,19}$/;
/** A username as the platform allows it, with or without the @ people write before it. */
const USERNAME = /^@?([A-Za-z0-9_]{1,15})$/;

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

/** GET /2/users/by/username/:username; a user the platform does not know stops activation. */
async function idOfUsername(
	context: IHookFunctions,
	credentials: TriggerCredentials,
	username: string,
): Promise<string> {
	const unknown = () =>
		usersError(context, `holds @${username}, who is not a user of the platform`);
	let answer: IDataObject;
	try {
		answer = (await platformRequest.call(context, credentials.credentialType, {
			method: 'GET',
			url: `${credentials.baseUrl}/2/users/by/username/${encodeURIComponent(username)}`,
			headers: { Accept: 'application/json' },
		})) as IDataObject;
	} catch (error) {
		if (error instanceof NodeApiError && String(error.httpCode) === '404') throw unknown();
		throw new NodeOperationError(context.getNode(), error as Error, {
			description: `The platform could not be asked who @${username} is, so nothing was registered.`,
		});
	}
	// The platform may also answer 200 with only an `errors` list for a user it does not know.
	const id = (answer?.data as IDataObject | undefined)?.id;
	if (typeof id !== 'string' || !NUMERIC_ID.test(id)) throw unknown();
	return id;
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
