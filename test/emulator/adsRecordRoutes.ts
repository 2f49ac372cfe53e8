import {
	adsList,
	adsRoute,
	booleans,
	envelope,
	firstProblem,
	isReply,
	isTrue,
	notFound,
	unknownParameters,
} from './adsRules';
import { adsError } from './errors';
import type { EmulatorState } from './state';
import type { Query, Reply, Route } from './types';
import { withAccount } from './routes/adsAccounts';
import { idsFilter, keepIds } from './adsIdFilters';

/** A 404 with the platform's own code for the kind of record. */
export const namedNotFound = (query: Query, code: string, what: string): Reply =>
	adsError(
		404,
		code,
		`${what} was not found`,
		{ details: `${what} does not exist or is deleted` },
		{ ...query },
	);

/** A record of one ads account that is deleted by a flag. */
export interface AccountRecord {
	id: string;
	account_id: string;
	deleted: boolean;
}

/** The finder of an account's record by id (deleted ones too). */
export const accountRecord =
	<T extends AccountRecord>(records: (state: EmulatorState) => T[]) =>
	(state: EmulatorState, accountId: string, id: string): T | undefined =>
		records(state).find((record) => record.account_id === accountId && record.id === id);

/** How the GET and DELETE of one record find it and answer. */
export interface RecordKind<T extends { deleted: boolean }> {
	/** The account's record of that key (a GET with with_deleted wants deleted ones too). */
	find(state: EmulatorState, accountId: string, key: string): T | undefined;
	/** The path parameter that holds the key: id unless said. */
	keyParameter?: string;
	/** The 404 of an unknown record (and of a deleted one, unless with_deleted shows it). */
	notFound(query: Query, key: string): Reply;
	/** The record as answered; as stored unless said. */
	view?(record: T, state: EmulatorState): unknown;
}

const answer = <T extends { deleted: boolean }>(
	kind: RecordKind<T>,
	record: T,
	state: EmulatorState,
	query: Query,
): Reply => envelope(kind.view ? kind.view(record, state) : record, query);

/** GET of one record; a deleted one is shown only with with_deleted=true. */
export const getRecord = <T extends { deleted: boolean }>(kind: RecordKind<T>): Route['handler'] =>
	withAccount(({ state, params, query }, account) => {
		const problem = firstProblem(
			unknownParameters(query, ['with_deleted']),
			booleans(query, ['with_deleted']),
		);
		if (problem) return problem;
		const key = params[kind.keyParameter ?? 'id'];
		const found = kind.find(state, account.id, key);
		if (!found || (found.deleted && !isTrue(query, 'with_deleted')))
			return kind.notFound(query, key);
		return answer(kind, found, state, query);
	});

/** What a DELETE does beside flagging the record deleted. */
export interface DeleteRules<T> {
	/** A refusal of the delete of this (live) record. */
	refusal?(state: EmulatorState, query: Query, record: T): Reply | undefined;
	/** The other changes of a delete (updated_at, ...). */
	also?(record: T, state: EmulatorState): void;
}

/** DELETE of one record: it is flagged deleted and answered; a deleted one is not found. */
export const deleteRecord = <T extends { deleted: boolean }>(
	kind: RecordKind<T>,
	rules: DeleteRules<T> = {},
): Route['handler'] =>
	withAccount(({ state, params, query }, account) => {
		const problem = unknownParameters(query, []);
		if (problem) return problem;
		const key = params[kind.keyParameter ?? 'id'];
		const found = kind.find(state, account.id, key);
		if (!found || found.deleted) return kind.notFound(query, key);
		const refused = rules.refusal?.(state, query, found);
		if (refused) return refused;
		found.deleted = true;
		rules.also?.(found, state);
		return answer(kind, found, state, query);
	});

export interface RecordRouteSettings<T extends AccountRecord> {
	/** The path of the account's records: /12/accounts/:account_id/tracking_tags. */
	path: string;
	records(state: EmulatorState): T[];
	/** The record kind in the 404 message: Tracking tag. */
	what: string;
	view(record: T): unknown;
	/** Whether there is a DELETE; rules: there is, and they say what else it does. */
	deletable: boolean | DeleteRules<T>;
	/** The 404 code of an unknown record when the platform names one (APP_EVENT_TAG_NOT_FOUND). */
	notFoundCode?: string;
}

/**
 * GET `<path>/:id` (with_deleted) and, when deletable, DELETE `<path>/:id` of an account's
 * records, with the ads interface's plain NOT_FOUND for an unknown record.
 */
export function recordRoutes<T extends AccountRecord>(settings: RecordRouteSettings<T>): Route[] {
	const { path, what, view, deletable, notFoundCode } = settings;
	const kind: RecordKind<T> = {
		find: accountRecord(settings.records),
		notFound: (query, id) =>
			notFoundCode
				? namedNotFound(query, notFoundCode, `${what} ${id}`)
				: notFound(query, `${what} ${id}`),
		view,
	};
	const get = adsRoute('GET', `${path}/:id`, getRecord(kind));
	if (!deletable) return [get];
	const rules = deletable === true ? {} : deletable;
	return [get, adsRoute('DELETE', `${path}/:id`, deleteRecord(kind, rules))];
}

/**
 * GET of an account's records whose only filter is a comma list of their ids (`idsParameter`),
 * with the standard list parameters; each record answered as `view` writes it.
 */
export const idsListRoute = <T extends AccountRecord>(
	path: string,
	records: (state: EmulatorState) => T[],
	idsParameter: string,
	view: (record: T) => unknown,
): Route =>
	adsRoute(
		'GET',
		path,
		withAccount(({ state, query }, account) => {
			const ids = idsFilter(query, idsParameter);
			if (isReply(ids)) return ids;
			return adsList(
				keepIds(
					records(state).filter((record) => record.account_id === account.id),
					ids,
				).map(view) as Array<{ deleted?: boolean }>,
				query,
				[idsParameter],
			);
		}),
	);
