import { adsError } from '../errors';
import { envelope, invalid, missing, seededTime, single } from '../adsRules';
import type { EmulatorState } from '../state';
import type { Query, Route } from '../types';
import { adsNowTime, linkedRecordRoutes, type LinkedRecord } from '../promotedRecords';
import { promotableUserIds } from './adsPromotableUsers';

/** The line item product type that holds promoted accounts. */
const PROMOTED_ACCOUNT = 'PROMOTED_ACCOUNT';

/** One seeded promoted account: the seeded user on the PROMOTED_ACCOUNT line item 8v7jr. */
export const promotedAccounts = (state: EmulatorState): LinkedRecord[] =>
	state.collection<LinkedRecord>('adsPromotedAccounts', () => [
		{
			id: '19pl2',
			account_id: '18ce54d4x5t',
			line_item_id: '8v7jr',
			user_id: state.seed.userId,
			entity_status: 'ACTIVE',
			approval_status: 'ACCEPTED',
			created_at: seededTime(0),
			updated_at: seededTime(0),
			deleted: false,
		},
	]);

const incompatible = (query: Query, id: string) =>
	adsError(
		400,
		'INCOMPATIBLE_LINE_ITEM',
		`Line item ${id} is not set up for promoted accounts`,
		{ parameter: 'line_item_id', value: id },
		{ ...query },
	);

/**
 * Promoted accounts: only on a line item of product type PROMOTED_ACCOUNT (otherwise 400
 * INCOMPATIBLE_LINE_ITEM), only for an eligible user; a user already promoted there is answered
 * with the existing record. A list naming only line items that cannot hold them answers 400.
 */
export const routes: Route[] = linkedRecordRoutes({
	collection: 'promoted_accounts',
	idsParameter: 'promoted_account_ids',
	notFoundCode: 'PROMOTED_ACCOUNT_NOT_FOUND',
	what: 'Promoted account',
	records: promotedAccounts,
	parameters: ['line_item_id', 'user_id'],
	listProblem: (_state, query, named) =>
		named.length > 0 && !named.some((item) => item.product_type === PROMOTED_ACCOUNT)
			? invalid(query, 'line_item_ids', 'None of these line items can hold promoted accounts')
			: undefined,
	create: ({ state, query }, account, lineItem) => {
		const userId = single(query.user_id);
		if (userId === undefined) return missing(query, 'user_id');
		if (!/^\d{1,19}$/.test(userId)) return invalid(query, 'user_id', 'user_id must be a user ID');
		if (lineItem.product_type !== PROMOTED_ACCOUNT) return incompatible(query, lineItem.id);
		// Only the account's promotable users (its own user and those it may promote) can be promoted.
		if (!promotableUserIds(state, account.id).includes(userId))
			return adsError(
				400,
				'INVALID_USER',
				`User ${userId} cannot be promoted by this account`,
				{ parameter: 'user_id', value: userId },
				{ ...query },
			);
		const records = promotedAccounts(state);
		const existing = records.find(
			(record) =>
				record.line_item_id === lineItem.id && record.user_id === userId && !record.deleted,
		);
		const record = existing ?? {
			id: `19${Number(state.nextNumericId().slice(-9)).toString(36)}`,
			account_id: account.id,
			line_item_id: lineItem.id,
			user_id: userId,
			entity_status: 'ACTIVE',
			approval_status: 'ACCEPTED',
			created_at: adsNowTime(state),
			updated_at: adsNowTime(state),
			deleted: false,
		};
		if (!existing) records.push(record);
		const { account_id: _, ...shown } = record;
		return envelope(shown, query);
	},
});
