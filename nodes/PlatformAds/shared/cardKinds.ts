import type { IDataObject } from 'n8n-workflow';

import type { Operation } from '../../shared/descriptions/resource';
import { validateParameters } from '../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../shared/ads/accountLocator';
import { idSegment } from '../../shared/ads/adsLocators';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../shared/ads/adsList';
import { adsRouting, requireIds } from '../../shared/ads/adsRouting';
import { cardIdsList, nameStartsWithCheck, nameStartsWithOption } from './cardLists';
import { withDeletedOption } from '../../shared/ads/withDeleted';

/**
 * Poll cards and video conversation cards live at /cards/<kind> and are read alike:
 * a list with card_ids, count 1 to 1000, q, sort_by, with_deleted, with_total_count, and a get
 * with with_deleted. Each operation file builds its operation from here.
 */
export interface CardKind {
	resource: string;
	/** Path segment under /cards: poll, video_conversation. */
	segment: string;
	/** Singular and plural nouns for actions and descriptions. */
	noun: string;
	nouns: string;
}

export const CARD_ID_PARAMETER = 'cardId';
/** The card locator of a kind, named as its panel labels it ("Poll Card"). */
export const cardField = (kind: CardKind) => ({
	parameter: CARD_ID_PARAMETER,
	field: kind.noun.replace(/\b\w/g, (letter) => letter.toUpperCase()),
});
export const showFor = (kind: CardKind, ...operation: string[]) => ({
	resource: [kind.resource],
	operation,
});
export const kindPath = (kind: CardKind) => accountPath(`/cards/${kind.segment}`);
export const oneKindPath = (kind: CardKind) =>
	accountPath(`/cards/${kind.segment}/${idSegment(CARD_ID_PARAMETER)}`);

/** GET .../cards/<kind>: Return All / Limit over next_cursor, pages of up to 1,000. */
export function kindGetMany(kind: CardKind): Operation {
	const cardIds = cardIdsList('card_ids');
	const settings: AdsListSettings = {
		show: showFor(kind, 'getAll'),
		url: kindPath(kind),
		maxCount: 1000,
		options: [cardIds.option, nameStartsWithOption],
		preSend: [requireIds(ACCOUNT_FIELD), validateParameters(cardIds.check, nameStartsWithCheck)],
	};
	return {
		name: 'Get Many',
		value: 'getAll',
		action: `Get many ${kind.nouns}`,
		description: `List the ${kind.nouns} of the account`,
		routing: adsListRouting(settings),
		fields: adsListFields(settings),
	};
}

/** GET .../cards/<kind>/:card_id, with with_deleted. */
export function kindGet(kind: CardKind): Operation {
	return {
		name: 'Get',
		value: 'get',
		action: `Get a ${kind.noun}`,
		description: `Retrieve one ${kind.noun}`,
		routing: adsRouting(
			{ method: 'GET', url: oneKindPath(kind) },
			{ preSend: [requireIds(ACCOUNT_FIELD, cardField(kind))] },
		),
		fields: [withDeletedOption(showFor(kind, 'get'))],
	};
}

/** Only the values that are given, for a query (the platform takes absent optional values, not empty ones). */
export const givenValues = (values: IDataObject): IDataObject =>
	Object.fromEntries(
		Object.entries(values).filter(
			([, value]) => value !== undefined && value !== null && String(value).trim() !== '',
		),
	);
