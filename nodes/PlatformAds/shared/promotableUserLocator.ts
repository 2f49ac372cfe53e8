import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodeProperties,
} from 'n8n-workflow';

import { authenticationOf } from '../../shared/nodeContext';
import { oncePerExecution } from '../../shared/oncePerExecution';
import { matchesFilter } from '../../shared/pickerFilter';
import { credentialKey, platformGet } from '../../shared/transport/platformGet';
import { adsRequest } from '../../shared/ads/adsRequest';
import { checkValue, invalidField, locatorValue, rules } from '../../shared/validation';
import { accountListPage } from '../../shared/ads/accountListPage';
import { ACCOUNT_PARAMETER } from '../../shared/ads/accountLocator';
import { idLocator } from '../../shared/ads/adsLocators';
import type { PreSend } from '../../shared/ads/adsRouting';

export const PROMOTABLE_USERS = '/promotable_users';
/** The picker's first choice: the account's own (FULL) promotable user, looked up when run. */
export const OWN_USER = 'full';
const OWN_USER_NAME = "The account's own user (FULL)";
/** The core interface looks up at most this many users at once. */
const USERS_PER_LOOKUP = 100;

/**
 * A promotable user: picked from the account's promotable users (searched by username, name, ID
 * or type, in the middle of a word too) or given by ID. `by` says what the value is: the user's
 * user_id (to post as them, to promote their account) or the promotable user record's id.
 * `ownByDefault` starts the field on the account's own user, as "Me" elsewhere.
 */
export function promotableUserLocator(
	show: Record<string, string[]>,
	settings: { name: string; displayName: string; description: string; by: 'user' | 'record' },
	ownByDefault = settings.by === 'user',
): INodeProperties {
	const locator = idLocator(
		{
			name: settings.name,
			displayName: settings.displayName,
			description: settings.description,
			placeholder: settings.by === 'user' ? '756201191646691328' : '1b9wj',
			searchListMethod:
				settings.by === 'user' ? 'searchPromotableUsers' : 'searchPromotableUserRecords',
		},
		show,
	);
	return ownByDefault
		? {
				...locator,
				default: { __rl: true, mode: 'list', value: OWN_USER, cachedResultName: OWN_USER_NAME },
			}
		: locator;
}

/** username and name of each user id, from the core interface; nothing when it cannot answer. */
async function userNames(
	context: ILoadOptionsFunctions,
	userIds: string[],
): Promise<Map<string, IDataObject>> {
	const names = new Map<string, IDataObject>();
	const authentication = String(context.getCurrentNodeParameter('authentication') ?? 'oAuth1');
	for (let start = 0; start < userIds.length; start += USERS_PER_LOOKUP) {
		const ids = userIds.slice(start, start + USERS_PER_LOOKUP).join(',');
		try {
			const answer = await platformGet(context, authentication, `/2/users?ids=${ids}`);
			for (const user of (answer.data as IDataObject[] | undefined) ?? [])
				names.set(String(user.id), user);
		} catch {
			// The ads access may come without core access: the choices still show the user IDs.
			break;
		}
	}
	return names;
}

async function searchPromotable(
	context: ILoadOptionsFunctions,
	by: 'user' | 'record',
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await accountListPage.call(context, PROMOTABLE_USERS, {}, paginationToken);
	if (!page) return { results: [] };
	const names = await userNames(
		context,
		page.records.map((record) => String(record.user_id)),
	);
	const choices = page.records.map((record) => {
		const user = names.get(String(record.user_id));
		const who = user
			? `@${String(user.username)} (${String(user.name)})`
			: `User ${String(record.user_id)}`;
		return {
			name: `${who}, ${String(record.promotable_user_type)}`,
			value: String(by === 'user' ? record.user_id : record.id),
			texts: [user?.username, user?.name, record.user_id, record.id, record.promotable_user_type],
		};
	});
	const own =
		by === 'user' && !paginationToken && matchesFilter(filter, OWN_USER_NAME)
			? [{ name: OWN_USER_NAME, value: OWN_USER }]
			: [];
	return {
		results: [
			...own,
			...choices
				.filter((choice) => matchesFilter(filter, ...choice.texts))
				.map(({ name, value }) => ({ name, value })),
		],
		paginationToken: page.paginationToken,
	};
}

/** listSearch: the account's promotable users, valued by user_id, the account's own user first. */
export async function searchPromotableUsers(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchPromotable(this, 'user', filter, paginationToken);
}

/** listSearch: the account's promotable users, valued by the promotable user record's id. */
export async function searchPromotableUserRecords(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchPromotable(this, 'record', filter, paginationToken);
}

/** The user_id of the account's FULL promotable user, asked once per execution and account. */
async function ownUserId(context: IExecuteSingleFunctions, accountId: string): Promise<string> {
	const authentication = authenticationOf(context);
	const key = `ads own user ${accountId} ${credentialKey(context, authentication)}`;
	return await oncePerExecution(context, key, async () => {
		let cursor: string | undefined;
		do {
			const body = await adsRequest.call(context, {
				method: 'GET',
				path: `/12/accounts/${encodeURIComponent(accountId)}${PROMOTABLE_USERS}`,
				qs: { count: 1000, ...(cursor ? { cursor } : {}) },
			});
			const full = ((body.data as IDataObject[] | undefined) ?? []).find(
				(record) => record.promotable_user_type === 'FULL',
			);
			if (full) return String(full.user_id);
			cursor = (body.next_cursor as string | null | undefined) ?? undefined;
		} while (cursor);
		throw new Error(`The ads account ${accountId} has no FULL promotable user`);
	});
}

/**
 * preSend: the user of a promotable user field as the query parameter `property`: the account's
 * own user looked up when the field holds it, otherwise a numeric user ID. `optional` fields
 * left empty send nothing (the platform then takes the account's own user itself).
 */
export function promotableUserQuery(
	parameter: string,
	field: string,
	property: string,
	optional = false,
): PreSend {
	return async function sendPromotableUser(
		this: IExecuteSingleFunctions,
		options: IHttpRequestOptions,
	) {
		const value = String(locatorValue(this.getNodeParameter(parameter, '')) ?? '').trim();
		if (!value) {
			if (optional) return options;
			throw invalidField(this.getNode(), this.getItemIndex(), field, 'is required');
		}
		let userId = value;
		if (value.toLowerCase() === OWN_USER) {
			const accountId = String(
				this.getNodeParameter(ACCOUNT_PARAMETER, '', { extractValue: true }) ?? '',
			);
			try {
				userId = await ownUserId(this, accountId);
			} catch (error) {
				throw invalidField(
					this.getNode(),
					this.getItemIndex(),
					field,
					`could not be read as the account's own user: ${(error as Error).message}`,
				);
			}
		} else checkValue(this.getNode(), this.getItemIndex(), field, value, [rules.id]);
		options.qs = { ...options.qs, [property]: userId };
		return options;
	};
}
