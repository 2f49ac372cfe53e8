import { DAY_MS } from './analyticsEnums';

/**
 * The account's time zone decides what a day is for the analytics endpoints: DAY buckets start
 * at the account's midnight, and the platform places midnight with the offset of the CURRENT day
 *, not that of the requested day. So a day is always 24 hours here and every
 * day of a request starts at the same UTC hour (05:00Z for America/New_York in winter, even for
 * a day in July). Offsets come from Intl: no dependency, and nothing here sends a request
 * (statsRows.ts and the bench use it on its own); accountTimeZone.ts reads the zone.
 */

/** A zone the runtime knows, or UTC (a zone it does not know would throw on every use). */
export function knownZone(timeZone: string): string {
	try {
		return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
	} catch {
		return 'UTC';
	}
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (-05:00: -18000000). */
export function zoneOffsetMs(timeZone: string, atMs: number): number {
	let format = offsetFormats.get(timeZone);
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
		offsetFormats.set(timeZone, format);
	}
	const name = format.formatToParts(new Date(atMs)).find((part) => part.type === 'timeZoneName');
	// "GMT-05:00", or "GMT" for UTC itself.
	const match = /([+-])(\d{2}):?(\d{2})/.exec(name?.value ?? '');
	if (!match) return 0;
	const minutes = Number(match[2]) * 60 + Number(match[3]);
	return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/** The offset the platform places the account's midnights with: that of the current day. */
export const currentOffsetMs = (timeZone: string, nowMs = Date.now()): number =>
	zoneOffsetMs(timeZone, nowMs);

/** Whether an instant is the account's midnight (with the current day's offset). */
export const isAccountMidnight = (ms: number, offsetMs: number): boolean =>
	(((ms + offsetMs) % DAY_MS) + DAY_MS) % DAY_MS === 0;

/** The account's midnight that starts the day `daysFromToday` days from today (0: today's). */
export function accountMidnight(offsetMs: number, daysFromToday = 0, nowMs = Date.now()): number {
	const localToday = Math.floor((nowMs + offsetMs) / DAY_MS) * DAY_MS;
	return localToday + daysFromToday * DAY_MS - offsetMs;
}

/** An offset as ISO 8601 writes it: +00:00, -05:00, +05:30. */
export function offsetText(offsetMs: number): string {
	const minutes = Math.abs(offsetMs) / 60_000;
	const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
	return `${offsetMs < 0 ? '-' : '+'}${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An instant on a clock `offsetMs` ahead of UTC: 2026-11-20T00:00:00-05:00. */
export function isoWithOffset(ms: number, offsetMs: number): string {
	return `${new Date(ms + offsetMs).toISOString().slice(0, 19)}${offsetText(offsetMs)}`;
}

/** An instant in UTC without milliseconds, as the platform takes it: 2026-11-20T05:00:00Z. */
export const isoUtc = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;
