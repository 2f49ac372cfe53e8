import type { INodeExecutionData, INodeProperties } from 'n8n-workflow';

import {
	ACTIVITY_FILTERS,
	sendActiveEntities,
	type ActiveEntitiesAsk,
} from '../../../shared/adsAnalytics/activeEntities';
import {
	ACTIVE_ENTITY_VALUES,
	RANGE_LIMIT_DAYS,
} from '../../../shared/adsAnalytics/analyticsEnums';
import {
	checkOneOf,
	checkRangeHours,
	checkRangeLimit,
	STATS_FIELDS,
} from '../../../shared/adsAnalytics/statsRules';
import { dropdown } from '../../../shared/descriptions/properties';
import { checkRequired, checkValue, listOf, rules } from '../../../shared/validation';
import { entityFields, timeRangeFields } from './analyticsFields';
import type { AnalyticsOperation } from './analyticsOperation';
import {
	AnalyticsOutput,
	readAccount,
	readEntity,
	readRange,
	textParameter,
	type AccountDays,
} from './statsItems';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** The most IDs of the active_entities filter. */
const MAX_FILTER_IDS = 200;

/** Filter By: none, or one of the endpoint's mutually exclusive ID filters. */
export const activityFilterFields: INodeProperties[] = [
	{
		...dropdown(
			'Filter By',
			'activityFilter',
			{
				None: 'none',
				Campaigns: 'campaign_ids',
				'Funding Instruments': 'funding_instrument_ids',
				'Line Items': 'line_item_ids',
			},
			'none',
		),
		description: 'Only the entities of some campaigns, funding instruments or line items',
	},
	{
		displayName: 'Filter IDs',
		name: 'activityFilterIds',
		type: 'string',
		default: '',
		placeholder: 'c7, c8',
		displayOptions: { hide: { activityFilter: ['none'] } },
		description: 'A comma list of up to 200 IDs',
	},
];

/** One item's active-entities ask, checked. */
export interface ActivityAsk extends AccountDays {
	ask: ActiveEntitiesAsk;
}

/**
 * Reads and checks one item's account, entity, change window (whole hours, at most 90 days)
 * and filter, before any request but the account's time zone.
 */
export async function readActivityAsk(
	context: CodeOperationContext,
	itemIndex: number,
): Promise<ActivityAsk> {
	const node = context.getNode();
	const entity = readEntity(context, itemIndex, ACTIVE_ENTITY_VALUES);
	const account = await readAccount(context, itemIndex);
	const range = readRange(context, itemIndex, account.offsetMs);
	checkRangeHours(node, itemIndex, STATS_FIELDS, range);
	checkRangeLimit(node, itemIndex, STATS_FIELDS.end, range, RANGE_LIMIT_DAYS.activeEntities);
	const parameter = textParameter(context, 'activityFilter', itemIndex) || 'none';
	let filter: ActiveEntitiesAsk['filter'];
	if (parameter !== 'none') {
		checkOneOf(node, itemIndex, 'Filter By', parameter, ACTIVITY_FILTERS);
		const ids = [...new Set(listOf(context.getNodeParameter('activityFilterIds', itemIndex, '')))];
		checkRequired(node, itemIndex, 'Filter IDs', ids.join(','));
		checkValue(node, itemIndex, 'Filter IDs', ids.join(','), [rules.adsIds(1, MAX_FILTER_IDS)]);
		filter = { parameter, ids };
	}
	return {
		...account,
		ask: { entity, range, filter },
	};
}

/**
 * Get Active Entities: which entities had metric changes recorded in a window (the first step
 * of the platform's recommended synchronization), one item per entity.
 */
export async function getActiveEntities(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	const output = new AnalyticsOutput(this);
	return await output.eachItem(async (itemIndex) => {
		const { accountId, ask } = await readActivityAsk(this, itemIndex);
		for (const entity of await sendActiveEntities(this, accountId, ask))
			output.push({ entity: ask.entity, ...entity }, [itemIndex]);
	});
}

export const getActiveEntitiesOperation: AnalyticsOperation = {
	name: 'Get Active Entities',
	value: 'getActiveEntities',
	action: 'Get the entities whose metrics changed',
	description:
		'The campaigns, line items or promoted posts with metric changes in a window, and the hours the changes apply to',
	requests: 'GET /12/stats/accounts/{accountId}/active_entities',
	fields: [...entityFields(ACTIVE_ENTITY_VALUES), ...timeRangeFields, ...activityFilterFields],
	execute: getActiveEntities,
};
