import { adsList, firstProblem, invalid, notFound, single } from './adsRules';
import type { EmulatorState } from './state';
import type { Query, Reply, RouteContext } from './types';
import { withAccount } from './routes/adsAccounts';
import { accountRecord, getRecord } from './adsRecordRoutes';

/**
 * What the three kinds of cards share: records of an account with a card_uri,
 * id filters of up to 200 values, a name prefix q of at most 80 characters, media keys of the
 * media library (`<type digit>_<id>`: 3 image, 7 video, 16 GIF, as test/emulator/stores.ts).
 */
export interface CardRecordBase {
	id: string;
	account_id: string;
	name: string;
	card_uri: string;
	card_type: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
	[field: string]: unknown;
}

export const MAX_IDS = 200;
export const MAX_Q = 80;

export type MediaKind = 'IMAGE' | 'VIDEO' | 'GIF';
const MEDIA_DIGITS: Record<string, MediaKind> = { '3': 'IMAGE', '7': 'VIDEO', '16': 'GIF' };

/** The kind of media a key names, or undefined when it is not a media key. */
export function mediaKind(key: unknown): MediaKind | undefined {
	const match = typeof key === 'string' ? /^(\d+)_\d+$/.exec(key) : null;
	return match ? MEDIA_DIGITS[match[1]] : undefined;
}

/** A new card id (letters and digits), unique within the emulator. */
export const newCardId = (state: EmulatorState): string =>
	`c${Number(state.nextNumericId().slice(-9)).toString(36)}`;

/** A comma list of at most 200 values, or the refusal. */
export function idList(query: Query, name: string): { values?: string[]; problem?: Reply } {
	const raw = single(query[name]);
	if (raw === undefined) return {};
	const values = raw.split(',');
	if (values.some((value) => !/^[^\s,]+$/.test(value)))
		return {
			problem: invalid(query, name, `${name} must be a comma list without spaces or empty entries`),
		};
	if (values.length > MAX_IDS)
		return { problem: invalid(query, name, `${name} takes at most ${MAX_IDS} values`) };
	return { values };
}

/** q: a case-insensitive prefix of the name, 1 to 80 characters. */
export function namePrefix(query: Query): { prefix?: string; problem?: Reply } {
	const q = single(query.q);
	if (q === undefined) return {};
	if (q.length < 1 || [...q].length > MAX_Q)
		return { problem: invalid(query, 'q', `q must be 1 to ${MAX_Q} characters`) };
	return { prefix: q.toLowerCase() };
}

/** The record as the platform shows it (without the emulator's account_id). */
export const cardView = <T extends CardRecordBase>({ account_id: _, ...record }: T) => record;

/**
 * The list of a kind of card (poll, video conversation): card_ids, q and the standard list
 * parameters, count 1 to 1000 (default 200).
 */
export const kindList = (
	records: (state: EmulatorState) => CardRecordBase[],
	view: (record: CardRecordBase, state: EmulatorState) => object = cardView,
) =>
	withAccount(({ state, query }, account) => {
		const ids = idList(query, 'card_ids');
		const q = namePrefix(query);
		const problem = firstProblem(ids.problem, q.problem);
		if (problem) return problem;
		const found = records(state).filter(
			(record) =>
				record.account_id === account.id &&
				(!ids.values || ids.values.includes(record.id)) &&
				(q.prefix === undefined || record.name.toLowerCase().startsWith(q.prefix)),
		);
		return adsList(
			found.map((record) => view(record, state)),
			query,
			['card_ids', 'q'],
		);
	});

/** GET of one card of a kind, with with_deleted. */
export const kindGet = (
	records: (state: EmulatorState) => CardRecordBase[],
	what: string,
	view: (record: CardRecordBase, state: EmulatorState) => object = cardView,
) =>
	getRecord({
		find: accountRecord(records),
		keyParameter: 'card_id',
		notFound: (query, id) => notFound(query, `${what} ${id}`),
		view,
	});

/** A query parameter given more than once is refused (each is a single value). */
export function singleValues(query: Query): Reply | undefined {
	const repeated = Object.keys(query).find((name) => Array.isArray(query[name]));
	return repeated ? invalid(query, repeated, `${repeated} must be given once`) : undefined;
}

/** The parameters of these POST/PUT travel in the query: a body is refused. */
export function noBody({ rawBody, query }: RouteContext): Reply | undefined {
	return rawBody.length > 0
		? invalid(query, 'body', 'This endpoint takes its parameters in the query, not in a body')
		: undefined;
}
