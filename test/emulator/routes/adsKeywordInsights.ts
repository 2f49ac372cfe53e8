import { createHash } from 'node:crypto';

import {
	adsRoute,
	envelope,
	firstProblem,
	invalid,
	missing,
	single,
	unknownParameters,
} from '../adsRules';
import type { Query, Reply, Route, RouteContext } from '../types';

/** Keyword insights and their limits. */
const MAX_WINDOW_MS = 7 * 86_400_000;
const MAX_KEYWORDS = 10;
const BUCKET_MS = { DAY: 86_400_000, HOUR: 3_600_000 } as const;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const keywordList = (value: string | undefined): string[] =>
	(value ?? '')
		.split(',')
		.map((keyword) => keyword.trim())
		.filter(Boolean);

/** A stable number from text, so the same search always answers the same volumes. */
const seeded = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0);

/** A time parameter, or the refusal when it is not ISO 8601. */
function time(query: Query, name: string): number | Reply {
	const value = single(query[name]) ?? '';
	const ms = ISO_TIME.test(value) ? Date.parse(value) : NaN;
	return Number.isNaN(ms) ? invalid(query, name, `${name} must be an ISO 8601 time`) : ms;
}

function search({ query }: RouteContext): Reply {
	const problem = firstProblem(
		unknownParameters(query, [
			'granularity',
			'keywords',
			'start_time',
			'end_time',
			'location',
			'negative_keywords',
		]),
		...['granularity', 'keywords', 'start_time'].map((name) =>
			single(query[name]) ? undefined : missing(query, name),
		),
	);
	if (problem) return problem;
	const granularity = single(query.granularity) as keyof typeof BUCKET_MS;
	if (!(granularity in BUCKET_MS))
		return invalid(query, 'granularity', 'granularity must be DAY or HOUR');
	const keywords = keywordList(single(query.keywords));
	const negative = keywordList(single(query.negative_keywords));
	if (keywords.length + negative.length > MAX_KEYWORDS) {
		return invalid(
			query,
			'keywords',
			`keywords plus negative_keywords must be at most ${MAX_KEYWORDS}, got ${keywords.length + negative.length}`,
		);
	}
	const start = time(query, 'start_time');
	if (typeof start !== 'number') return start;
	const end = query.end_time === undefined ? Date.now() : time(query, 'end_time');
	if (typeof end !== 'number') return end;
	if (end <= start) return invalid(query, 'end_time', 'end_time must be after start_time');
	if (end - start > MAX_WINDOW_MS)
		return invalid(query, 'end_time', 'The time range must be at most 7 days');
	const location = single(query.location);
	if (location !== undefined && !/^[0-9a-f]{16}$/.test(location))
		return invalid(query, 'location', 'location must be a country-level targeting value');

	// One volume per bucket of the window, for the input keywords only (negative ones lower it).
	const buckets = Math.ceil((end - start) / BUCKET_MS[granularity]);
	const base = seeded(`${keywords.join(',')}|${location ?? ''}`);
	const post_volume = Array.from({ length: buckets }, (_, n) =>
		Math.max(0, ((base >>> n % 24) % 5000) + 100 * keywords.length - 10 * negative.length),
	);
	const related_keywords = Array.from({ length: 30 }, (_, n) =>
		`${keywords[n % keywords.length]} ${['news', 'deals', 'tips', 'review', 'near me', 'today'][n % 6]} ${Math.floor(n / 6) || ''}`.trim(),
	);
	return envelope({ related_keywords, post_volume }, query);
}

/** GET /12/insights/keywords/search: not account-scoped. */
export const routes: Route[] = [adsRoute('GET', '/12/insights/keywords/search', search)];
