import { addHour, hourPlan, mix, stringHash } from './adsMetricColumns';
import {
	accountSources,
	currentHour,
	deliveredHours,
	hourIso,
	hourSeed,
	instrumentOf,
	metricChanges,
	sourcesOf,
	type Source,
} from './adsMetrics';
import type { EmulatorState } from './state';

/**
 * Active entities and reach, from the metric model (adsMetrics.ts). A delivered hour H is a
 * change recorded in bucket H; a metric change (admin route) is recorded in the bucket of the
 * hour it was made and applies to the hours it names.
 */

export interface ActiveEntity {
	entity_id: string;
	activity_start_time: string;
	activity_end_time: string;
	placements: string[];
}

export interface ActivityFilter {
	/** campaign_ids, funding_instrument_ids or line_item_ids. */
	by: 'campaign' | 'instrument' | 'lineItem';
	ids: string[];
}

/** The [from, to) hours the changes recorded in buckets [start, end) apply to, for one source. */
function changeSpan(
	state: EmulatorState,
	source: Source,
	start: number,
	end: number,
	now: number,
): [number, number] | undefined {
	let from = Infinity;
	let to = -Infinity;
	for (const [windowStart, windowEnd] of source.windows) {
		const first = Math.max(windowStart, start);
		const last = Math.min(windowEnd, end, now);
		if (last > first) {
			from = Math.min(from, first);
			to = Math.max(to, last);
		}
	}
	for (const change of metricChanges(state))
		if (change.sourceId === source.id && change.recordedHour >= start && change.recordedHour < end)
			for (const hour of change.hours) {
				from = Math.min(from, hour);
				to = Math.max(to, hour + 1);
			}
	return to > from ? [from, to] : undefined;
}

/** The entities of that kind with changes recorded in buckets [start, end) (hours). */
export function activeEntities(
	state: EmulatorState,
	accountId: string,
	entity: string,
	start: number,
	end: number,
	filter?: ActivityFilter,
): ActiveEntity[] {
	const kind = entity === 'PROMOTED_POST' || entity === 'PROMOTED_ACCOUNT' ? entity : 'LINE_ITEM';
	const now = currentHour(state);
	const found = new Map<string, { from: number; to: number; placements: Set<string> }>();
	for (const source of accountSources(state, accountId, kind)) {
		const item = source.lineItem;
		if (filter) {
			const key =
				filter.by === 'campaign'
					? item.campaign_id
					: filter.by === 'instrument'
						? instrumentOf(state, item)
						: item.id;
			if (key === undefined || !filter.ids.includes(key)) continue;
		}
		const span = changeSpan(state, source, start, end, now);
		if (!span) continue;
		const id =
			entity === 'CAMPAIGN'
				? item.campaign_id
				: entity === 'FUNDING_INSTRUMENT'
					? instrumentOf(state, item)
					: source.id;
		if (id === undefined) continue;
		const entry = found.get(id) ?? { from: Infinity, to: -Infinity, placements: new Set() };
		entry.from = Math.min(entry.from, span[0]);
		entry.to = Math.max(entry.to, span[1]);
		for (const placement of source.placements) entry.placements.add(placement);
		found.set(id, entry);
	}
	return [...found].map(([entity_id, entry]) => ({
		entity_id,
		activity_start_time: hourIso(entry.from),
		activity_end_time: hourIso(entry.to),
		placements: ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK'].filter((one) => entry.placements.has(one)),
	}));
}

/** Impressions of an entity over [start, end) hours, every placement it delivers on. */
export function impressions(
	state: EmulatorState,
	accountId: string,
	entity: 'CAMPAIGN' | 'FUNDING_INSTRUMENT',
	id: string,
	start: number,
	end: number,
): number {
	const values = new Float64Array(12);
	const plan = hourPlan(['ENGAGEMENT'], false);
	let total = 0;
	for (const source of sourcesOf(state, accountId, entity, id))
		for (const placement of source.placements)
			deliveredHours(state, source, start, end, (hour, adjustments) => {
				values.fill(0);
				addHour(values, plan, hourSeed(source.hash, hour, placement, adjustments, 0), 1);
				total += values[1];
			});
	return total;
}

/** Reach: a deterministic share of the impressions, and the frequency that follows. */
export function reach(
	state: EmulatorState,
	accountId: string,
	entity: 'CAMPAIGN' | 'FUNDING_INSTRUMENT',
	id: string,
	start: number,
	end: number,
) {
	const total = impressions(state, accountId, entity, id, start, end);
	const share = 300 + (mix(stringHash(id), start) % 400);
	const people = total === 0 ? 0 : Math.max(1, Math.floor((total * share) / 1000));
	return {
		id,
		total_audience_reach: people,
		average_frequency: people === 0 ? 0 : Math.round((total / people) * 100) / 100,
	};
}
