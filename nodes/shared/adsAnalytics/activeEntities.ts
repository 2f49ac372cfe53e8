import type { IDataObject } from 'n8n-workflow';

import { adsRequest } from '../ads/adsRequest';
import type { ExpectedAnswer, RequestContext } from '../transport/platformRequest';
import { DAY_MS, HOUR_MS, IDS_PER_REQUEST, RANGE_LIMIT_DAYS } from './analyticsEnums';
import { sendStats, statsPath } from './sendStats';
import type { StatsRequest } from './statsRules';
import type { StatsAnswer } from './statsRows';
import { rangeQuery, type Range } from './statsWindows';

/**
 * The platform's recommended synchronization: ask which entities had metric changes recorded in
 * a window (active_entities), split them by placement, and ask stats only for those, over the
 * span their changes apply to, 20 IDs a request. Platform Ads's Get Active Entities / Get Stats
 * of Active Entities and the Platform Ads Trigger use it.
 */

/** One entity of an active_entities answer. */
export interface ActiveEntity {
	entity_id: string;
	/** The span its recorded changes apply to (changes may apply to earlier hours: billing). */
	activity_start_time: string;
	activity_end_time: string;
	placements: string[];
}

/** The optional filter of active_entities: one of these, up to 200 IDs. */
export const ACTIVITY_FILTERS = ['campaign_ids', 'funding_instrument_ids', 'line_item_ids'];

/** One active_entities ask: the range is of whole hours (the change buckets). */
export interface ActiveEntitiesAsk {
	entity: string;
	range: Range;
	/** A filter parameter of ACTIVITY_FILTERS and its IDs; none: every entity. */
	filter?: { parameter: string; ids: string[] };
}

/** The query of one active_entities request. */
export function activeEntitiesQuery(ask: ActiveEntitiesAsk): IDataObject {
	return {
		entity: ask.entity,
		...rangeQuery(ask.range),
		...(ask.filter?.ids.length ? { [ask.filter.parameter]: ask.filter.ids.join(',') } : {}),
	};
}

const isText = (value: unknown): boolean => typeof value === 'string' && value !== '';

/** An active_entities answer: `data` a list of entities, each with its ID, span and placements. */
export const ACTIVE_ENTITIES_ANSWER: ExpectedAnswer = {
	what: 'expected a list of entities (entity_id, activity_start_time, activity_end_time, placements) in `data`',
	holds: (body) => {
		const data = (body as IDataObject | undefined)?.data;
		return (
			Array.isArray(data) &&
			data.every(
				(entry: IDataObject) =>
					typeof entry === 'object' &&
					entry !== null &&
					isText(entry.entity_id) &&
					isText(entry.activity_start_time) &&
					isText(entry.activity_end_time) &&
					Array.isArray(entry.placements),
			)
		);
	},
};

/** GET active_entities of an account: the entities with changes recorded in the window. */
export async function sendActiveEntities(
	context: RequestContext,
	accountId: string,
	ask: ActiveEntitiesAsk,
): Promise<ActiveEntity[]> {
	const body = await adsRequest.call(context as never, {
		method: 'GET',
		path: `${statsPath(accountId)}/active_entities`,
		qs: activeEntitiesQuery(ask),
		idempotent: true,
		expect: ACTIVE_ENTITIES_ANSWER,
	});
	return body.data as unknown as ActiveEntity[];
}

/** The entities of one placement and the range to ask their stats for. */
export interface PlacementSpan extends Range {
	placement: string;
	ids: string[];
	/** Each entity's own span, to keep only the buckets its changes apply to. */
	spans: Map<string, Range>;
}

const floorTo = (ms: number, step: number, offsetMs: number) =>
	Math.floor((ms + offsetMs) / step) * step - offsetMs;
const ceilTo = (ms: number, step: number, offsetMs: number) =>
	Math.ceil((ms + offsetMs) / step) * step - offsetMs;

/**
 * Steps 2 and 3 of the pattern: the entities split by placement; per placement the IDs, and the
 * range from the smallest activity_start_time rounded down to the largest activity_end_time
 * rounded up, to whole hours, or to whole days of the account (its midnight placed with the
 * current day's offset, `offsetMs`) when the stats are asked by DAY. Placements in the order
 * they first appear.
 */
export function spansByPlacement(
	entities: readonly ActiveEntity[],
	granularity: string,
	offsetMs = 0,
): PlacementSpan[] {
	const [step, offset] = granularity === 'HOUR' ? [HOUR_MS, 0] : [DAY_MS, offsetMs];
	const spans = new Map<string, PlacementSpan>();
	for (const entity of entities) {
		const start = Date.parse(entity.activity_start_time);
		const end = Date.parse(entity.activity_end_time);
		if (Number.isNaN(start) || Number.isNaN(end)) continue;
		const id = String(entity.entity_id);
		for (const placement of entity.placements ?? []) {
			let span = spans.get(placement);
			if (!span) {
				span = { placement, ids: [], startMs: Infinity, endMs: -Infinity, spans: new Map() };
				spans.set(placement, span);
			}
			if (!span.spans.has(id)) span.ids.push(id);
			const own = span.spans.get(id);
			span.spans.set(id, {
				startMs: Math.min(own?.startMs ?? Infinity, start),
				endMs: Math.max(own?.endMs ?? -Infinity, end),
			});
			span.startMs = Math.min(span.startMs, floorTo(start, step, offset));
			span.endMs = Math.max(span.endMs, ceilTo(end, step, offset));
		}
	}
	// An entity whose span is empty still gets its bucket: the end is after the start.
	for (const span of spans.values())
		if (span.endMs <= span.startMs) span.endMs = span.startMs + step;
	return [...spans.values()];
}

/** The stats of one placement's entities: what was asked and the answers (20 IDs each). */
export interface PlacementStats {
	span: PlacementSpan;
	request: StatsRequest;
	answers: StatsAnswer[];
}

/**
 * Step 4: stats of each placement's entities over its range, 20 IDs a request, ranges over the
 * synchronous limit (7 days) in consecutive windows (sendStats).
 */
export async function statsOfSpans(
	context: RequestContext,
	accountId: string,
	spans: readonly PlacementSpan[],
	ask: { entity: string; granularity: string; metricGroups: string[] },
): Promise<PlacementStats[]> {
	const results: PlacementStats[] = [];
	for (const span of spans) {
		const request: StatsRequest = {
			entity: ask.entity,
			entityIds: span.ids,
			range: { startMs: span.startMs, endMs: span.endMs },
			granularity: ask.granularity,
			placement: span.placement,
			metricGroups: ask.metricGroups,
		};
		const batches = await sendStats(context, accountId, request, {
			maxDays: RANGE_LIMIT_DAYS.sync,
			idsPerRequest: IDS_PER_REQUEST,
		});
		results.push({ span, request, answers: batches.flatMap(({ answers }) => answers) });
	}
	return results;
}
