import { isoUtc } from '../times';
import { DAY_MS, GRANULARITIES, IDS_PER_REQUEST } from './analyticsEnums';

/**
 * How one ask for stats becomes the requests the platform takes: ranges no longer than the
 * endpoint's limit, 20 IDs at most each (the platform asks clients to split work by time range
 * and by batches of IDs).
 */

/**
 * A range of time, in epoch milliseconds (UTC), end exclusive: how every analytics file holds
 * one, from the fields read (or the trigger's hours) to the request, which writes it once
 * (rangeQuery).
 */
export interface Range {
	startMs: number;
	endMs: number;
}

/** The range as the analytics endpoints take it: start_time and end_time, UTC whole seconds. */
export const rangeQuery = ({
	startMs,
	endMs,
}: Range): { start_time: string; end_time: string } => ({
	start_time: isoUtc(startMs),
	end_time: isoUtc(endMs),
});

/**
 * The range cut into consecutive windows of at most `maxDays` days. Each window starts on a bucket
 * boundary of the granularity (every window is a whole number of days long, and a range's start
 * and end are on its buckets' boundaries, as the checks require), so the buckets of the windows'
 * answers, one after the other, are the buckets of the whole range. TOTAL windows each answer
 * one bucket; joinWindows() (statsRows.ts) adds them up.
 */
export function splitRange(
	{ startMs, endMs }: Range,
	maxDays: number,
	granularity: string,
): Range[] {
	const bucket = GRANULARITIES[granularity]?.bucketMs ?? DAY_MS;
	// A whole number of buckets, and of days: DAY buckets never straddle two windows.
	const step = Math.max(bucket, Math.floor((maxDays * DAY_MS) / bucket) * bucket);
	const windows: Range[] = [];
	for (let at = startMs; at < endMs; at += step)
		windows.push({ startMs: at, endMs: Math.min(at + step, endMs) });
	return windows;
}

/** The list cut into batches of at most `size`, in order (20 IDs a stats request). */
export function inBatches<T>(ids: readonly T[], size = IDS_PER_REQUEST): T[][] {
	const batches: T[][] = [];
	for (let at = 0; at < ids.length; at += size) batches.push(ids.slice(at, at + size));
	return batches;
}
