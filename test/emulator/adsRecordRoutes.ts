import { booleans, envelope, firstProblem, isTrue, notFound, unknownParameters } from './adsRules';
import type { EmulatorState } from './state';
import type { Route } from './types';
import { withAccount } from './routes/adsAccounts';

/** A record of one ads account that is deleted by a flag. */
export interface AccountRecord {
	id: string;
	account_id: string;
	deleted: boolean;
}

/**
 * GET `<path>/:id` (with_deleted) and, when `deletable`, DELETE `<path>/:id` (answers the record
 * with deleted=true; a deleted one is not found) of an account's records. `what` names the record
 * kind in the 404 message ("Tracking tag").
 */
export function recordRoutes<T extends AccountRecord>(
	path: string,
	records: (state: EmulatorState) => T[],
	what: string,
	view: (record: T) => unknown,
	deletable: boolean,
): Route[] {
	const find = (state: EmulatorState, accountId: string, id: string) =>
		records(state).find((record) => record.account_id === accountId && record.id === id);
	const get: Route = {
		api: 'ads-any',
		method: 'GET',
		path: `${path}/:id`,
		auth: 'oauth1-user',
		handler: withAccount(({ state, params, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, ['with_deleted']),
				booleans(query, ['with_deleted']),
			);
			if (problem) return problem;
			const found = find(state, account.id, params.id);
			if (!found || (found.deleted && !isTrue(query, 'with_deleted')))
				return notFound(query, `${what} ${params.id}`);
			return envelope(view(found), query);
		}),
	};
	const remove: Route = {
		api: 'ads-any',
		method: 'DELETE',
		path: `${path}/:id`,
		auth: 'oauth1-user',
		handler: withAccount(({ state, params, query }, account) => {
			const problem = unknownParameters(query, []);
			if (problem) return problem;
			const found = find(state, account.id, params.id);
			if (!found || found.deleted) return notFound(query, `${what} ${params.id}`);
			found.deleted = true;
			return envelope(view(found), query);
		}),
	};
	return deletable ? [get, remove] : [get];
}
