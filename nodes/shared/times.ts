/**
 * Every time rule of the package, in one place: reading a time typed into either node or sent by
 * the platform, zones and their offsets, and writing a time. Both interfaces take UTC; n8n's date
 * picker gives a wall-clock time without a zone ("2026-01-31T12:00:00"), meant in the workflow's
 * time zone (as n8n users expect everywhere else). A value with Z or an offset (an expression
 * such as {{ $now }}) keeps its own zone. Times are sent without milliseconds
 * (2026-01-31T17:00:00Z, isoUtc). Offsets come from Intl: no dependency.
 */
const TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Rule text for a value that is not a time. */
export const NOT_A_TIME = 'must be an ISO 8601 time such as 2026-11-20T10:00:00Z';

/** A zone the runtime knows, or UTC (rather than failing the item on a zone it does not know). */
export function knownZone(timeZone: string): string {
	try {
		return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
	} catch {
		return 'UTC';
	}
}

/** One formatter per zone: making one costs far more than using it (a row per hour, 100,000 rows). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * How far the zone's clock is ahead of UTC at an instant, in milliseconds (-05:00: -18000000); a
 * zone the runtime does not know is UTC.
 */
export function zoneOffsetMs(timeZone: string, atMs: number): number {
	let format = offsetFormats.get(timeZone);
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', {
			timeZone: knownZone(timeZone),
			timeZoneName: 'longOffset',
		});
		offsetFormats.set(timeZone, format);
	}
	const name = format.formatToParts(new Date(atMs)).find((part) => part.type === 'timeZoneName');
	// "GMT-05:00", or "GMT" for UTC itself.
	const match = /([+-])(\d{2}):?(\d{2})/.exec(name?.value ?? '');
	if (!match) return 0;
	const minutes = Number(match[2]) * 60 + Number(match[3]);
	return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/** An instant in UTC without milliseconds, as both interfaces take it: 2026-11-20T05:00:00Z. */
export const isoUtc = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** An offset as ISO 8601 writes it: +00:00, -05:00, +05:30. */
export function offsetText(offsetMs: number): string {
	const minutes = Math.abs(offsetMs) / 60_000;
	const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
	return `${offsetMs < 0 ? '-' : '+'}${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An instant on a clock `offsetMs` ahead of UTC: 2026-11-20T00:00:00-05:00. */
export const isoWithOffset = (ms: number, offsetMs: number): string =>
	`${isoUtc(ms + offsetMs).slice(0, 19)}${offsetText(offsetMs)}`;

/** An instant as a person in the zone reads it: date 2026-11-20 and time 14:00. */
export function wallClock(utcMs: number, timeZone: string): { date: string; time: string } {
	const local = isoUtc(utcMs + zoneOffsetMs(timeZone, utcMs));
	return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The calendar date (YYYY-MM-DD) a number of days after another, whatever the zone. */
export function addDays(date: string, days: number): string {
	const [year, month, day] = date.split('-').map(Number);
	return isoUtc(Date.UTC(year, month - 1, day + days)).slice(0, 10);
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
	// The zone's offset at the guessed instant, then again at the corrected one (DST edges).
	return wall - zoneOffsetMs(timeZone, wall - zoneOffsetMs(timeZone, wall));
}

/**
 * The value as UTC with exactly three fraction digits and Z (2022-02-18T01:14:00.603Z), as the
 * mobile conversion endpoints want it, or undefined when it is not a date and time. A wall-clock
 * value keeps its fraction of a second too.
 */
export function toUtcMilliseconds(value: string, timeZone: string): string | undefined {
	const ms = timeToMs(value, timeZone);
	if (ms === undefined) return undefined;
	const match = TIME.exec(value.trim());
	const fraction = match && !match[7] ? /\.(\d+)/.exec(value)?.[1] : undefined;
	const extra = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
	return new Date(ms + extra).toISOString();
}

/** The value as RFC 3339 UTC without milliseconds, or undefined when it is not a date and time. */
export function toRfc3339(value: string, timeZone: string): string | undefined {
	const ms = timeToMs(value, timeZone);
	return ms === undefined ? undefined : isoUtc(ms);
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
