import type { INodeExecutionData } from 'n8n-workflow';

import { IDS_PER_REQUEST, RANGE_LIMIT_DAYS } from '../../../shared/adsAnalytics/analyticsEnums';
import { sendStatsBatch } from '../../../shared/adsAnalytics/sendStats';
import { joinWindows, type StatsAnswer } from '../../../shared/adsAnalytics/statsRows';
import { inBatches, splitRange } from '../../../shared/adsAnalytics/statsWindows';
import {
	NAMES_OPTION,
	OUTPUT_OPTION,
	REREAD_OPTION,
	SPLIT_OPTION,
	statsOptions,
	ZERO_OPTION,
	statsRequestFields,
} from './analyticsFields';
import type { AnalyticsOperation } from './analyticsOperation';
import {
	AnalyticsOutput,
	checkStatsFields,
	gatheredAsks,
	itemsById,
	itemsOfIds,
	option,
	pushGroupRows,
	readStatsFields,
	type StatsFields,
} from './statsItems';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** One item's ask, checked. */
interface StatsAsk extends StatsFields {
	output: string;
	names: boolean;
	zeroForNoDelivery: boolean;
}

/** Reads and checks one item: every rule of the synchronous endpoint, before any request. */
async function readAsk(context: CodeOperationContext, itemIndex: number): Promise<StatsAsk> {
	const fields = await readStatsFields(context, itemIndex);
	checkStatsFields(context, itemIndex, fields, RANGE_LIMIT_DAYS.sync);
	return {
		...fields,
		output: option(context, itemIndex, 'output', 'rows'),
		names: option(context, itemIndex, 'names', true),
		zeroForNoDelivery: option(context, itemIndex, ZERO_OPTION.name, false),
	};
}

/** Every field but the IDs: items that agree on it share requests. */
const askKey = ({ accountId, request, output, names, split, zeroForNoDelivery }: StatsAsk) =>
	JSON.stringify([
		accountId,
		{ ...request, entityIds: [] },
		output,
		names,
		split,
		zeroForNoDelivery,
	]);

/**
 * Get Stats: the items' IDs gathered, 20 a request, ranges over 7 days in windows (each bucket
 * in exactly one), the answers of a batch joined, then one row per entity and bucket (pairedItem:
 * the items that named the entity) or each answer as the platform gave it.
 */
export async function getStats(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const output = new AnalyticsOutput(this);
	for (const { entries } of await gatheredAsks(this, output, readAsk, askKey)) {
		const ask = entries[0].entry;
		const { accountId, request } = ask;
		const from = itemsById(entries, (entry) => entry.request.entityIds);
		const ids = [...from.keys()];
		const windows = splitRange(request.range, RANGE_LIMIT_DAYS.sync, request.granularity);
		const joined: StatsAnswer[] = [];
		for (const batch of inBatches(ids, IDS_PER_REQUEST)) {
			const items = itemsOfIds(from, batch);
			try {
				const answers = await sendStatsBatch(this, accountId, request, batch, windows);
				if (ask.output === 'raw') answers.forEach((answer) => output.push(answer as never, items));
				else joined.push(joinWindows(answers));
			} catch (error) {
				output.fail(error as Error, items, true);
			}
		}
		if (joined.length === 0) continue;
		await pushGroupRows(this, output, entries, ask, joined, {
			from,
			fallback: [entries[0].itemIndex],
		});
	}
	return [output.items];
}

export const getStatsOperation: AnalyticsOperation = {
	name: 'Get Stats',
	value: 'getStats',
	action: 'Get spend, clicks and impressions',
	description:
		'Metrics of the entities of an account by hour or day, as rows; long ranges and many IDs are split for you',
	requests: 'GET /12/stats/accounts/{accountId}',
	fields: [
		...statsRequestFields(),
		statsOptions([OUTPUT_OPTION, NAMES_OPTION, SPLIT_OPTION, REREAD_OPTION, ZERO_OPTION]),
	],
	execute: getStats,
};
