import { accountLocator } from '../../../shared/ads/accountLocator';
import { describeResource } from '../../../shared/descriptions/resource';
import type { AnalyticsOperation } from './analyticsOperation';
import { getReachOperation } from './getReach.operation';
import { getStatsOperation } from './getStats.operation';

export { analyticsPickers } from './analyticsPickers';

/** Every analytics operation: adding one is its import and its entry here. */
const operations: AnalyticsOperation[] = [getStatsOperation, getReachOperation];

export const analyticsResource = describeResource(
	'analytics',
	'getStats',
	operations.map(({ execute: _execute, ...operation }) => operation),
	{ before: [accountLocator({ resource: ['analytics'] })] },
);

/** Every analytics operation runs as code (customOperations). */
export const analyticsCustomOperations = Object.fromEntries(
	operations.map((operation) => [operation.value, operation.execute]),
);
