import type { IDataObject, INode } from 'n8n-workflow';

import { adsRequest } from '../../../shared/ads/adsRequest';
import { STATS_ENTITIES } from '../../../shared/adsAnalytics/analyticsEnums';
import { statsPath } from '../../../shared/adsAnalytics/sendStats';
import {
	checkEntityIds,
	checkOneOf,
	checkRangeHours,
	STATS_FIELDS,
	type StatsFields,
} from '../../../shared/adsAnalytics/statsRules';
import { rangeQuery, type Range } from '../../../shared/adsAnalytics/statsWindows';
import type { RequestContext } from '../../../shared/transport/platformRequest';

/** The reach endpoints: campaigns or funding instruments. */
export const REACH_ENTITIES: Record<string, string> = {
	CAMPAIGN: 'campaigns',
	FUNDING_INSTRUMENT: 'funding_instruments',
};

/** One ask for reach (campaigns or funding instruments). */
export interface ReachRequest {
	entity: string;
	entityIds: string[];
	range: Range;
}

/** The rules of a reach request: the entity, 1 or more IDs, whole hours, end after start. */
export function checkReachRequest(
	request: ReachRequest,
	itemIndex: number,
	node: INode,
	fields: Partial<StatsFields> = {},
): void {
	const labels = { ...STATS_FIELDS, ...fields };
	checkOneOf(node, itemIndex, labels.entity, request.entity, Object.keys(REACH_ENTITIES));
	checkEntityIds(
		node,
		itemIndex,
		labels.ids ?? STATS_ENTITIES[request.entity].plural,
		request.entityIds,
	);
	checkRangeHours(node, itemIndex, labels, request.range);
}

/** One reach request: up to 20 IDs and a range of whole hours. */
export async function sendReach(
	context: RequestContext,
	accountId: string,
	entity: string,
	ids: readonly string[],
	range: Range,
): Promise<IDataObject> {
	return await adsRequest.call(context as never, {
		method: 'GET',
		path: `${statsPath(accountId)}/reach/${REACH_ENTITIES[entity]}`,
		qs: { [STATS_ENTITIES[entity].idsParameter]: ids.join(','), ...rangeQuery(range) },
		idempotent: true,
	});
}
