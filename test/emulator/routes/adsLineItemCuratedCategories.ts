import {
	adsList,
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	isReply,
	notFound,
	required,
	seededTime,
	single,
	unknownParameters,
} from '../adsRules';
import type { EmulatorState } from '../state';
import type { Query, Reply, Route } from '../types';
import { withAccount } from './adsAccounts';
import { accountRecord, recordRoutes } from '../adsRecordRoutes';
import { curatedCategories } from './adsCategories';
import { lineItems } from './adsLineItems';

/** A line item curated category. */
export interface LineItemCuratedCategory {
	id: string;
	account_id: string;
	line_item_id: string;
	curated_category_id: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

/**
 * Seeded records: 2,100 of the first account (every 100th deleted), enough for three pages of
 * 1,000.
 */
export const SEEDED_LICC = 2100;

export const lineItemCuratedCategories = (state: EmulatorState): LineItemCuratedCategory[] =>
	state.collection<LineItemCuratedCategory>('adsLineItemCuratedCategories', () =>
		Array.from({ length: SEEDED_LICC }, (_, n) => ({
			id: `licc${n.toString(36)}`,
			account_id: '18ce54d4x5t',
			line_item_id: n % 2 === 0 ? '8v7jo' : '8v7jp',
			curated_category_id: ['1a', '1b', '1c'][n % 3],
			created_at: seededTime(n),
			updated_at: seededTime(n),
			deleted: n % 100 === 99,
		})),
	);

/** The line_item_id and curated_category_id of a create or update, checked against the records. */
function links(
	state: EmulatorState,
	accountId: string,
	query: Query,
	creating: boolean,
): Reply | Partial<LineItemCuratedCategory> {
	const problem = firstProblem(
		unknownParameters(query, ['curated_category_id', 'line_item_id']),
		creating ? required(query, ['curated_category_id', 'line_item_id']) : undefined,
	);
	if (problem) return problem;
	const changes: Partial<LineItemCuratedCategory> = {};
	const lineItemId = single(query.line_item_id);
	if (lineItemId !== undefined) {
		if (
			!lineItems(state).some(
				(item) => item.account_id === accountId && item.id === lineItemId && !item.deleted,
			)
		)
			return invalid(
				query,
				'line_item_id',
				`Line item ${lineItemId} does not exist in this account`,
			);
		changes.line_item_id = lineItemId;
	}
	const categoryId = single(query.curated_category_id);
	if (categoryId !== undefined) {
		if (!curatedCategories(state).some((category) => category.id === categoryId))
			return invalid(query, 'curated_category_id', `Curated category ${categoryId} does not exist`);
		changes.curated_category_id = categoryId;
	}
	return changes;
}

const PATH = '/12/accounts/:account_id/line_item_curated_categories';
const find = accountRecord(lineItemCuratedCategories);
const publicView = ({ account_id: _, ...record }: LineItemCuratedCategory) => record;

/** Line item curated categories: list, get, create, update, delete. */
export const routes: Route[] = [
	adsRoute(
		'GET',
		PATH,
		withAccount(({ state, query }, account) =>
			adsList(
				lineItemCuratedCategories(state)
					.filter((record) => record.account_id === account.id)
					.map(publicView),
				query,
			),
		),
	),
	adsRoute(
		'POST',
		PATH,
		withAccount(({ state, query }, account) => {
			const changes = links(state, account.id, query, true);
			if (isReply(changes)) return changes;
			const now = new Date().toISOString();
			const created = {
				id: `licc${state.nextNumericId().slice(-8)}`,
				account_id: account.id,
				line_item_id: '',
				curated_category_id: '',
				...changes,
				created_at: now,
				updated_at: now,
				deleted: false,
			};
			lineItemCuratedCategories(state).push(created);
			return envelope(publicView(created), query);
		}),
	),
	adsRoute(
		'PUT',
		`${PATH}/:id`,
		withAccount(({ state, params, query }, account) => {
			const found = find(state, account.id, params.id);
			if (!found || found.deleted)
				return notFound(query, `Line item curated category ${params.id}`);
			const changes = links(state, account.id, query, false);
			if (isReply(changes)) return changes;
			Object.assign(found, changes, { updated_at: new Date().toISOString() });
			return envelope(publicView(found), query);
		}),
	),
	...recordRoutes({
		path: PATH,
		records: lineItemCuratedCategories,
		what: 'Line item curated category',
		view: publicView,
		deletable: true,
	}),
];
