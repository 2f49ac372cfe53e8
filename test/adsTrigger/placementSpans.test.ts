import { spansByPlacement } from '../../nodes/shared/adsAnalytics/activeEntities';

/**
 * Steps 2 and 3 of the recommended pattern on their own: entities split by placement, each
 * placement's range from the smallest start rounded down to the largest end rounded up, to whole
 * hours, or to whole days of the account (midnight with the current day's offset).
 */
const entity = (id: string, start: string, end: string, placements: string[]) => ({
	entity_id: id,
	activity_start_time: start,
	activity_end_time: end,
	placements,
});
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const shown = (granularity: string, offsetMs = 0) =>
	spansByPlacement(
		[
			entity('a', '2026-11-20T03:00:00Z', '2026-11-20T05:00:00Z', ['ALL_ON_PLATFORM']),
			entity('b', '2026-11-21T22:00:00Z', '2026-11-21T23:00:00Z', [
				'ALL_ON_PLATFORM',
				'PUBLISHER_NETWORK',
			]),
		],
		granularity,
		offsetMs,
	).map(({ placement, ids, startMs, endMs }) => [placement, ids, iso(startMs), iso(endMs)]);

test('HOUR: per placement, from the earliest start to the latest end', () => {
	expect(shown('HOUR')).toEqual([
		['ALL_ON_PLATFORM', ['a', 'b'], '2026-11-20T03:00:00Z', '2026-11-21T23:00:00Z'],
		['PUBLISHER_NETWORK', ['b'], '2026-11-21T22:00:00Z', '2026-11-21T23:00:00Z'],
	]);
});

test("DAY: whole days of the account (UTC-5: midnight is 05:00Z), the end's day included", () => {
	expect(shown('DAY', -5 * 3_600_000)).toEqual([
		['ALL_ON_PLATFORM', ['a', 'b'], '2026-11-19T05:00:00Z', '2026-11-22T05:00:00Z'],
		['PUBLISHER_NETWORK', ['b'], '2026-11-21T05:00:00Z', '2026-11-22T05:00:00Z'],
	]);
	expect(shown('DAY')).toEqual([
		['ALL_ON_PLATFORM', ['a', 'b'], '2026-11-20T00:00:00Z', '2026-11-22T00:00:00Z'],
		['PUBLISHER_NETWORK', ['b'], '2026-11-21T00:00:00Z', '2026-11-22T00:00:00Z'],
	]);
});

test('no entities, no requests', () => {
	expect(spansByPlacement([], 'HOUR')).toEqual([]);
});
