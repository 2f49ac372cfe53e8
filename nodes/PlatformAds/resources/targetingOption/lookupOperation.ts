import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adsPaging, listRouting, returnAllOrLimit } from '../../../shared/routing/listRouting';
import { invalidField, rules, validateParameters } from '../../../shared/validation';
import { NOT_A_TIME, toRfc3339 } from '../../../shared/times';
import { checkTimeOrder } from '../../../shared/fields/timeWindow';
import type { PreSend } from '../../../shared/ads/adsRouting';
import { envelopeProperty } from '../../../shared/ads/envelope';
import type { Operation } from '../../../shared/descriptions/resource';
import { lookupFilters } from './lookupFields';

/** One lookup list: GET /12/targeting_criteria/<list>, and how it pages. */
export interface Lookup {
	list: string;
	/** What the operation lists, plural: "Locations". */
	what: string;
	description: string;
	/** count: the page size it takes (largest); cursor: it pages. */
	count?: number;
	cursor?: boolean;
	/** Fields of its own beyond Filters (Search, Event Types, TV Market Locale). */
	fields: INodeProperties[];
	/** Checks of its own fields. */
	checks?: PreSend[];
}

const COUNTRY = rules.matches(/^[A-Z]{2}$/, 'a two-letter country code in capitals such as GB');
const LANG = rules.matches(/^[a-z]{2}$/, 'a two-letter language code such as es');

/** Filters that need a look before sending: country codes, language, the events' times. */
const filterChecks: PreSend[] = [
	validateParameters(
		{ parameter: 'filters.country_code', field: 'Country Code', rules: [COUNTRY] },
		{
			parameter: 'filters.country_codes',
			field: 'Country Codes',
			rules: [
				rules.list(1, Infinity, {
					pattern: /^[A-Z]{2}$/,
					what: 'two-letter country codes such as US,GB',
				}),
			],
		},
		{ parameter: 'filters.lang', field: 'Language', rules: [LANG] },
	),
	async function eventTimes(options) {
		const qs: IDataObject = { ...options.qs };
		for (const [name, field] of [
			['start_time', 'Start Time'],
			['end_time', 'End Time'],
		]) {
			const value = this.getNodeParameter(`filters.${name}`, '');
			if (!value) continue;
			const utc = toRfc3339(String(value), this.getTimezone());
			if (!utc)
				throw invalidField(
					this.getNode(),
					this.getItemIndex(),
					field,
					`${NOT_A_TIME}, got "${String(value).slice(0, 40)}"`,
				);
			qs[name] = utc;
		}
		const [start, end] = [qs.start_time, qs.end_time];
		checkTimeOrder(this.getNode(), this.getItemIndex(), ['Start Time', start], ['End Time', end]);
		return { ...options, qs };
	},
];

const plural = (what: string) => what.toLowerCase();

/** The operation of one lookup: its list with Return All / Limit, its fields and the Filters. */
export function lookupOperation(lookup: Lookup): Operation {
	const value = `search${lookup.list
		.split('_')
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join('')}`;
	return {
		name: `Search ${lookup.what}`,
		value,
		action: `Search targeting ${plural(lookup.what)}`,
		description: lookup.description,
		routing: listRouting(
			{
				request: { method: 'GET', url: `/12/targeting_criteria/${lookup.list}` },
				send: { preSend: [...(lookup.checks ?? []), ...filterChecks] },
			},
			{
				...adsPaging(lookup.count ?? Number.MAX_SAFE_INTEGER, true),
				pageSizeParameter: lookup.count ? 'count' : undefined,
				// Lookups without cursor answer one page; a next_cursor they name cannot be asked for.
				...(lookup.cursor ? {} : { nextToken: () => undefined }),
			},
		),
		fields: [...lookup.fields, ...returnAllOrLimit(), envelopeProperty(), lookupFilters],
	};
}

/** The TV market of Search TV Shows: a locale as Search TV Markets gives it. */
export const localeCheck = validateParameters({
	parameter: 'locale',
	field: 'TV Market Locale',
	required: true,
	rules: [rules.matches(/^[a-z]{2}-[A-Z]{2}$/, 'a locale such as en-US')],
});

/** The kinds of events Search Events lists: the platform needs at least one. */
export const eventTypesCheck = validateParameters({
	parameter: 'event_types',
	field: 'Event Types',
	required: true,
	rules: [],
});
