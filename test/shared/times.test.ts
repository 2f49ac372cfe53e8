/** The one rule for times of both nodes: a time without zone is read in the workflow's time zone. */
import { platformTimeToMs, toRfc3339 } from '../../nodes/shared/times';

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
