/**
 * The one rule for times typed into either node. Both interfaces take UTC; n8n's date picker gives
 * a wall-clock time without a zone ("2026-01-31T12:00:00"), meant in the workflow's time zone (as
 * n8n users expect everywhere else). A value with Z or an offset (an expression such as
 * {{ $now }}) keeps its own zone. Times are sent without milliseconds (2026-01-31T17:00:00Z).
 */
const TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Rule text for a value that is not a time. */
export const NOT_A_TIME = 'must be an ISO 8601 time such as 2026-11-20T10:00:00Z';

/** The zone's wall clock at an instant: year, month (1 to 12), day, hour, minute, second. */
function wallClockParts(utcMs: number, timeZone: string): number[] {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	}).formatToParts(new Date(utcMs));
	return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) =>
		Number(parts.find((p) => p.type === type)?.value),
	);
}

/** How far ahead of UTC the zone's wall clock is at an instant, in milliseconds. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
	const [year, month, day, hour, minute, second] = wallClockParts(utcMs, timeZone);
	const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second);
	return wallAsUtc - Math.floor(utcMs / 1000) * 1000;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as a person in the zone reads it: date 2026-11-20 and time 14:00. */
export function wallClock(utcMs: number, timeZone: string): { date: string; time: string } {
	const [year, month, day, hour, minute] = wallClockParts(utcMs, knownZone(timeZone));
	return {
		date: `${year}-${twoDigits(month)}-${twoDigits(day)}`,
		time: `${twoDigits(hour)}:${twoDigits(minute)}`,
	};
}

/** The calendar date (YYYY-MM-DD) a number of days after another, whatever the zone. */
export function addDays(date: string, days: number): string {
	const [year, month, day] = date.split('-').map(Number);
	return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A known zone name, or UTC for one the runtime does not know (rather than failing the item). */
function knownZone(timeZone: string): string {
	try {
		return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
	} catch {
		return 'UTC';
	}
}

/** The instant a date-time text names, in epoch milliseconds, or undefined when it is no time. */
export function timeToMs(value: string, timeZone: string): number | undefined {
	const text = value.trim();
	const match = TIME.exec(text);
	if (!match) return undefined;
	const [year, month, day, hour, minute, second] = match
		.slice(1, 7)
		.map((part) => Number(part ?? 0));
	const wall = Date.UTC(year, month - 1, day, hour, minute, second);
	if (
		month < 1 ||
		month > 12 ||
		new Date(wall).getUTCDate() !== day ||
		hour > 23 ||
		minute > 59 ||
		second > 59
	)
		return undefined;
	if (match[7]) {
		const ms = Date.parse(text.replace(' ', 'T'));
		return Number.isNaN(ms) ? undefined : ms;
	}
	const zone = knownZone(timeZone);
	// The zone's offset at the guessed instant, then again at the corrected one (DST edges).
	return wall - zoneOffsetMs(wall - zoneOffsetMs(wall, zone), zone);
}

/** The value as RFC 3339 UTC without milliseconds, or undefined when it is not a date and time. */
export function toRfc3339(value: string, timeZone: string): string | undefined {
	const ms = timeToMs(value, timeZone);
	return ms === undefined ? undefined : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
