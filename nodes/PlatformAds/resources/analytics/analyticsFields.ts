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

/** Entity: what stats are asked for; `values` limits the kinds (reach: two). */
export const entityField = (values = Object.keys(STATS_ENTITIES), fallback = 'LINE_ITEM') =>
	dropdown(
		'Entity',
		ENTITY_PARAMETER,
		Object.fromEntries(values.map((value) => [STATS_ENTITIES[value].label, value])),
		fallback,
	);

/** The parameter of an entity kind's picker: lineItems, campaigns, ... (none for ACCOUNT). */
export const idsParameter = (entity: string): string =>
	STATS_ENTITIES[entity].plural
		.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())
		.replace(/^\w/, (letter) => letter.toLowerCase());

/** The loadOptions method of an entity kind's picker. */
export const pickerMethod = (entity: string): string =>
	`analytics${STATS_ENTITIES[entity].plural.replace(/ /g, '')}`;

/** The pickers of the entity kinds that have a list, each shown for its entity. */
export const entityPickers = (values = Object.keys(STATS_ENTITIES)): INodeProperties[] =>
	values
		.filter((entity) => entity !== 'ACCOUNT')
		.map((entity) => ({
			displayName: STATS_ENTITIES[entity].plural,
			name: idsParameter(entity),
			type: 'multiOptions',
			typeOptions: {
				loadOptionsMethod: pickerMethod(entity),
				loadOptionsDependsOn: ['accountId.value'],
			},
			default: [],
			displayOptions: { show: { [ENTITY_PARAMETER]: [entity] } },
			description:
				'Pick them, or map IDs with an expression (a list or one ID per item: items with the same other fields share requests of 20 IDs)',
		}));

export const TIME_RANGE_PARAMETER = 'timeRange';

/** Days back from today (in the account's days) of each preset. */
export const TIME_RANGES: Record<string, number> = {
	yesterday: 1,
	last7Days: 7,
	last30Days: 30,
	last90Days: 90,
};

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
	...['Start', 'End'].map(
		(label): INodeProperties => ({
			displayName: label,
			name: `${label.toLowerCase()}Time`,
			type: 'dateTime',
			default: '',
			required: true,
			displayOptions: { show: { [TIME_RANGE_PARAMETER]: ['custom'] } },
			description: `On a whole hour${label === 'End' ? ', exclusive' : ''}; in the workflow's time zone unless it says another`,
		}),
	),
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
	description: 'Whether to read the names of the entities (one list request per 200 IDs)',
};
export const SPLIT_OPTION: INodeProperties = {
	displayName: 'Split Long Requests',
	name: 'split',
	type: 'boolean',
	default: true,
	description: 'Whether to split ranges over 7 days and over 20 IDs into several requests',
};

/** The Options collection of an operation, with the options it takes. */
export const statsOptions = (options: INodeProperties[]): INodeProperties =>
	collection('Options', OPTIONS_PARAMETER, 'Add option', options);

/**
 * The fields of a stats request, as Get Stats and the job operations show them (read by
 * readStatsFields): the entity and its IDs, the range, granularity, placement, metric groups.
 */
export const statsRequestFields = (): INodeProperties[] => [
	entityField(),
	...entityPickers(),
	...timeRangeFields,
	granularityField,
	placementField,
	metricGroupsField,
];
