import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { IDS_PER_REQUEST } from '../../../shared/adsAnalytics/analyticsEnums';
import { inBatches, type Range } from '../../../shared/adsAnalytics/statsWindows';
import { freshness, rowKey } from '../../../shared/adsAnalytics/rowKeys';
import { isoUtc, isoWithOffset } from '../../../shared/times';
import {
	entityFields,
	entityPickers,
	NAMES_OPTION,
	OUTPUT_OPTION,
	statsOptions,
	timeRangeFields,
} from './analyticsFields';
import type { AnalyticsOperation } from './analyticsOperation';
import { checkReachRequest, REACH_ENTITIES, sendReach } from './reach';
import {
	AnalyticsOutput,
	gatheredAsks,
	idsField,
	itemsById,
	itemsOfIds,
	detailsOfGroup,
	option,
	readAccount,
	readEntity,
	readEntityIds,
	readRange,
	type AccountDays,
} from './statsItems';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

const ENTITIES = Object.keys(REACH_ENTITIES);

interface ReachAsk extends AccountDays {
	entity: string;
	ids: string[];
	range: Range;
	output: string;
	names: boolean;
}

async function readAsk(context: CodeOperationContext, itemIndex: number): Promise<ReachAsk> {
	const entity = readEntity(context, itemIndex, ENTITIES);
	const account = await readAccount(context, itemIndex);
	const ids = readEntityIds(context, itemIndex, entity, account.accountId);
	const range = readRange(context, itemIndex, account.offsetMs);
	checkReachRequest({ entity, entityIds: ids, range }, itemIndex, context.getNode(), {
		ids: idsField(entity),
	});
	return {
		...account,
		entity,
		ids,
		range,
		output: option(context, itemIndex, 'output', 'rows'),
		names: option(context, itemIndex, 'names', true),
	};
}

const askKey = ({ accountId, entity, range, output, names }: ReachAsk): string =>
	JSON.stringify([accountId, entity, range.startMs, range.endMs, output, names]);

/**
 * Get Reach: the items' campaign or funding instrument IDs gathered, 20 a request; one row per
 * entity (pairedItem: the items that named it) or each answer as the platform gave it. Reach is
 * not a sum over time, so a range is never split.
 */
export async function getReach(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const output = new AnalyticsOutput(this);
	for (const { entries } of await gatheredAsks(this, output, readAsk, askKey)) {
		const ask = entries[0].entry;
		const from = itemsById(entries, (entry) => entry.ids);
		const records: Array<{ record: IDataObject; items: number[] }> = [];
		for (const batch of inBatches([...from.keys()], IDS_PER_REQUEST)) {
			const items = itemsOfIds(from, batch);
			try {
				const answer = await sendReach(this, ask.accountId, ask.entity, batch, ask.range);
				if (ask.output === 'raw') output.push(answer, items);
				else
					for (const record of (answer.data as IDataObject[] | undefined) ?? [])
						records.push({ record, items: from.get(String(record.id)) ?? items });
			} catch (error) {
				output.fail(error as Error, items, true);
			}
		}
		if (records.length === 0) continue;
		const described = await detailsOfGroup(this, output, entries, {
			...ask,
			ids: [...from.keys()],
		});
		if (!described) continue;
		const { details } = described;
		const { startMs, endMs } = ask.range;
		const [start, end] = [startMs, endMs].map((ms) => isoWithOffset(ms, ask.offsetMs));
		const [startUtc, endUtc] = [startMs, endMs].map(isoUtc);
		// Reach is not spend: final a day after the range ends. A range is its own TOTAL bucket.
		const fresh = freshness(endMs, false, Date.now());
		const bucket = `${start.slice(0, 19)}/${end.slice(0, 19)}`;
		for (const { record, items } of records)
			output.push(
				{
					entity: ask.entity,
					id: String(record.id),
					name: details?.get(String(record.id))?.name ?? null,
					start,
					end,
					startUtc,
					endUtc,
					timeZone: ask.timeZone,
					// The platform's total_audience_reach and average_frequency, in the rows' one
					// naming style (rowColumns.ts).
					totalAudienceReach: (record.total_audience_reach as number | undefined) ?? null,
					averageFrequency: (record.average_frequency as number | undefined) ?? null,
					rowKey: rowKey({
						accountId: ask.accountId,
						entity: ask.entity,
						id: String(record.id),
						segment: null,
						placement: null,
						granularity: 'TOTAL',
						bucket,
					}),
					final: fresh.final,
					finalAt: fresh.finalAt,
				},
				items,
			);
	}
	return [output.items];
}

export const getReachOperation: AnalyticsOperation = {
	name: 'Get Reach',
	value: 'getReach',
	action: 'Get reach and frequency',
	description: 'How many people the campaigns or funding instruments reached, and how often',
	requests:
		'GET /12/stats/accounts/{accountId}/reach/campaigns, GET /12/stats/accounts/{accountId}/reach/funding_instruments',
	fields: [
		...entityFields(ENTITIES),
		// In the order the other operations list them (funding instruments before campaigns), so
		// each picker is one property of the node; one shows at a time, so the panel is the same.
		...entityPickers([...ENTITIES].reverse()),
		...timeRangeFields,
		statsOptions([OUTPUT_OPTION, NAMES_OPTION]),
	],
	execute: getReach,
};
