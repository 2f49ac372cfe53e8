import { adsNow, adsTime, advanceAdsClock } from '../adsClock';
import {
	accountSources,
	currentHour,
	HOUR_MS,
	hourIso,
	recordChange,
	statsBody,
	type Granularity,
} from '../adsMetrics';
import { METRIC_GROUPS } from '../adsMetricColumns';
import { currentOffsetMs, parseTime } from '../adsStatsRules';
import { single } from '../adsRules';
import { createJob, listed, setJobLimit } from '../statsJobStore';
import { REPORTING_LINE_ITEMS } from './adsLineItems';
import type { Reply, Route } from '../types';
import { adsAccounts } from './adsAccounts';

/**
 * Test controls of the analytics emulation, for end-to-end tests and the bench:
 * - POST /__emulator/ads/metric-changes {account_id, entity_ids: [line item, promoted post or
 *   promoted account ids], hours: [ISO whole hours, none after the current ads-clock hour]}:
 *   adjusts those hours (their values change) as a change recorded in the current ads-clock
 *   hour's bucket; answers {data: {recorded_at}}.
 * - GET /__emulator/ads/metrics?account_id&entity&entity_ids&start_time&end_time&granularity
 *   &placement&metric_groups: the sync stats answer without its rules or range limit.
 * - POST /__emulator/ads/job-limit {limit}: the PROCESSING jobs an account may have (100).
 * - POST /__emulator/ads/clock {minutes}: moves the ads clock forward; answers {data: {now}}.
 * - POST /__emulator/ads/stats-job-file {rows?}: a completed job (SUCCESS, url set) whose file
 *   holds about `rows` rows (108,000 when absent, the benchmark's size): the first 20 line items
 *   of c7, HOUR, segmentation AGE (5 segments), so 100 rows an hour, at most 45 days, ending a
 *   day before the current hour; answers {data: <job record>}.
 */

const refused = (message: string): Reply => ({ status: 400, body: { errors: [{ message }] } });

const admin = (method: string, path: string, handler: Route['handler']): Route => ({
	api: 'core',
	method,
	path,
	auth: 'none',
	checksItself: true,
	handler,
});

const accountOf = (state: Parameters<Route['handler']>[0]['state'], id: unknown) =>
	adsAccounts(state).find((account) => account.id === id);

export const routes: Route[] = [
	admin('POST', '/__emulator/ads/metric-changes', ({ state, body }) => {
		const { account_id, entity_ids, hours } = (body ?? {}) as Record<string, unknown>;
		const account = accountOf(state, account_id);
		if (!account) return refused('account_id must be an ads account of the emulator');
		if (!Array.isArray(entity_ids) || entity_ids.length === 0)
			return refused('entity_ids must be a non-empty array of ids');
		if (!Array.isArray(hours) || hours.length === 0)
			return refused('hours must be a non-empty array of ISO whole hours');
		const known = new Set(
			(['LINE_ITEM', 'PROMOTED_POST', 'PROMOTED_ACCOUNT'] as const).flatMap((kind) =>
				accountSources(state, account.id, kind).map((source) => source.id),
			),
		);
		const unknown = entity_ids.find((id) => !known.has(String(id)));
		if (unknown !== undefined)
			return refused(`${String(unknown)} is not a line item, promoted post or promoted account`);
		const now = currentHour(state);
		const parsed = hours.map((hour) => parseTime(String(hour), 0));
		if (parsed.some((ms) => ms === undefined || ms % HOUR_MS !== 0 || ms / HOUR_MS > now))
			return refused('hours must be ISO whole hours, none after the current ads-clock hour');
		let recorded = now;
		for (const id of entity_ids)
			recorded = recordChange(
				state,
				account.id,
				String(id),
				parsed.map((ms) => Number(ms) / HOUR_MS),
			);
		return { body: { data: { recorded_at: hourIso(recorded) } } };
	}),
	admin('GET', '/__emulator/ads/metrics', ({ state, query }) => {
		const account = accountOf(state, single(query.account_id));
		if (!account) return refused('account_id must be an ads account of the emulator');
		const offset = currentOffsetMs(state, account);
		const [start, end] = ['start_time', 'end_time'].map((name) =>
			parseTime(String(single(query[name])), offset),
		);
		if (start === undefined || end === undefined || start % HOUR_MS || end % HOUR_MS)
			return refused('start_time and end_time must be ISO whole hours');
		const ids = String(single(query.entity_ids) ?? '').split(',');
		const groups = String(single(query.metric_groups) ?? 'ENGAGEMENT').split(',');
		return {
			body: statsBody(state, {
				accountId: account.id,
				entity: String(single(query.entity) ?? 'LINE_ITEM'),
				ids,
				startHour: start / HOUR_MS,
				endHour: end / HOUR_MS,
				granularity: String(single(query.granularity) ?? 'HOUR') as Granularity,
				placement: String(single(query.placement) ?? 'ALL_ON_PLATFORM'),
				groups: METRIC_GROUPS.filter((group) => groups.includes(group)),
			}),
		};
	}),
	admin('POST', '/__emulator/ads/job-limit', ({ state, body }) => {
		const limit = (body as { limit?: unknown } | undefined)?.limit;
		if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0)
			return refused('limit must be a whole number');
		setJobLimit(state, limit);
		return { body: { data: { limit } } };
	}),
	admin('POST', '/__emulator/ads/stats-job-file', ({ state, body, headers }) => {
		const rows = (body as { rows?: unknown } | undefined)?.rows ?? 108_000;
		if (typeof rows !== 'number' || !Number.isInteger(rows) || rows < 100)
			return refused('rows must be a whole number, at least 100');
		const hours = Math.min(45 * 24, Math.ceil(rows / 100));
		const end = currentHour(state) - 24;
		const job = createJob(state, {
			accountId: '18ce54d4x5t',
			entity: 'LINE_ITEM',
			ids: REPORTING_LINE_ITEMS.slice(0, 20),
			startHour: end - hours,
			endHour: end,
			granularity: 'HOUR',
			placement: 'ALL_ON_PLATFORM',
			groups: ['ENGAGEMENT', 'BILLING'],
			segmentation: { type: 'AGE', country: null, platform: null },
		});
		const origin = `http://${String(headers.host)}`;
		listed(state, job, origin);
		listed(state, job, origin);
		return { body: { data: job.record } };
	}),
	admin('POST', '/__emulator/ads/clock', ({ state, body }) => {
		const minutes = (body as { minutes?: unknown } | undefined)?.minutes;
		if (typeof minutes !== 'number' || !(minutes >= 0))
			return refused('minutes must be a number of minutes, 0 or more');
		advanceAdsClock(state, minutes);
		return { body: { data: { now: adsTime(adsNow(state)) } } };
	}),
];
