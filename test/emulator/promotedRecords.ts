import { adsError } from './errors';
import {
	adsList,
	adsRoute,
	envelope,
	firstProblem,
	isTrue,
	missing,
	single,
	unknownParameters,
} from './adsRules';
import { adsNow, adsTime } from './adsClock';
import { idList } from './cards';
import type { EmulatorState } from './state';
import type { Query, Reply, Route, RouteContext } from './types';
import { withAccount, type AdsAccount } from './routes/adsAccounts';
import { accountRecord, deleteRecord, type RecordKind } from './adsRecordRoutes';
import { lineItems, type LineItem } from './routes/adsLineItems';

/** A record that ties something to a line item (promoted post, promoted account, ...). */
export interface LinkedRecord {
	id: string;
	account_id: string;
	line_item_id: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
	[field: string]: unknown;
}

export interface LinkedRecordSettings<T extends LinkedRecord> {
	/** The path segment: promoted_posts. */
	collection: string;
	/** The list's filter by record id: promoted_post_ids. */
	idsParameter: string;
	/** 404 code and words of an unknown record: PROMOTED_POST_NOT_FOUND, Promoted post. */
	notFoundCode: string;
	what: string;
	records(state: EmulatorState): T[];
	/** The record as answered (without the emulator's account_id). */
	view?(state: EmulatorState, record: T): Record<string, unknown>;
	/** A refusal of the list, given the line items it names. */
	listProblem?(state: EmulatorState, query: Query, named: LineItem[]): Reply | undefined;
	/** A refusal of the delete of this record. */
	deleteProblem?(state: EmulatorState, query: Query, record: T): Reply | undefined;
	/** The parameters the create takes (line_item_id among them). */
	parameters: string[];
	create(context: RouteContext, account: AdsAccount, lineItem: LineItem): Reply;
}

export const adsNowTime = (state: EmulatorState): string => adsTime(adsNow(state));

const plainView = ({ account_id: _, ...record }: LinkedRecord) => record;

/** The line item of line_item_id in the account, live, or the refusal. */
function liveLineItem(state: EmulatorState, query: Query, accountId: string): LineItem | Reply {
	if (query.line_item_id === undefined) return missing(query, 'line_item_id');
	const id = String(single(query.line_item_id));
	const found = lineItems(state).find(
		(item) => item.id === id && item.account_id === accountId && !item.deleted,
	);
	return (
		found ??
		adsError(
			404,
			'LINE_ITEM_NOT_FOUND',
			`Line item ${id} was not found`,
			{ parameter: 'line_item_id', value: id },
			{ ...query },
		)
	);
}

const isLineItem = (value: LineItem | Reply): value is LineItem => 'placements' in value;

/**
 * The list, get, create and delete routes of one kind of line item record. Records under a
 * deleted line item are listed only with with_deleted=true (they still show deleted=false).
 */
export function linkedRecordRoutes<T extends LinkedRecord>(
	settings: LinkedRecordSettings<T>,
): Route[] {
	const path = `/12/accounts/:account_id/${settings.collection}`;
	const view = (state: EmulatorState, record: T) =>
		settings.view ? settings.view(state, record) : plainView(record);
	const kind: RecordKind<T> = {
		find: accountRecord(settings.records),
		notFound: (query, id) =>
			adsError(
				404,
				settings.notFoundCode,
				`${settings.what} ${id} was not found`,
				{},
				{ ...query },
			),
		view: (record, state) => view(state, record),
	};

	return [
		adsRoute(
			'GET',
			path,
			withAccount(({ state, query }, account) => {
				const lineItemIds = idList(query, 'line_item_ids');
				const ids = idList(query, settings.idsParameter);
				const extra = ['line_item_ids', settings.idsParameter];
				const problem = firstProblem(
					unknownParameters(query, [
						...extra,
						'count',
						'cursor',
						'sort_by',
						'with_deleted',
						'with_total_count',
					]),
					lineItemIds.problem,
					ids.problem,
				);
				if (problem) return problem;
				const named = lineItems(state).filter((item) => lineItemIds.values?.includes(item.id));
				const refused = settings.listProblem?.(state, query, named);
				if (refused) return refused;
				const deletedLineItems = new Set(
					lineItems(state)
						.filter((item) => item.deleted)
						.map((item) => item.id),
				);
				const records = settings
					.records(state)
					.filter(
						(record) =>
							record.account_id === account.id &&
							(!lineItemIds.values || lineItemIds.values.includes(record.line_item_id)) &&
							(!ids.values || ids.values.includes(record.id)) &&
							(isTrue(query, 'with_deleted') || !deletedLineItems.has(record.line_item_id)),
					);
				return adsList(
					records.map((record) => view(state, record)),
					query,
					extra,
				);
			}),
		),
		adsRoute(
			'GET',
			`${path}/:id`,
			withAccount(({ state, params, query }, account) => {
				const problem = unknownParameters(query, ['with_deleted']);
				if (problem) return problem;
				const found = kind.find(state, account.id, params.id);
				// No check that with_deleted is a boolean here, unlike the other records' GET.
				if (!found || (found.deleted && !isTrue(query, 'with_deleted')))
					return kind.notFound(query, params.id);
				return envelope(view(state, found), query);
			}),
		),
		adsRoute(
			'POST',
			path,
			withAccount((context, account) => {
				const problem = unknownParameters(context.query, settings.parameters);
				if (problem) return problem;
				const lineItem = liveLineItem(context.state, context.query, account.id);
				return isLineItem(lineItem) ? settings.create(context, account, lineItem) : lineItem;
			}),
		),
		adsRoute(
			'DELETE',
			`${path}/:id`,
			deleteRecord(kind, {
				refusal: settings.deleteProblem,
				also: (record, state) => {
					record.updated_at = adsNowTime(state);
				},
			}),
		),
	];
}
