/** The one rule for times of both nodes: a time without zone is read in the workflow's time zone. */
import { toRfc3339 } from '../../nodes/shared/times';

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
