import type { INodeExecutionData } from 'n8n-workflow';

import { createStatsJob as createJob, jobQuery, planStatsJobs, type JobSlots } from './statsJobs';
import { statsOptions, statsRequestFields } from './analyticsFields';
import type { AnalyticsOperation } from './analyticsOperation';
import { JOB_SPLIT_OPTION, POLL_OPTION, readJobAsk, slotsOf, type JobAsk } from './jobAsks';
import { segmentationFields } from './segmentationFields';
import { AnalyticsOutput, gatheredAsks, itemsById, itemsOfIds } from './statsItems';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Every field but the IDs: items that agree on it share jobs. */
const askKey = ({ accountId, request, split, pollMs }: JobAsk): string =>
	JSON.stringify([accountId, { ...request, entityIds: [] }, split, pollMs]);

/**
 * Create Stats Job: the items' IDs gathered, one job per 20 IDs and window of 90 days (45
 * segmented), each created when the account has a free slot (100 processing at most). One item
 * per job record (pairedItem: the items that named its IDs).
 */
export async function createStatsJobs(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const output = new AnalyticsOutput(this);
	const slots = new Map<string, JobSlots>();
	for (const { entries } of await gatheredAsks(this, output, readJobAsk, askKey)) {
		const { accountId, request, pollMs } = entries[0].entry;
		const from = itemsById(entries, (entry) => entry.request.entityIds);
		for (const job of planStatsJobs({ ...request, entityIds: [...from.keys()] })) {
			const items = itemsOfIds(from, job.ids);
			await output.forJobsOf(items, async () => {
				const record = await createJob(
					this,
					items[0],
					accountId,
					jobQuery(request, job),
					slotsOf(slots, accountId),
					{ pollMs },
				);
				output.push(record, items);
			});
		}
	}
	return [output.items];
}

export const createStatsJobOperation: AnalyticsOperation = {
	name: 'Create Stats Job',
	value: 'createStatsJob',
	action: 'Create a stats job',
	description:
		'Start jobs that prepare stats of up to 90 days (45 segmented) as a file; long ranges and many IDs make several jobs',
	requests: 'POST /12/stats/jobs/accounts/{accountId}',
	fields: [
		...statsRequestFields(),
		...segmentationFields,
		statsOptions([JOB_SPLIT_OPTION, POLL_OPTION]),
	],
	execute: createStatsJobs,
};
