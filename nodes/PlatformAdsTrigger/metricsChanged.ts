import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import {
	sendActiveEntities,
	spansByPlacement,
	statsOfSpans,
	type PlacementSpan,
} from '../shared/adsAnalytics/activeEntities';
import { DAY_MS, HOUR_MS, RANGE_LIMIT_DAYS } from '../shared/adsAnalytics/analyticsEnums';
import { entityDetails } from '../shared/adsAnalytics/entityNames';
import { KEEPING_COLUMNS } from '../shared/adsAnalytics/rowKeys';
import { statsRows } from '../shared/adsAnalytics/statsRows';
import type { Threshold } from './threshold';
import { fingerprint } from './triggerState';

/** What the event "Metrics Changed" watches, as read from the node. */
export interface MetricsWatch {
	accountId: string;
	entity: string;
	/** Only entities of these campaigns (sent as campaign_ids); empty: all. */
	campaignIds: string[];
	metricGroups: string[];
	names: boolean;
	/** Only rows crossing it start the workflow (see PlatformAdsTrigger.node.ts); none: every change. */
	threshold?: Threshold;
}

/** One row of a changed entity, placement and hour, with what tells it from a row seen before. */
export interface ChangedRow {
	key: string;
	fingerprint: string;
	row: IDataObject;
}

/** A row's key: the same entity, placement and hour in another poll. */
const rowKey = (row: IDataObject): string =>
	`${String(row.placement)}|${String(row.id)}|${String(row.startUtc)}`;

/**
 * A row's fingerprint, a null read as 0: the platform gives null for a metric that is 0 over a
 * whole answer, so the same hour may come back null in one poll and 0 in another. The name and
 * the columns for keeping the row (a row turning final is no change) are left out.
 */
const rowFingerprint = (row: IDataObject): string =>
	fingerprint(
		Object.fromEntries(
			Object.entries(row)
				.filter(([name]) => name !== 'name' && !KEEPING_COLUMNS.has(name))
				.map(([name, value]) => [name, value ?? 0]),
		),
	);

/** Whether a row's hour lies in its entity's own activity span (from the span's first hour). */
function inOwnSpan(span: PlacementSpan, id: string, hourMs: number): boolean {
	const own = span.spans.get(id);
	return !own || (hourMs >= Math.floor(own.startMs / HOUR_MS) * HOUR_MS && hourMs < own.endMs);
}

/**
 * The HOUR rows of the entities with changes recorded in the change buckets [fromMs, toMs): the
 * platform's recommended pattern (activeEntities.ts), each entity's rows kept to the hours its
 * changes apply to. The window is at most 90 days (the endpoint's limit): a trigger off for
 * longer goes on from 90 days back.
 */
export async function changedRows(
	context: IPollFunctions,
	watch: MetricsWatch,
	fromMs: number,
	toMs: number,
	timeZone: string,
): Promise<ChangedRow[]> {
	const startMs = Math.max(fromMs, toMs - RANGE_LIMIT_DAYS.activeEntities * DAY_MS);
	const entities = await sendActiveEntities(context, watch.accountId, {
		entity: watch.entity,
		range: { startMs, endMs: toMs },
		...(watch.campaignIds.length
			? { filter: { parameter: 'campaign_ids', ids: watch.campaignIds } }
			: {}),
	});
	if (entities.length === 0) return [];
	const spans = spansByPlacement(entities, 'HOUR');
	const results = await statsOfSpans(context, watch.accountId, spans, {
		entity: watch.entity,
		granularity: 'HOUR',
		metricGroups: watch.metricGroups,
	});
	const details = watch.names
		? await entityDetails(
				context,
				watch.accountId,
				watch.entity,
				entities.map(({ entity_id }) => String(entity_id)),
			)
		: undefined;
	const rows: ChangedRow[] = [];
	for (const { span, answers } of results)
		for (const answer of answers)
			for (const row of statsRows(answer, { timeZone, details, accountId: watch.accountId }))
				if (inOwnSpan(span, String(row.id), Date.parse(String(row.startUtc))))
					rows.push({ key: rowKey(row), fingerprint: rowFingerprint(row), row });
	return rows;
}
