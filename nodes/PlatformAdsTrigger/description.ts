import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../shared/ads/accountLocator';
import { environmentProperty } from '../shared/ads/adsRequest';
import {
	ACTIVE_ENTITY_VALUES,
	METRIC_GROUP_LABELS,
	STATS_ENTITIES,
} from '../shared/adsAnalytics/analyticsEnums';
import { collection, dropdown } from '../shared/descriptions/properties';
import { requestOptionsProperty } from '../shared/descriptions/requestOptions';
import { emitProperties } from './threshold';

/** The loadOptions method of the Campaigns picker. */
export const CAMPAIGN_CHOICES = 'adsTriggerCampaigns';

/** The trigger's one event. */
export const EVENTS = [
	{
		name: 'Metrics Changed',
		value: 'metricsChanged',
		description:
			'Rows (entity, placement, hour) of the entities whose metrics changed since the last check',
	},
];

/** What one poll sends (docs/operations.md). */
export const POLL_REQUESTS =
	'GET /12/stats/accounts/{accountId}/active_entities, then GET /12/stats/accounts/{accountId} (20 IDs a request)';

/** The trigger's parameters after Authentication (n8n adds Poll Times itself: see hourlyCheck.ts). */
export const triggerProperties: INodeProperties[] = [
	environmentProperty('Whether to watch real ads accounts or the ads sandbox'),
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		options: EVENTS,
		default: 'metricsChanged',
		description:
			'What starts the workflow. The first check after activation only notes where things stand; each later one starts the workflow with one item per entity, placement and hour whose metrics changed.',
	},
	accountLocator(),
	{
		...dropdown(
			'Entity',
			'entity',
			Object.fromEntries(ACTIVE_ENTITY_VALUES.map((value) => [STATS_ENTITIES[value].label, value])),
			'LINE_ITEM',
		),
		description: 'Which kind of entity the rows are of',
	},
	{
		displayName: 'Campaigns',
		name: 'campaignIds',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: CAMPAIGN_CHOICES,
			loadOptionsDependsOn: ['accountId.value'],
		},
		default: [],
		description:
			'Only entities of these campaigns (up to 200; pick them, or map IDs with an expression); none: all',
	},
	{
		displayName: 'Metric Groups',
		name: 'metricGroups',
		type: 'multiOptions',
		options: Object.entries(METRIC_GROUP_LABELS).map(([value, name]) => ({ name, value })),
		default: ['ENGAGEMENT', 'BILLING'],
		description: 'Conversion groups go apart from the others, Mobile Conversion alone',
	},
	...emitProperties,
	collection('Options', 'options', 'Add option', [
		{
			displayName: 'Add Entity Names',
			name: 'names',
			type: 'boolean',
			default: true,
			description: 'Whether to read the names of the entities (one list request per 200 IDs)',
		},
	]),
	requestOptionsProperty,
];
