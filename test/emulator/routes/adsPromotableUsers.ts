import { adsList, adsRoute, isReply, seededTime } from '../adsRules';
import { idsFilter } from '../adsIdFilters';
import type { EmulatorState } from '../state';
import type { Route } from '../types';
import { recordRoutes } from '../adsRecordRoutes';
import { withAccount } from './adsAccounts';

/** A user whose posts an account may promote. */
export interface PromotableUser {
	id: string;
	account_id: string;
	user_id: string;
	promotable_user_type: 'FULL' | 'REPOSTS_ONLY';
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/**
 * The seeded account's users: its own (FULL, the emulator's user) and @platformdev, who allowed
 * it to promote their posts (REPOSTS_ONLY).
 */
export const promotableUsers = (state: EmulatorState): PromotableUser[] =>
	state.collection<PromotableUser>('adsPromotableUsers', () => [
		{
			id: '1b9wj',
			account_id: '18ce54d4x5t',
			user_id: state.seed.userId,
			promotable_user_type: 'FULL',
			created_at: seededTime(0),
			updated_at: seededTime(0),
			deleted: false,
		},
		{
			id: '1b9wk',
			account_id: '18ce54d4x5t',
			user_id: '2244994945',
			promotable_user_type: 'REPOSTS_ONLY',
			created_at: seededTime(1),
			updated_at: seededTime(1),
			deleted: false,
		},
	]);

/** The user ids the account may post as and list posts of. */
export const promotableUserIds = (state: EmulatorState, accountId: string): string[] =>
	promotableUsers(state)
		.filter((user) => user.account_id === accountId && !user.deleted)
		.map((user) => user.user_id);

/** The account's FULL promotable user's id (the default of user_id). */
export const fullUserId = (state: EmulatorState, accountId: string): string | undefined =>
	promotableUsers(state).find(
		(user) =>
			user.account_id === accountId && user.promotable_user_type === 'FULL' && !user.deleted,
	)?.user_id;

const PATH = '/12/accounts/:account_id/promotable_users';
const publicView = ({ account_id: _, ...record }: PromotableUser) => record;

/** Promotable users: list and get (the platform adds them; there is no create). */
export const routes: Route[] = [
	adsRoute(
		'GET',
		PATH,
		withAccount(({ state, query }, account) => {
			const ids = idsFilter(query, 'promotable_user_ids', { trim: false });
			if (isReply(ids)) return ids;
			return adsList(
				promotableUsers(state)
					.filter((user) => user.account_id === account.id && (!ids || ids.includes(user.id)))
					.map(publicView),
				query,
				['promotable_user_ids'],
			);
		}),
	),
	...recordRoutes({
		path: PATH,
		records: promotableUsers,
		what: 'Promotable user',
		view: publicView,
		deletable: false,
	}),
];
