import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeParameterResourceLocator,
	INodeProperties,
} from 'n8n-workflow';

import { matchesFilter } from '../pickerFilter';
import { checkValue, invalidField, rules } from '../validation';
import { authenticatedUserId, signedInUserPage, userRecord } from './authenticatedUser';
import { listMode, numericIdMode, urlMode } from '../locators/locatorModes';
import { authenticationOf, itemIndexOf, nodeParameter, type NodeContext } from '../nodeContext';
import { oncePerExecution } from '../oncePerExecution';
import { credentialKey, platformGet } from '../transport/platformGet';
import { type RequestContext } from '../transport/platformRequest';
import { DIGITS_ONLY, USERNAME, USER_URL_PATTERN } from '../patterns';

/** The value of the picker's first choice: the user the credential acts for. */
export const ME = 'me';

/** What a new node holds: the signed-in user, named so in the field. */
const meByDefault = {
	__rl: true,
	mode: 'list',
	value: ME,
	cachedResultName: 'Me (the signed-in user)',
};

/**
 * A user field for operations where any user may be meant (followers, a user's posts, mentions):
 * "Me" by default, or a user picked from those the signed-in user follows, or a username, an ID
 * or a profile link.
 */
export function userLocatorProperty(
	displayName = 'User',
	name = 'user',
	description = 'The user: Me (the signed-in user), one you follow, a username, an ID or a profile link',
	me = true,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { ...meByDefault },
		// Another user (to follow, mute...) starts empty, by username: the way people know them.
		...(me ? {} : { default: { mode: 'username', value: '' } }),
		required: true,
		modes: [
			listMode('Me, or a user you follow...', 'searchUsers'),
			{
				displayName: 'Username',
				name: 'username',
				type: 'string',
				placeholder: 'e.g. platformdev',
				validation: [
					{
						type: 'regex',
						properties: {
							regex: USERNAME.source,
							errorMessage: 'A username is 1 to 15 letters, digits or underscores',
						},
					},
				],
			},
			numericIdMode('user', 'e.g. 2244994945'),
			urlMode(
				'e.g. https://example.com/platformdev',
				USER_URL_PATTERN,
				'Not a profile link (https://<site>/<username>)',
			),
		],
		description,
	};
}

/**
 * The id of a username, from GET /2/users/by/username/{username} with the credential of
 * `authentication` (the node's Authentication field unless told), once per execution.
 */
export async function userIdOfUsername(
	context: RequestContext,
	username: string,
	authentication = authenticationOf(context as NodeContext),
): Promise<string> {
	const key = `username ${username.toLowerCase()} ${credentialKey(context, authentication)}`;
	return await oncePerExecution(context, key, async () => {
		const answer = await platformGet(
			context,
			authentication,
			`/2/users/by/username/${encodeURIComponent(username)}`,
			userRecord(`the user @${username}`),
		);
		return String((answer.data as IDataObject).id);
	});
}

/**
 * The checked user id a user field holds, in any of its modes: Me, an ID, a username or a
 * profile link (both looked up). A plain value from an expression is read as Me, an ID or a
 * username by its shape.
 */
export async function readUserId(
	context: NodeContext,
	name: string,
	field: string,
	itemIndex = itemIndexOf(context),
): Promise<string> {
	const raw = nodeParameter(context, name, '', itemIndex) as string | INodeParameterResourceLocator;
	const locator = typeof raw === 'object' && raw !== null ? raw : { mode: 'plain', value: raw };
	const value = String(locator.value ?? '').trim();
	const fail = (problem: string) => invalidField(context.getNode(), itemIndex, field, problem);
	if (value === '') throw fail('is required');
	if (value.toLowerCase() === ME && locator.mode !== 'username')
		return await authenticatedUserId(context);
	const username = (text: string) => {
		const match = USERNAME.exec(text);
		if (!match)
			throw fail(
				`must be a username of 1 to 15 letters, digits or underscores, got "${text.slice(0, 40)}"`,
			);
		return match[1];
	};
	switch (locator.mode) {
		case 'username':
			return await userIdOfUsername(context, username(value));
		case 'url': {
			const match = USER_URL_PATTERN.exec(value);
			if (!match)
				throw fail(
					`must be a link to a profile (https://<site>/<username>), got "${value.slice(0, 80)}"`,
				);
			return await userIdOfUsername(context, match[1]);
		}
		case 'plain':
			if (!DIGITS_ONLY.test(value)) return await userIdOfUsername(context, username(value));
	}
	checkValue(context.getNode(), itemIndex, field, value, [rules.id]);
	return value;
}

/** preSend: the user of field `name` in place of `placeholder` in the request URL. */
export function userIdInPath(name: string, field: string, placeholder = ':id') {
	return async function putUserInPath(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const id = await readUserId(this, name, field);
		return { ...requestOptions, url: requestOptions.url.replace(placeholder, id) };
	};
}

/** preSend: the user of field `name` in the JSON body as `bodyField` (`target_user_id`). */
export function userIdInBody(name: string, field: string, bodyField: string) {
	return async function putUserInBody(
		this: IExecuteSingleFunctions,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const id = await readUserId(this, name, field);
		const body = (requestOptions.body ?? {}) as IDataObject;
		return { ...requestOptions, body: { ...body, [bodyField]: id } };
	};
}

/** A user field for the other user of a follow or a mute: no Me, by username first. */
export const targetUserProperty = (verb: string): INodeProperties =>
	userLocatorProperty(
		'User',
		'targetUser',
		`The user to ${verb}: one you follow, a username, an ID or a profile link`,
		false,
	);

/**
 * The "From List" mode of a user field: Me first, then the users the signed-in user follows
 * (GET /2/users/{id}/following, 100 a page), those whose name or username holds the filter.
 */
export async function searchUsers(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const { me, records, nextToken } = await signedInUserPage(
		this,
		(id) => `/2/users/${id}/following`,
		paginationToken,
	);
	const followed = records
		.filter((user) => matchesFilter(filter, user.name, user.username, user.id))
		.map((user) => ({
			name: `${String(user.name)} (@${String(user.username)})`,
			value: String(user.id),
		}));
	const first =
		paginationToken || !matchesFilter(filter, 'me', me.name, me.username)
			? []
			: [{ name: `Me (@${String(me.username)})`, value: ME }];
	return { results: [...first, ...followed], paginationToken: nextToken };
}
