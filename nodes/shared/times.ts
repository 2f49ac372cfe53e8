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

/** The platform's older date format, e.g. `Wed Oct 10 20:19:24 +0000 2018`. */
const LEGACY_TIME =
	/^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2}) (\d{4})$/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Epoch numbers below this are seconds, at or above it milliseconds: 10^11 seconds is the year
 * 5138, 10^11 milliseconds falls in 1973, so no time the platform sends falls on the wrong side.
 */
const SECONDS_BELOW = 1e11;

const epochToMs = (epoch: number): number | undefined =>
	Number.isFinite(epoch) && epoch >= 0 ? (epoch < SECONDS_BELOW ? epoch * 1000 : epoch) : undefined;

/**
 * The instant a time sent by the platform names, in epoch milliseconds, or undefined when it
 * cannot be read. The platform sends ISO 8601 (UTC unless it says otherwise), the older date
 * format above, and epoch seconds or milliseconds, as JSON numbers or as digit strings.
 */
export function platformTimeToMs(value: unknown): number | undefined {
	if (typeof value === 'number') return epochToMs(value);
	if (typeof value !== 'string') return undefined;
	const text = value.trim();
	if (/^\d{1,16}$/.test(text)) return epochToMs(Number(text));
	const legacy = LEGACY_TIME.exec(text);
	if (legacy) {
		const [, month, day, clock, offsetHours, offsetMinutes, year] = legacy;
		const iso = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}T${clock}${offsetHours}:${offsetMinutes}`;
		return timeToMs(iso, 'UTC');
	}
	return timeToMs(text, 'UTC');
}
