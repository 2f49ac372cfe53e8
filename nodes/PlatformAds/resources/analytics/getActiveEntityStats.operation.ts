import type { INodeExecutionData } from 'n8n-workflow';

import {
	sendActiveEntities,
	spansByPlacement,
	statsOfSpans,
} from '../../../shared/adsAnalytics/activeEntities';
import { ACTIVE_ENTITY_VALUES } from '../../../shared/adsAnalytics/analyticsEnums';
import { entityDetails } from '../../../shared/adsAnalytics/entityNames';
import { statsRows } from '../../../shared/adsAnalytics/statsRows';
import {
	checkMetricGroups,
	checkOneOf,
	STATS_FIELDS,
} from '../../../shared/adsAnalytics/statsRules';
import { dropdown } from '../../../shared/descriptions/properties';
import { listOf } from '../../../shared/validation';
import {
	entityFields,
	metricGroupsField,
	NAMES_OPTION,
	OUTPUT_OPTION,
	statsOptions,
	timeRangeFields,
	ZERO_OPTION,
} from './analyticsFields';
import type { AnalyticsOperation } from './analyticsOperation';
import { activityFilterFields, readActivityAsk } from './getActiveEntities.operation';
import { AnalyticsOutput, option, textParameter } from './statsItems';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** The granularities the pattern rounds to: whole hours, or whole days of the account. */
const granularity = dropdown(
	'Granularity',
	'activeGranularity',
	{ Day: 'DAY', Hour: 'HOUR' },
	'DAY',
);

/**
 * Get Stats of Active Entities: the platform's recommended synchronization in one operation -
 * the entities with metric changes in the window, split by placement, then stats of only those
 * over the span their changes apply to (whole hours, or whole days of the account), 20 IDs a
 * request.
 */
export async function getActiveEntityStats(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	const output = new AnalyticsOutput(this);
	return await output.eachItem(async (itemIndex) => {
		const node = this.getNode();
		const { accountId, ask, timeZone, offsetMs } = await readActivityAsk(this, itemIndex);
		const bucket = textParameter(this, 'activeGranularity', itemIndex);
		checkOneOf(node, itemIndex, STATS_FIELDS.granularity, bucket, ['DAY', 'HOUR']);
		const metricGroups = listOf(this.getNodeParameter('metricGroups', itemIndex, []) ?? []);
		checkMetricGroups(node, itemIndex, STATS_FIELDS.metricGroups, metricGroups, ask.entity);
		const entities = await sendActiveEntities(this, accountId, ask);
		const spans = spansByPlacement(entities, bucket, offsetMs);
		const results = await statsOfSpans(this, accountId, spans, {
			entity: ask.entity,
			granularity: bucket,
			metricGroups,
		});
		if (option<string>(this, itemIndex, 'output', 'rows') === 'raw') {
			for (const { answers } of results)
				for (const answer of answers) output.push(answer as never, [itemIndex]);
			return;
		}
		const details = option(this, itemIndex, 'names', true)
			? await entityDetails(
					this,
					accountId,
					ask.entity,
					entities.map(({ entity_id }) => String(entity_id)),
				)
			: undefined;
		for (const { answers } of results)
			for (const answer of answers)
				for (const row of statsRows(answer, {
					timeZone,
					offsetMs,
					details,
					accountId,
					zeroForNoDelivery: option(this, itemIndex, ZERO_OPTION.name, false),
				}))
					output.push(row, [itemIndex]);
	});
}

export const getActiveEntityStatsOperation: AnalyticsOperation = {
	name: 'Get Stats of Active Entities',
	value: 'getActiveEntityStats',
	action: 'Get stats of changed entities',
	description:
		"The platform's recommended sync: which entities changed in a window, then stats of only those, 20 a request",
	requests:
		'GET /12/stats/accounts/{accountId}/active_entities, GET /12/stats/accounts/{accountId}',
	fields: [
		...entityFields(ACTIVE_ENTITY_VALUES),
		...timeRangeFields,
		...activityFilterFields,
		granularity,
		metricGroupsField,
		statsOptions([OUTPUT_OPTION, NAMES_OPTION, ZERO_OPTION]),
	],
	execute: getActiveEntityStats,
};
