import type { IDataObject } from 'n8n-workflow';

import { adsRequest } from '../ads/adsRequest';
import type { ExpectedAnswer, RequestContext } from '../transport/platformRequest';
import { IDS_PER_REQUEST, RANGE_LIMIT_DAYS } from './analyticsEnums';
import type { StatsRequest } from './statsRules';
import type { StatsAnswer } from './statsRows';
import { inBatches, rangeQuery, splitRange, type Range } from './statsWindows';
import { isRecord } from '../isRecord';

/**
 * The synchronous stats requests of a checked ask (statsRules.ts): 20 IDs a request, ranges over
 * 7 days in consecutive windows, one after the other (the 250 a 15 minutes limit is waited for by
 * adsRequest, which also retries these idempotent GETs).
 */

/** The path of the synchronous stats of an account. */
export const statsPath = (accountId: string): string =>
	`/12/stats/accounts/${encodeURIComponent(accountId)}`;

/** The query of one synchronous request (every shared parameter; lists joined with commas). */
export function statsQuery(
	request: StatsRequest,
	ids: readonly string[],
	window: Range,
): IDataObject {
	return {
		entity: request.entity,
		entity_ids: ids.join(','),
		...rangeQuery(window),
		granularity: request.granularity,
		placement: request.placement,
		metric_groups: request.metricGroups.join(','),
	};
}

/**
 * A stats answer the rows can be read from: a `data` list with, for each entity, its `id` and its
 * `id_data` list. Anything else is reported as an unreadable answer, never as no rows.
 */
export const STATS_ANSWER: ExpectedAnswer = {
	what: "expected a `data` list with each entity's `id` and `id_data` list",
	holds: (body) =>
		isRecord(body) &&
		Array.isArray(body.data) &&
		body.data.every(
			(entry) => isRecord(entry) && entry.id !== undefined && Array.isArray(entry.id_data),
		),
};

/** The answers of one batch of IDs: one per window, in order. */
export interface StatsBatch {
	ids: string[];
	answers: StatsAnswer[];
}

/** The answers of one batch of IDs for each window, in order. */
export async function sendStatsBatch(
	context: RequestContext,
	accountId: string,
	request: StatsRequest,
	ids: readonly string[],
	windows: readonly Range[],
): Promise<StatsAnswer[]> {
	const answers: StatsAnswer[] = [];
	for (const window of windows)
		answers.push(
			(await adsRequest.call(context as never, {
				method: 'GET',
				path: statsPath(accountId),
				qs: statsQuery(request, ids, window),
				idempotent: true,
				expect: STATS_ANSWER,
			})) as StatsAnswer,
		);
	return answers;
}

/**
 * Every request of an ask whose times are UTC whole hours: its IDs (duplicates dropped) 20 a
 * request, its range in windows of `maxDays`.
 */
export async function sendStats(
	context: RequestContext,
	accountId: string,
	request: StatsRequest,
	{ maxDays = RANGE_LIMIT_DAYS.sync, idsPerRequest = IDS_PER_REQUEST } = {},
): Promise<StatsBatch[]> {
	const windows = splitRange(request.range, maxDays, request.granularity);
	const batches: StatsBatch[] = [];
	for (const ids of inBatches([...new Set(request.entityIds)], idsPerRequest))
		batches.push({ ids, answers: await sendStatsBatch(context, accountId, request, ids, windows) });
	return batches;
}
