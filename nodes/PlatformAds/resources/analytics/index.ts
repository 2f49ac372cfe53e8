import { accountLocator } from '../../../shared/ads/accountLocator';
import { describeResource, type Operation } from '../../../shared/descriptions/resource';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { analyticsPickers } from './analyticsPickers';
import { createStatsJobOperation } from './createStatsJob.operation';
import { deleteStatsJobOperation } from './deleteStatsJob.operation';
import { getActiveEntitiesOperation } from './getActiveEntities.operation';
import { getActiveEntityStatsOperation } from './getActiveEntityStats.operation';
import { getStatsJobsOperation } from './getStatsJobs.operation';
import { getStatsLongRangeOperation } from './getStatsLongRange.operation';
import { getReachOperation } from './getReach.operation';
import { getStatsOperation } from './getStats.operation';

/**
 * Every analytics operation: adding one is its import and its entry here. The job list and the
 * job delete are one request each: plain routing, with no execute.
 */
const operations: Operation[] = [
	getStatsOperation,
	getStatsLongRangeOperation,
	createStatsJobOperation,
	getReachOperation,
	getStatsJobsOperation,
	deleteStatsJobOperation,
	getActiveEntitiesOperation,
	getActiveEntityStatsOperation,
];

export const analyticsResource: ResourceModule = {
	...describeResource('analytics', 'getStats', operations, {
		before: [accountLocator({ resource: ['analytics'] })],
	}),
	loadOptions: analyticsPickers,
};
