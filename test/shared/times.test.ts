/** The one time library of both nodes: a time without zone is read in the workflow's time zone. */
import {
	isoUtc,
	isoWithOffset,
	knownZone,
	platformTimeToMs,
	toRfc3339,
	wallClock,
	zoneOffsetMs,
} from '../../nodes/shared/times';

const HOUR = 3_600_000;

test.each([
	['2026-01-31T12:00:00', 'America/New_York', '2026-01-31T17:00:00Z'],
	['2026-07-31T12:00:00', 'America/New_York', '2026-07-31T16:00:00Z'],
	['2026-01-31T12:00:00', 'Europe/Berlin', '2026-01-31T11:00:00Z'],
	['2026-01-31T12:00:00Z', 'Europe/Berlin', '2026-01-31T12:00:00Z'],
	['2026-01-31T12:00:00.123+02:00', 'UTC', '2026-01-31T10:00:00Z'],
	['2026-01-31', 'UTC', '2026-01-31T00:00:00Z'],
	['2026-11-20 10:00', 'Asia/Kolkata', '2026-11-20T04:30:00Z'],
	['2026-11-20T10:00:00+0530', 'UTC', '2026-11-20T04:30:00Z'],
	['2026-01-31T12:00:00', 'No/Such_Zone', '2026-01-31T12:00:00Z'],
])('%s in %s is %s', (value, zone, expected) => {
	expect(toRfc3339(value, zone)).toBe(expected);
});

test.each([
	'tomorrow',
	'2026-13-01T00:00:00',
	'2026-02-30T00:00:00',
	'2026-01-31T25:00:00',
	'31/01/2026',
])('%s is not a time', (value) => {
	expect(toRfc3339(value, 'UTC')).toBeUndefined();
});

const OCT_10_2018 = Date.UTC(2018, 9, 10, 20, 19, 24);
test.each<[string, unknown, number | undefined]>([
	['ISO 8601', '2018-10-10T20:19:24Z', OCT_10_2018],
	['ISO 8601 with milliseconds and an offset', '2018-10-10T22:19:24.000+02:00', OCT_10_2018],
	['the older date format', 'Wed Oct 10 20:19:24 +0000 2018', OCT_10_2018],
	['the older date format with an offset', 'Wed Oct 10 15:19:24 -0500 2018', OCT_10_2018],
	['milliseconds', OCT_10_2018, OCT_10_2018],
	['seconds', OCT_10_2018 / 1000, OCT_10_2018],
	['milliseconds as digits', String(OCT_10_2018), OCT_10_2018],
	['seconds as digits', String(OCT_10_2018 / 1000), OCT_10_2018],
	['a word', 'yesterday', undefined],
	['the older format with an impossible day', 'Wed Oct 40 20:19:24 +0000 2018', undefined],
	['a negative number', -1, undefined],
	['NaN', NaN, undefined],
	['a boolean', true, undefined],
	['null', null, undefined],
	['digits with a sign', '-1539202764', undefined],
])('platform time as %s', (_case, value, expected) => {
	expect(platformTimeToMs(value)).toBe(expected);
});

test('zone offsets from Intl, daylight time included; a zone the runtime does not know is UTC', () => {
	expect(zoneOffsetMs('America/New_York', Date.UTC(2026, 0, 15))).toBe(-5 * HOUR);
	expect(zoneOffsetMs('America/New_York', Date.UTC(2026, 6, 15))).toBe(-4 * HOUR);
	expect(zoneOffsetMs('Asia/Kolkata', Date.UTC(2026, 0, 15))).toBe(5.5 * HOUR);
	expect(zoneOffsetMs('UTC', Date.UTC(2026, 0, 15))).toBe(0);
	expect(zoneOffsetMs('No/Such_Zone', Date.UTC(2026, 0, 15))).toBe(0);
	expect(knownZone('No/Such_Zone')).toBe('UTC');
	expect(knownZone('Europe/Berlin')).toBe('Europe/Berlin');
});

test('times are written in UTC without milliseconds, or on a clock ahead of UTC', () => {
	const at = Date.UTC(2026, 10, 20, 5, 0, 0, 999);
	expect(isoUtc(at)).toBe('2026-11-20T05:00:00Z');
	expect(isoWithOffset(at, -5 * HOUR)).toBe('2026-11-20T00:00:00-05:00');
	expect(isoWithOffset(at, 5.5 * HOUR)).toBe('2026-11-20T10:30:00+05:30');
	expect(wallClock(at, 'Asia/Kolkata')).toEqual({ date: '2026-11-20', time: '10:30' });
	expect(wallClock(Date.UTC(2026, 10, 20, 3), 'America/New_York')).toEqual({
		date: '2026-11-19',
		time: '22:00',
	});
});
