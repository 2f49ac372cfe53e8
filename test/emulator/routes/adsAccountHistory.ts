import { adsPage } from '../paging';
import {
	adsRoute,
	firstProblem,
	invalid,
	oneOf,
	required,
	single,
	unknownParameters,
} from '../adsRules';
import type { EmulatorState } from '../state';
import type { Route } from '../types';
import { withAccount } from './adsAccounts';

/** An account history entry. */
export interface HistoryEntry {
	account_id: string;
	change_by: { user_id: string; platform: string };
	changes: Record<string, unknown>;
	change_time: string;
	entity_id: string;
	entity: string;
	entity_data: Record<string, unknown>;
	change_type: string;
}

const ENTITY_TYPES = [
	'CAMPAIGN',
	'LINE_ITEM',
	'PROMOTED_POST',
	'TARGETING_CRITERIA',
	'PROMOTED_ACCOUNT',
];

/**
 * Changes of campaign c1 of the first account, one every 10 minutes from 2026-01-01T00:00Z (30 of
 * them). Each entry's snapshot holds the campaign's budgets in micros, as the platform's do.
 */
export const accountHistory = (state: EmulatorState): HistoryEntry[] =>
	state.collection<HistoryEntry>('adsAccountHistory', () =>
		Array.from({ length: 30 }, (_, n) => ({
			account_id: '18ce54d4x5t',
			change_by: { user_id: n % 2 === 0 ? state.seed.userId : '2244994945', platform: 'ADS_WEB' },
			changes: { name: `Campaign rev ${n}` },
			change_time: new Date(Date.UTC(2026, 0, 1) + n * 600_000).toISOString(),
			entity_id: 'c1',
			entity: 'CAMPAIGN',
			entity_data: {
				name: `Campaign rev ${n}`,
				daily_budget_amount_local_micro: 50_000_000,
				total_budget_amount_local_micro: 1_000_000_000,
				entity_status: 'ACTIVE',
				deleted: false,
			},
			change_type: n === 0 ? 'CREATE' : 'UPDATE',
		})),
	);

/** Whole hours only: minutes and seconds zero. */
const wholeHour = (value: string | undefined): boolean =>
	value !== undefined &&
	!Number.isNaN(Date.parse(value)) &&
	/T\d{2}:00:00(\.0+)?(Z|[+-]\d{2}:?\d{2})?$/.test(value);

/** GET /12/accounts/:account_id/account_history (beta). */
export const routes: Route[] = [
	adsRoute(
		'GET',
		'/12/accounts/:account_id/account_history',
		withAccount(({ state, query }, account) => {
			const problem = firstProblem(
				unknownParameters(query, [
					'count',
					'cursor',
					'entity_type',
					'entity_id',
					'start_time',
					'end_time',
					'user_id',
				]),
				required(query, ['entity_type', 'entity_id', 'start_time', 'end_time']),
			);
			if (problem) return problem;
			const badType = oneOf(query, 'entity_type', ENTITY_TYPES);
			if (badType) return badType;
			const entityType = single(query.entity_type) as string;
			for (const name of ['start_time', 'end_time']) {
				if (!wholeHour(single(query[name])))
					return invalid(
						query,
						name,
						`${name} must be an ISO 8601 time in whole hours (minutes and seconds zero)`,
					);
			}
			const userId = single(query.user_id);
			if (userId !== undefined && !/^\d{1,19}$/.test(userId))
				return invalid(query, 'user_id', 'user_id must be a numeric user ID');
			const start = Date.parse(single(query.start_time) as string);
			const end = Date.parse(single(query.end_time) as string);
			const entries = accountHistory(state).filter(
				(entry) =>
					entry.account_id === account.id &&
					entry.entity === entityType &&
					entry.entity_id === single(query.entity_id) &&
					Date.parse(entry.change_time) >= start &&
					Date.parse(entry.change_time) < end &&
					(userId === undefined || entry.change_by.user_id === userId),
			);
			return adsPage(
				entries.map(({ account_id: _, ...entry }) => entry),
				query,
				{ min: 1, max: 1000, default: 200 },
			);
		}),
	),
];
