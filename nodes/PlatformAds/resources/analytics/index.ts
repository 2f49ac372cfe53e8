import { accountLocator } from '../../../shared/ads/accountLocator';
import { describeResource, type Operation } from '../../../shared/descriptions/resource';
import type { AnalyticsOperation } from './analyticsOperation';
import { createStatsJobOperation } from './createStatsJob.operation';
import { deleteStatsJobOperation } from './deleteStatsJob.operation';
import { getActiveEntitiesOperation } from './getActiveEntities.operation';
import { getActiveEntityStatsOperation } from './getActiveEntityStats.operation';
import { getStatsJobsOperation } from './getStatsJobs.operation';
import { getStatsLongRangeOperation } from './getStatsLongRange.operation';
import { getReachOperation } from './getReach.operation';
import { getStatsOperation } from './getStats.operation';

export { analyticsPickers } from './analyticsPickers';

/** The operation as the panel describes it: its code stays out of the description. */
function withoutCode(operation: AnalyticsOperation): Operation {
	const described: Partial<AnalyticsOperation> = { ...operation };
	delete described.execute;
	return described as Operation;
}

/**
 * Every analytics operation: adding one is its import and its entry here. The job list and the
 * job delete are one request each: plain routing, with no execute.
 */
const operations: Array<AnalyticsOperation | Operation> = [
	getStatsOperation,
	getStatsLongRangeOperation,
	createStatsJobOperation,
	getReachOperation,
	getStatsJobsOperation,
	deleteStatsJobOperation,
	getActiveEntitiesOperation,
	getActiveEntityStatsOperation,
];

export const analyticsResource = describeResource(
	'analytics',
	'getStats',
	operations.map((operation) => withoutCode(operation as AnalyticsOperation)),
	{ before: [accountLocator({ resource: ['analytics'] })] },
);

/** The analytics operations that run as code (customOperations). */
export const analyticsCustomOperations = Object.fromEntries(
	operations
		.filter((operation): operation is AnalyticsOperation => 'execute' in operation)
		.map((operation) => [operation.value, operation.execute]),
);
