import type { INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { runStatsJobs, type JobSlots } from './statsJobs';
import { joinWindows } from '../../../shared/adsAnalytics/statsRows';
import {
	NAMES_OPTION,
	OUTPUT_OPTION,
	REREAD_OPTION,
	statsOptions,
	statsRequestFields,
	ZERO_OPTION,
} from './analyticsFields';
import type { AnalyticsOperation } from './analyticsOperation';
import { JOB_SPLIT_OPTION, POLL_OPTION, readJobAsk, slotsOf, type JobAsk } from './jobAsks';
import { segmentationFields } from './segmentationFields';
import {
	AnalyticsOutput,
	gatheredAsks,
	itemsById,
	itemsOfIds,
	option,
	pushGroupRows,
} from './statsItems';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** How long the jobs of one item may take, by default. */
const DEFAULT_MAX_WAIT_MINUTES = 60;

const MAX_WAIT_OPTION: INodeProperties = {
	displayName: 'Max Wait (Minutes)',
	name: 'maxWaitMinutes',
	type: 'number',
	typeOptions: { minValue: 0.01, numberPrecision: 2 },
	default: DEFAULT_MAX_WAIT_MINUTES,
	description:
		'How long the jobs may take before the item fails (they run on, and Get Stats Jobs lists them)',
};

interface LongRangeAsk extends JobAsk {
	output: string;
	names: boolean;
	zeroForNoDelivery: boolean;
	maxWaitMs: number;
}

async function readAsk(context: CodeOperationContext, itemIndex: number): Promise<LongRangeAsk> {
	const ask = await readJobAsk(context, itemIndex);
	const minutes = Number(option(context, itemIndex, 'maxWaitMinutes', DEFAULT_MAX_WAIT_MINUTES));
	return {
		...ask,
		output: option(context, itemIndex, 'output', 'rows'),
		names: option(context, itemIndex, 'names', true),
		zeroForNoDelivery: option(context, itemIndex, ZERO_OPTION.name, false),
		maxWaitMs: (Number.isFinite(minutes) ? minutes : DEFAULT_MAX_WAIT_MINUTES) * 60_000,
	};
}

const askKey = ({
	accountId,
	request,
	split,
	pollMs,
	output,
	names,
	maxWaitMs,
	zeroForNoDelivery,
}: LongRangeAsk) =>
	JSON.stringify([
		zeroForNoDelivery,
		accountId,
		{ ...request, entityIds: [] },
		split,
		pollMs,
		output,
		names,
		maxWaitMs,
	]);

/**
 * Get Stats (Long Range): the items' IDs gathered, the jobs their range needs created (within the
 * account's limit), waited for with growing pauses, their files downloaded and joined, then one
 * row per entity, segment and bucket (pairedItem: the items that named the entity), or each file
 * as the platform wrote it.
 */
export async function getStatsLongRange(
	this: CodeOperationContext,
): Promise<INodeExecutionData[][]> {
	const output = new AnalyticsOutput(this);
	const slots = new Map<string, JobSlots>();
	for (const { entries } of await gatheredAsks(this, output, readAsk, askKey)) {
		const ask = entries[0].entry;
		const { accountId, request } = ask;
		const from = itemsById(entries, (entry) => entry.request.entityIds);
		const ids = [...from.keys()];
		const allItems = itemsOfIds(from, ids);
		await output.forJobsOf(allItems, async () => {
			const batches = await runStatsJobs(
				this,
				allItems[0],
				accountId,
				{ ...request, entityIds: ids },
				slotsOf(slots, accountId),
				{ pollMs: ask.pollMs, maxWaitMs: ask.maxWaitMs },
			);
			if (ask.output === 'raw') {
				for (const batch of batches)
					for (const file of batch.files) output.push(file as never, itemsOfIds(from, batch.ids));
				return;
			}
			await pushGroupRows(
				this,
				output,
				entries,
				ask,
				batches.map((batch) => joinWindows(batch.files)),
				{ from, fallback: allItems },
			);
		});
	}
	return [output.items];
}

export const getStatsLongRangeOperation: AnalyticsOperation = {
	name: 'Get Stats (Long Range)',
	value: 'getStatsLongRange',
	action: 'Get long-range stats',
	description:
		'Stats of ranges of any length, segmented if asked, as rows: jobs are created, waited for and their files read',
	requests:
		"POST /12/stats/jobs/accounts/{accountId}, GET /12/stats/jobs/accounts/{accountId} until done, then GET of each job's file",
	fields: [
		...statsRequestFields(),
		...segmentationFields,
		statsOptions([
			OUTPUT_OPTION,
			NAMES_OPTION,
			JOB_SPLIT_OPTION,
			POLL_OPTION,
			MAX_WAIT_OPTION,
			REREAD_OPTION,
			ZERO_OPTION,
		]),
	],
	execute: getStatsLongRange,
};
