import { DAY_MS, GRANULARITIES, IDS_PER_REQUEST } from './analyticsEnums';
import { isoUtc } from './accountDays';

/**
 * How one ask for stats becomes the requests the platform takes: ranges no longer than the
 * endpoint's limit, 20 IDs at most each: the platform asks callers to split their work by time
 * range and by batches of IDs.
 */

/** A range of one request, UTC, end exclusive, as the platform takes it. */
export interface StatsWindow {
	start: string;
	end: string;
}

const msOf = (time: string | number): number =>
	typeof time === 'number' ? time : Date.parse(time);

/**
 * The range cut into consecutive windows of at most `maxDays` days. Each window starts on a bucket
 * boundary of the granularity (every window is a whole number of days long, and a range's start
 * and end are on its buckets' boundaries, as the checks require), so the buckets of the windows'
 * answers, one after the other, are the buckets of the whole range. TOTAL windows each answer
 * one bucket; joinTotals() (statsRows.ts) adds them up.
 */
export function splitRange(
	start: string | number,
	end: string | number,
	maxDays: number,
	granularity: string,
): StatsWindow[] {
	const [from, to] = [msOf(start), msOf(end)];
	const bucket = GRANULARITIES[granularity]?.bucketMs ?? DAY_MS;
	// A whole number of buckets, and of days: DAY buckets never straddle two windows.
	const step = Math.max(bucket, Math.floor((maxDays * DAY_MS) / bucket) * bucket);
	const windows: StatsWindow[] = [];
	for (let at = from; at < to; at += step)
		windows.push({ start: isoUtc(at), end: isoUtc(Math.min(at + step, to)) });
	return windows;
}

/** The list cut into batches of at most `size`, in order (20 IDs a stats request). */
export function inBatches<T>(ids: readonly T[], size = IDS_PER_REQUEST): T[][] {
	const batches: T[][] = [];
	for (let at = 0; at < ids.length; at += size) batches.push(ids.slice(at, at + size));
	return batches;
}
