import type { INodeProperties } from 'n8n-workflow';

import {
	GRANULARITIES,
	METRIC_GROUP_LABELS,
	PLACEMENTS,
	STATS_ENTITIES,
} from '../../../shared/adsAnalytics/analyticsEnums';
import { collection, dropdown } from '../../../shared/descriptions/properties';

/**
 * The fields the analytics operations share, each written once: an operation lists the ones it
 * shows, and mergeIdenticalProperties makes one property of identical copies. Option lists of
 * metrics stay in code (analyticsEnums.ts): only what a person picks is in the description.
 */

const choices = (labels: Record<string, string>) =>
	Object.fromEntries(Object.entries(labels).map(([value, label]) => [label, value]));

export const ENTITY_PARAMETER = 'entity';

/**
 * Entity: what stats are asked for; `values` limits the kinds (reach: two). A new node (version
 * 1.1) starts it on Campaign, what a report reads first. Version 1 started it on Line Item, and n8n
 * saves no parameter that holds its default: so a workflow saved on version 1 keeps Line Item
 * through a field of its own, shown for that version only.
 */
export function entityFields(values = Object.keys(STATS_ENTITIES)): INodeProperties[] {
	const field = (fallback: string) =>
		dropdown(
			'Entity',
			ENTITY_PARAMETER,
			Object.fromEntries(values.map((value) => [STATS_ENTITIES[value].label, value])),
			fallback,
		);
	if (!values.includes(FIRST_ENTITY_OF_VERSION_1)) return [field('CAMPAIGN')];
	return [
		{ ...field(FIRST_ENTITY_OF_VERSION_1), displayOptions: { show: { '@version': [1] } } },
		{ ...field('CAMPAIGN'), displayOptions: { hide: { '@version': [1] } } },
	];
}
const FIRST_ENTITY_OF_VERSION_1 = 'LINE_ITEM';

/**
 * Each entity kind's picker (ACCOUNT has none): the parameter a saved workflow stores its IDs
 * under, and the loadOptions method that lists them. Written out, not made from the labels:
 * renaming a label must not rename what saved workflows hold.
 */
export const ENTITY_PICKERS: Record<string, { parameter: string; method: string }> = {
	FUNDING_INSTRUMENT: { parameter: 'fundingInstruments', method: 'analyticsFundingInstruments' },
	CAMPAIGN: { parameter: 'campaigns', method: 'analyticsCampaigns' },
	LINE_ITEM: { parameter: 'lineItems', method: 'analyticsLineItems' },
	PROMOTED_POST: { parameter: 'promotedPosts', method: 'analyticsPromotedPosts' },
	PROMOTED_ACCOUNT: { parameter: 'promotedAccounts', method: 'analyticsPromotedAccounts' },
};

/** The entity kinds that take All, with the switch's parameter. */
export const ALL_CHOICES: Record<string, { parameter: string; displayName: string }> = {
	CAMPAIGN: { parameter: 'allCampaigns', displayName: 'All Campaigns' },
	LINE_ITEM: { parameter: 'allLineItems', displayName: 'All Line Items' },
};

/** The switches, each shown for its entity. */
export const allChoiceFields: INodeProperties[] = Object.entries(ALL_CHOICES).map(
	([entity, { parameter, displayName }]) => ({
		displayName,
		name: parameter,
		type: 'boolean',
		default: false,
		displayOptions: { show: { [ENTITY_PARAMETER]: [entity] } },
		description: `Whether to read the stats of every one of the account's ${STATS_ENTITIES[entity].plural.toLowerCase()} (deleted ones left out) instead of the picked ones: one list request, then the stats 20 IDs a request`,
	}),
);

/**
 * The pickers of the entity kinds that have a list, each shown for its entity; with `all`, hidden
 * when its kind's All switch is on.
 */
export const entityPickers = (
	values = Object.keys(STATS_ENTITIES),
	all = false,
): INodeProperties[] =>
	values
		.filter((entity) => entity in ENTITY_PICKERS)
		.map((entity) => ({
			displayName: STATS_ENTITIES[entity].plural,
			name: ENTITY_PICKERS[entity].parameter,
			type: 'multiOptions',
			typeOptions: {
				loadOptionsMethod: ENTITY_PICKERS[entity].method,
				loadOptionsDependsOn: ['accountId.value'],
			},
			default: [],
			displayOptions: {
				show: { [ENTITY_PARAMETER]: [entity] },
				...(all && entity in ALL_CHOICES
					? { hide: { [ALL_CHOICES[entity].parameter]: [true] } }
					: {}),
			},
			description:
				'Pick them, or map IDs with an expression (a list or one ID per item: items with the same other fields share requests of 20 IDs)',
		}));

export const TIME_RANGE_PARAMETER = 'timeRange';
/** The times of a Custom range. */
export const START_PARAMETER = 'startTime';
export const END_PARAMETER = 'endTime';

/** Days back from today (in the account's days) of each preset. */
export const TIME_RANGES: Record<string, number> = {
	yesterday: 1,
	last7Days: 7,
	last30Days: 30,
	last90Days: 90,
};

/** A time of a Custom range. */
const customTime = (displayName: string, name: string, rule: string): INodeProperties => ({
	displayName,
	name,
	type: 'dateTime',
	default: '',
	required: true,
	displayOptions: { show: { [TIME_RANGE_PARAMETER]: ['custom'] } },
	description: `${rule}; in the workflow's time zone unless it says another`,
});

export const timeRangeFields: INodeProperties[] = [
	{
		...dropdown(
			'Time Range',
			TIME_RANGE_PARAMETER,
			{
				Yesterday: 'yesterday',
				'Last 7 Days': 'last7Days',
				'Last 30 Days': 'last30Days',
				'Last 90 Days': 'last90Days',
				Custom: 'custom',
			},
			'yesterday',
		),
		description: "Whole days in the account's time zone, up to today's start",
	},
	customTime('Start', START_PARAMETER, 'On a whole hour'),
	customTime('End', END_PARAMETER, 'On a whole hour, exclusive'),
];

export const granularityField: INodeProperties = dropdown(
	'Granularity',
	'granularity',
	Object.fromEntries(Object.entries(GRANULARITIES).map(([value, { label }]) => [label, value])),
	'DAY',
);

export const placementField: INodeProperties = dropdown(
	'Placement',
	'placement',
	choices(PLACEMENTS),
	'ALL_ON_PLATFORM',
);

export const metricGroupsField: INodeProperties = {
	displayName: 'Metric Groups',
	name: 'metricGroups',
	type: 'multiOptions',
	options: Object.entries(METRIC_GROUP_LABELS).map(([value, name]) => ({ name, value })),
	default: ['ENGAGEMENT', 'BILLING'],
	description: 'Conversion groups go in a request apart from the others, Mobile Conversion alone',
};

export const OPTIONS_PARAMETER = 'statsOptions';

export const OUTPUT_OPTION: INodeProperties = {
	...dropdown('Output', 'output', { Rows: 'rows', 'Raw Answer': 'raw' }, 'rows'),
	description:
		'One item per entity and time bucket, or the answer of each request as the platform gave it',
};
export const NAMES_OPTION: INodeProperties = {
	displayName: 'Add Entity Names',
	name: 'names',
	type: 'boolean',
	default: true,
	description:
		'Whether to read the names of the entities, with their currency and campaign (one list request per 200 IDs, and of their line items and campaigns)',
};
export const SPLIT_OPTION: INodeProperties = {
	displayName: 'Split Long Requests',
	name: 'split',
	type: 'boolean',
	default: true,
	description: 'Whether to split ranges over 7 days and over 20 IDs into several requests',
};

/** The most days Also Re-Read the Last N Days takes (the figures of older days hardly change). */
export const MAX_REREAD_DAYS = 14;
/**
 * Added, the option starts at 3: spend is final 3 days after its day (rowKeys.ts). Not added, no
 * day is read again (readReReadDays), as before the option existed.
 */
export const REREAD_OPTION: INodeProperties = {
	displayName: 'Also Re-Read the Last N Days',
	name: 'reReadDays',
	type: 'number',
	typeOptions: { minValue: 0, maxValue: MAX_REREAD_DAYS, numberPrecision: 0 },
	default: 3,
	description:
		"Start the range this many of the account's days earlier (at most 14; spend is final after 3), so figures the platform changed after they were first read come again with the same Row Key; Day and Hour buckets only",
};

export const ZERO_OPTION: INodeProperties = {
	displayName: 'Write 0 for No Delivery',
	name: 'zeroForNoDelivery',
	type: 'boolean',
	default: false,
	description:
		'Whether a metric the platform gives no value for (nothing was delivered) is 0 rather than null; rates with no impressions stay null',
};

/** The Options collection of an operation, with the options it takes. */
export const statsOptions = (options: INodeProperties[]): INodeProperties =>
	collection('Options', OPTIONS_PARAMETER, 'Add option', options);

/**
 * The fields of a stats request, as Get Stats and the job operations show them (read by
 * readStatsFields): the entity and its IDs, the range, granularity, placement, metric groups.
 */
export const statsRequestFields = (): INodeProperties[] => [
	...entityFields(),
	...allChoiceFields,
	...entityPickers(undefined, true),
	...timeRangeFields,
	granularityField,
	placementField,
	metricGroupsField,
];
