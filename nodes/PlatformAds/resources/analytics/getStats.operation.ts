import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import {
	ENTITY_VALUES,
	IDS_PER_REQUEST,
	RANGE_LIMIT_DAYS,
} from '../../../shared/adsAnalytics/analyticsEnums';
import { entityNames } from '../../../shared/adsAnalytics/entityNames';
import { sendStatsBatch } from '../../../shared/adsAnalytics/sendStats';
import { joinWindows, statsRows, type StatsAnswer } from '../../../shared/adsAnalytics/statsRows';
import { checkStatsRequest, type StatsRequest } from '../../../shared/adsAnalytics/statsRules';
import { inBatches, splitRange } from '../../../shared/adsAnalytics/statsWindows';
import { listOf } from '../../../shared/validation';
import {
	entityField,
	entityPickers,
	granularityField,
	metricGroupsField,
	NAMES_OPTION,
	OUTPUT_OPTION,
	placementField,
	SPLIT_OPTION,
	statsOptions,
	timeRangeFields,
} from './analyticsFields';
import type { AnalyticsOperation } from './analyticsOperation';
import {
	AnalyticsOutput,
	gatherByKey,
	idsField,
	itemsById,
	option,
	readAccount,
	readEntity,
	readEntityIds,
	readRange,
	textParameter,
	type AccountDays,
} from './statsItems';

/** One item's ask, checked. */
interface StatsAsk extends AccountDays {
	request: StatsRequest;
	output: string;
	names: boolean;
	split: boolean;
}

const SPLIT_ADVICE = 'shorten it, or turn on Split Long Requests in Options';

/** Reads and checks one item: every rule of the synchronous endpoint, before any request. */
async function readAsk(context: IExecuteFunctions, itemIndex: number): Promise<StatsAsk> {
	const entity = readEntity(context, itemIndex, ENTITY_VALUES);
	const account = await readAccount(context, itemIndex);
	const split = option(context, itemIndex, 'split', true);
	const request: StatsRequest = {
		entity,
		entityIds: readEntityIds(context, itemIndex, entity, account.accountId),
		...readRange(context, itemIndex, account.offsetMs),
		granularity: textParameter(context, 'granularity', itemIndex),
		placement: textParameter(context, 'placement', itemIndex),
		metricGroups: listOf(context.getNodeParameter('metricGroups', itemIndex, []) ?? []),
	};
	checkStatsRequest(request, itemIndex, context.getNode(), {
		timeZone: account.timeZone,
		offsetMs: account.offsetMs,
		fields: { ids: idsField(entity) },
		...(split
			? {}
			: {
					maxDays: RANGE_LIMIT_DAYS.sync,
					tooLongAdvice: SPLIT_ADVICE,
					maxIds: IDS_PER_REQUEST,
					tooManyAdvice: 'pick fewer, or turn on Split Long Requests in Options',
				}),
	});
	return {
		...account,
		request,
		split,
		output: option(context, itemIndex, 'output', 'rows'),
		names: option(context, itemIndex, 'names', true),
	};
}

/** Every field but the IDs: items that agree on it share requests. */
const askKey = ({ accountId, request, output, names, split }: StatsAsk): string =>
	JSON.stringify([accountId, { ...request, entityIds: [] }, output, names, split]);

/**
 * Get Stats: the items' IDs gathered, 20 a request, ranges over 7 days in windows (each bucket
 * in exactly one), the answers of a batch joined, then one row per entity and bucket (pairedItem:
 * the items that named the entity) or each answer as the platform gave it.
 */
export async function getStats(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const output = new AnalyticsOutput(this);
	const asks: Array<{ itemIndex: number; entry: StatsAsk }> = [];
	for (let itemIndex = 0; itemIndex < this.getInputData().length; itemIndex++) {
		try {
			asks.push({ itemIndex, entry: await readAsk(this, itemIndex) });
		} catch (error) {
			output.fail(error as Error, [itemIndex]);
		}
	}
	for (const { entries } of gatherByKey(asks, askKey)) {
		const ask = entries[0].entry;
		const { accountId, request, timeZone, offsetMs } = ask;
		const from = itemsById(
			entries.map(({ itemIndex, entry }) => ({ itemIndex, ids: entry.request.entityIds })),
		);
		const ids = [...from.keys()];
		const windows = splitRange(
			request.start,
			request.end,
			RANGE_LIMIT_DAYS.sync,
			request.granularity,
		);
		const joined: StatsAnswer[] = [];
		for (const batch of inBatches(ids, IDS_PER_REQUEST)) {
			const items = [...new Set(batch.flatMap((id) => from.get(id)!))].sort((a, b) => a - b);
			try {
				const answers = await sendStatsBatch(this, accountId, request, batch, windows);
				if (ask.output === 'raw') answers.forEach((answer) => output.push(answer as never, items));
				else joined.push(joinWindows(answers));
			} catch (error) {
				output.fail(error as Error, items, true);
			}
		}
		if (joined.length === 0) continue;
		let names: Map<string, string> | undefined;
		try {
			if (ask.names) names = await entityNames(this, accountId, request.entity, ids);
		} catch (error) {
			output.fail(error as Error, [...new Set(entries.map(({ itemIndex }) => itemIndex))], true);
			continue;
		}
		for (const answer of joined)
			for (const row of statsRows(answer, { timeZone, offsetMs, names }))
				output.push(row, from.get(String(row.id)) ?? [entries[0].itemIndex]);
	}
	return [output.items];
}

export const getStatsOperation: AnalyticsOperation = {
	name: 'Get Stats',
	value: 'getStats',
	action: 'Get stats (impressions, spend, clicks) of campaigns or line items',
	description:
		'Metrics of the entities of an account by hour or day, as rows; long ranges and many IDs are split for you',
	requests: 'GET /12/stats/accounts/{accountId}',
	fields: [
		entityField(),
		...entityPickers(),
		...timeRangeFields,
		granularityField,
		placementField,
		metricGroupsField,
		statsOptions([OUTPUT_OPTION, NAMES_OPTION, SPLIT_OPTION]),
	],
	execute: getStats,
};
