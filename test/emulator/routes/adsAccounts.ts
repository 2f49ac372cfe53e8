import { adsError } from '../errors';
import type { Route } from '../types';

/** GET /12/accounts: the ads envelope {data, request: {params}, next_cursor}. */
export const routes: Route[] = [
	{
		api: 'ads-any',
		method: 'GET',
		path: '/12/accounts',
		auth: 'oauth1-user',
		handler: ({ state, query }) => {
			const params: Record<string, unknown> = { ...query };
			const count = query.count === undefined ? 200 : Number(query.count);
			if (!Number.isInteger(count) || count < 1 || count > 1000) {
				return adsError(400, 'INVALID_PARAMETER', 'Expected an integer between 1 and 1000 for count', { parameter: 'count', value: query.count }, params);
			}
			const data = state.adsAccounts.filter((account) => !account.deleted).slice(0, count);
			return { body: { data, request: { params }, next_cursor: null } };
		},
	},
];
