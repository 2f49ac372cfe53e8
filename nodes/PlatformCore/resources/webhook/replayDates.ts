import { timeToMs } from '../../../shared/times';

/**
 * Replay windows: the n8n date-time fields From and To, as the platform's `yyyymmddhhmm` (UTC,
 * 12 digits), limited to the past 24 hours.
 */

/**
 * A date-time parameter as epoch milliseconds. n8n's date picker gives a wall-clock time
 * without zone ("2026-11-23T10:15:00"), meant in the workflow's time zone; expressions may give
 * an ISO string with its zone, or a Luxon DateTime / Date. Undefined when it is no date.
 */
export function dateTimeToMs(value: unknown, timeZone: string): number | undefined {
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
	if (
		value &&
		typeof value === 'object' &&
		typeof (value as { toMillis?: unknown }).toMillis === 'function'
	) {
		return (value as { toMillis(): number }).toMillis();
	}
	return typeof value === 'string' ? timeToMs(value, timeZone) : undefined;
}

/** yyyymmddhhmm in UTC: the minute the instant falls in. */
export function toReplayStamp(ms: number): string {
	return new Date(ms).toISOString().replace(/[-T:]/g, '').slice(0, 12);
}

export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/**
 * Slack for values computed a moment before the request, such as `{{$now.minus({hours: 24})}}`
 * for From or `{{$now}}` for To: they are moved to the nearest minute the platform accepts.
 */
const GRACE_MS = 5 * MINUTE_MS;

export type ReplayWindow =
	| { from_date: string; to_date: string }
	| { field: 'From' | 'To'; problem: string };

/**
 * The window as the platform takes it (`from_date`, `to_date`), or what is wrong with it, by
 * field: From within the past 24 hours, To not in the future, From before To.
 */
export function replayWindow(fromMs: number, toMs: number, nowMs: number): ReplayWindow {
	const oldestMs = nowMs - REPLAY_WINDOW_MS;
	if (fromMs < oldestMs - GRACE_MS)
		return {
			field: 'From',
			problem: 'must be within the past 24 hours (the platform replays no older events)',
		};
	if (toMs > nowMs + GRACE_MS) return { field: 'To', problem: 'must not be in the future' };
	if (fromMs >= toMs) return { field: 'From', problem: 'must be before To' };
	// The oldest whole minute still inside the platform's 24 hours, and the current minute at most.
	const oldestMinuteMs = Math.ceil(oldestMs / MINUTE_MS) * MINUTE_MS;
	return {
		from_date: toReplayStamp(Math.max(fromMs, oldestMinuteMs)),
		to_date: toReplayStamp(Math.min(toMs, nowMs)),
	};
}
