import type { INodeProperties } from 'n8n-workflow';

import { rules, type FieldCheck } from '../../shared/validation';
import { LIST_OPTIONS } from '../../shared/ads/adsList';
import { commaListOption } from '../../shared/ads/commaList';
import { ADS_ID } from '../../shared/patterns';

/**
 * List options shared by the three kinds of cards: id filters of up to 200 values and a name
 * prefix of at most 80 characters.
 */
export const MAX_LIST_IDS = 200;
export const MAX_CARD_Q = 80;

/** card_ids: ads ids, up to 200 of them. */
export const cardIdsList = (property: string) =>
	commaListOption({
		name: 'cardIds',
		displayName: 'Card IDs',
		property,
		max: MAX_LIST_IDS,
		entry: { pattern: ADS_ID, what: 'card IDs of letters and digits' },
		placeholder: 'e.g. 1jmgg,1jmgh',
		description: 'Only these cards, by ID',
	});

/** `q`: a case-insensitive prefix of the card name. */
export const nameStartsWithOption: INodeProperties = {
	displayName: 'Name Starts With',
	name: 'q',
	type: 'string',
	default: '',
	description: `Only cards whose name starts with this text (case-insensitive, at most ${MAX_CARD_Q} characters)`,
	routing: { send: { type: 'query', property: 'q' } },
};

export const nameStartsWithCheck: FieldCheck = {
	parameter: `${LIST_OPTIONS}.q`,
	field: 'Name Starts With',
	rules: [rules.chars(1, MAX_CARD_Q)],
};

/** The list's fields without an option the endpoint does not take (the cards list has no with_total_count). */
export const withoutListOption = (fields: INodeProperties[], option: string): INodeProperties[] =>
	fields.map((field) =>
		field.name === LIST_OPTIONS
			? {
					...field,
					options: (field.options as INodeProperties[]).filter((entry) => entry.name !== option),
				}
			: field,
	);
