/**
 * Times for the core interface, which takes RFC 3339 in UTC (YYYY-MM-DDTHH:mm:ssZ). n8n's date
 * picker gives a wall-clock time without a zone ("2026-01-31T12:00:00"), meant in the workflow's
 * time zone; a value with Z or an offset (an expression such as {{ $now }}) keeps its own.
 */
const TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** The offset of `timeZone` from UTC at `utcMs`, in milliseconds. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
	const parts = new Intl.DateTimeFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
	}).formatToParts(new Date(utcMs));
	const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
	const wallAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
	return wallAsUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The value as RFC 3339 UTC, or undefined when it is not a date and time. */
export function toRfc3339(value: string, timeZone: string): string | undefined {
	const match = TIME.exec(value.trim());
	if (!match) return undefined;
	const [month, day, hour, minute, second] = match.slice(2, 7).map((part) => Number(part ?? 0));
	if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return undefined;
	let ms: number;
	if (match[7]) {
		ms = Date.parse(value.trim().replace(' ', 'T'));
	} else {
		const wall = Date.UTC(Number(match[1]), month - 1, day, hour, minute, second);
		let zone = 'UTC';
		try {
			zone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
		} catch {
			// An unknown zone name: read the time as UTC rather than fail.
		}
		ms = wall - zoneOffsetMs(wall - zoneOffsetMs(wall, zone), zone);
	}
	if (Number.isNaN(ms)) return undefined;
	return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
