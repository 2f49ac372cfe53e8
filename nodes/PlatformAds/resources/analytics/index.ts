import { accountLocator } from '../../../shared/ads/accountLocator';
import { describeResource, type Operation } from '../../../shared/descriptions/resource';
import type { AnalyticsOperation } from './analyticsOperation';
import { getActiveEntitiesOperation } from './getActiveEntities.operation';
import { getActiveEntityStatsOperation } from './getActiveEntityStats.operation';
import { getReachOperation } from './getReach.operation';
import { getStatsOperation } from './getStats.operation';

export { analyticsPickers } from './analyticsPickers';

/** The operation as the panel describes it: its code stays out of the description. */
function withoutCode(operation: AnalyticsOperation): Operation {
	const described: Partial<AnalyticsOperation> = { ...operation };
	delete described.execute;
	return described as Operation;
}

/** Every analytics operation: adding one is its import and its entry here. */
const operations: AnalyticsOperation[] = [
	getStatsOperation,
	getReachOperation,
	getActiveEntitiesOperation,
	getActiveEntityStatsOperation,
];

export const analyticsResource = describeResource(
	'analytics',
	'getStats',
	operations.map(withoutCode),
	{ before: [accountLocator({ resource: ['analytics'] })] },
);

/** Every analytics operation runs as code (customOperations). */
export const analyticsCustomOperations = Object.fromEntries(
	operations.map((operation) => [operation.value, operation.execute]),
);
