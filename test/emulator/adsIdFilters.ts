import { invalid, single } from './adsRules';
import type { Query, Reply } from './types';

/** Comma lists of ids in a list's query take at most this many ids (the spec's default). */
export const MAX_LISTED_IDS = 200;

/** How an endpoint reads its id lists: the ids it takes; whether it drops spaces around them. */
export interface IdRules {
	pattern?: RegExp;
	trim?: boolean;
}

/**
 * The ids of a comma-list filter (`campaign_ids`, `funding_instrument_ids`, ...): undefined when
 * absent, the refusal when it holds something other than ids or more than 200 of them. Ids are
 * letters and digits, and spaces around them are dropped, unless `rules` say otherwise.
 */
export function idsFilter(
	query: Query,
	name: string,
	{ pattern = /^[0-9a-z]+$/i, trim = true }: IdRules = {},
): string[] | Reply | undefined {
	const text = single(query[name]);
	if (text === undefined) return undefined;
	const ids = text.split(',').map((id) => (trim ? id.trim() : id));
	if (ids.some((id) => !pattern.test(id)))
		return invalid(query, name, `${name} must be a comma list of IDs`);
	if (ids.length > MAX_LISTED_IDS)
		return invalid(query, name, `${name} takes at most ${MAX_LISTED_IDS} IDs`);
	return ids;
}

/** Records kept by an ids filter (all of them without one). */
export const keepIds = <T extends { id: string }>(records: T[], ids: string[] | undefined): T[] =>
	ids === undefined ? records : records.filter((record) => ids.includes(record.id));
