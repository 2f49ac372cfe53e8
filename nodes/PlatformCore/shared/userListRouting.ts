import type { INodeProperties, INodePropertyRouting } from 'n8n-workflow';

import { corePaging, listRouting, returnAllOrLimit } from '../../shared/routing/listRouting';
import type { PreSend } from '../../shared/routing/preSend';
import { userFieldsProperty } from '../../shared/fields/userFields';
import { userExpansionProperties } from '../../shared/fields/referredFields';

/**
 * A list of users (followers, following, liking users, a search...) with Return All / Limit at
 * the largest max_results the endpoint allows, one item per user. Most lists take the next page
 * as `pagination_token`; user search takes it as `next_token`.
 */
export function userListRouting(
	url: string,
	preSend: PreSend[],
	maxPageSize: number,
	tokenParameter = 'pagination_token',
): INodePropertyRouting {
	return listRouting(
		{ request: { method: 'GET', url }, ...(preSend.length ? { send: { preSend } } : {}) },
		{ ...corePaging(maxPageSize), tokenParameter },
	);
}

/** Return All, Limit and the user fields. */
export const userListFields: INodeProperties[] = [
	...returnAllOrLimit(),
	userFieldsProperty,
	...userExpansionProperties,
];
