import type { INodeProperties } from 'n8n-workflow';

import { JOINED_LIST, rules, type EntryRule, type FieldCheck } from '../validation';
import { ADS_ID } from '../patterns';
import { LIST_OPTIONS } from './adsList';

export interface CommaListSettings {
	/** The option's name under List Options, and its display name (errors name it). */
	name: string;
	displayName: string;
	/** The query parameter that carries the list. */
	property: string;
	/** The most values the platform takes (no limit when absent). */
	max?: number;
	/** What each value must be. */
	entry: EntryRule;
	placeholder: string;
	description: string;
}

/**
 * A list filter of the ads lists: a text of comma-separated values (or a multi-select set by an
 * expression), checked by the comma-list rule and sent as `a,b,c`.
 */
export const commaListOption = (
	settings: CommaListSettings,
): { option: INodeProperties; check: FieldCheck } => ({
	option: {
		displayName: settings.displayName,
		name: settings.name,
		type: 'string',
		default: '',
		placeholder: settings.placeholder,
		description: `${settings.description}, comma-separated${settings.max ? ` (at most ${settings.max})` : ''}`,
		routing: { send: { type: 'query', property: settings.property, value: JOINED_LIST } },
	},
	check: listCheck(settings.name, settings.displayName, settings.max ?? Infinity, settings.entry),
});

/** The check of a comma list under List Options (a multi-select's too). */
export const listCheck = (
	name: string,
	field: string,
	max: number,
	entry: EntryRule,
): FieldCheck => ({
	parameter: `${LIST_OPTIONS}.${name}`,
	field,
	rules: [rules.list(1, max, entry)],
});

/** A list filter of up to 200 ads ids (the lists' usual limit). */
export const adsIdsOption = (
	settings: Pick<
		CommaListSettings,
		'name' | 'displayName' | 'property' | 'placeholder' | 'description'
	> & {
		/** What each id must be, as errors say it (`line item IDs of letters and digits`). */
		what?: string;
	},
) =>
	commaListOption({
		...settings,
		max: 200,
		entry: { pattern: ADS_ID, what: settings.what ?? 'IDs of letters and digits' },
	});

/**
 * Filters by the ids of records several lists take (campaigns, funding instruments, line items):
 * written once, so the lists' one Options collection (sharedCollectionOptions.ts) holds each once.
 * `what` only words the list's own error.
 */
const sharedIdsFilter =
	(
		settings: Pick<CommaListSettings, 'name' | 'displayName' | 'property' | 'placeholder'>,
		records: string,
	) =>
	(what?: string) =>
		adsIdsOption({ ...settings, description: `Filter by these ${records}, by ID`, what });

export const campaignIdsFilter = sharedIdsFilter(
	{
		name: 'campaignIds',
		displayName: 'Campaign IDs',
		property: 'campaign_ids',
		placeholder: 'c1,c2',
	},
	'campaigns',
);
export const fundingInstrumentIdsFilter = sharedIdsFilter(
	{
		name: 'fundingInstrumentIds',
		displayName: 'Funding Instrument IDs',
		property: 'funding_instrument_ids',
		placeholder: 'fi1usd,fi2jpy',
	},
	'funding instruments',
);
export const lineItemIdsFilter = sharedIdsFilter(
	{
		name: 'lineItemIds',
		displayName: 'Line Item IDs',
		property: 'line_item_ids',
		placeholder: '8v7jo,8v7jp',
	},
	'line items',
);
