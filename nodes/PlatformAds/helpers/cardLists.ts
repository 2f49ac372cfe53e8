import type { INodeProperties } from 'n8n-workflow';

import { listOf, rules, type FieldCheck } from '../../shared/validation';
import { ADS_ID_PATTERN } from '../descriptions/locators';
import { LIST_OPTIONS } from './adsList';

/**
 * List options shared by the three kinds of cards (document 3, "Cards", "Poll cards", "Video
 * conversation cards"): id filters of up to 200 values and a name prefix of at most 80 characters.
 */
export const MAX_LIST_IDS = 200;
export const MAX_CARD_Q = 80;

/** Comma-separated entries, sent without the spaces a person may type after the commas. */
const joinedList = '={{ String($value).split(",").map((entry) => entry.trim()).filter((entry) => entry).join(",") }}';

/** A filter of comma-separated values sent as one comma list (card_ids, card_uris, ...). */
export const commaListOption = (displayName: string, name: string, property: string, placeholder: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	placeholder,
	description: `${description}, comma-separated (at most ${MAX_LIST_IDS})`,
	routing: { send: { type: 'query', property, value: joinedList } },
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

/** Ads ids (letters and digits), up to 200 of them. */
export const cardIdsCheck = (name: string, field: string): FieldCheck => ({
	parameter: `${LIST_OPTIONS}.${name}`,
	field,
	rules: [
		rules.entries(1, MAX_LIST_IDS),
		(value) => {
			const bad = listOf(value).find((entry) => !new RegExp(ADS_ID_PATTERN).test(entry));
			return bad === undefined ? undefined : `must hold card IDs of letters and digits; "${bad.slice(0, 40)}" is not one`;
		},
	],
});

export const nameStartsWithCheck: FieldCheck = { parameter: `${LIST_OPTIONS}.q`, field: 'Name Starts With', rules: [rules.chars(1, MAX_CARD_Q)] };

/** The list's fields without an option the endpoint does not take (the cards list has no with_total_count). */
export const withoutListOption = (fields: INodeProperties[], option: string): INodeProperties[] =>
	fields.map((field) => (field.name === LIST_OPTIONS ? { ...field, options: (field.options as INodeProperties[]).filter((entry) => entry.name !== option) } : field));
