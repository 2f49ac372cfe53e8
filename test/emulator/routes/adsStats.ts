import { adsError } from '../errors';
import { idsFilter } from '../adsIdFilters';
import {
	adsRoute,
	envelope,
	isReply,
	oneOf,
	required,
	single,
	unknownParameters,
} from '../adsRules';
import { statsBody } from '../adsMetrics';
import { checkStatsRequest, currentOffsetMs, entityIds, timeWindow } from '../adsStatsRules';
import { activeEntities, reach, type ActivityFilter } from '../statsActivity';
import { takeStatsRequest } from '../statsRateLimit';
import type { Route } from '../types';
import { withAccount } from './adsAccounts';

/**
 * GET /12/stats/accounts/:account_id: synchronous analytics. Every rule is
 * checked (adsStatsRules.ts, range at most 7 days); the answer is the metric model's
 * (adsMetrics.ts). The analytics rate limit (statsRateLimit.ts) counts each request and its
 * headers come with every answer. Also active entities and reach (statsActivity.ts).
 */
export const routes: Route[] = [
	adsRoute('GET', '/12/stats/accounts/:account_id', (context) => {
		const { headers, refusal } = takeStatsRequest(
			context.state,
			context.auth.userId ?? 'app',
			context.query,
		);
		if (refusal) return refusal;
		const reply = withAccount(({ state, query }, account) => {
			const checked = checkStatsRequest(state, account, query, {
				maxDays: () => 7,
				segmentable: false,
			});
			return isReply(checked) ? checked : { body: statsBody(state, checked) };
		})(context);
		return { ...reply, headers: { ...reply.headers, ...headers } };
	}),
];

const ACTIVE_ENTITY_KINDS = [
	'CAMPAIGN',
	'FUNDING_INSTRUMENT',
	'LINE_ITEM',
	'PROMOTED_ACCOUNT',
	'PROMOTED_POST',
];
const ACTIVITY_FILTERS: Array<[string, ActivityFilter['by']]> = [
	['campaign_ids', 'campaign'],
	['funding_instrument_ids', 'instrument'],
	['line_item_ids', 'lineItem'],
];

/** GET active_entities: entity, a window of at most 90 days, one optional ids filter. */
const getActiveEntities = withAccount(({ state, query }, account) => {
	const problem =
		unknownParameters(query, [
			'entity',
			'start_time',
			'end_time',
			...ACTIVITY_FILTERS.map(([name]) => name),
		]) ??
		required(query, ['entity', 'start_time', 'end_time']) ??
		oneOf(query, 'entity', ACTIVE_ENTITY_KINDS);
	if (problem) return problem;
	const window = timeWindow(query, currentOffsetMs(state, account), 90);
	if (isReply(window)) return window;
	const sent = ACTIVITY_FILTERS.filter(([name]) => query[name] !== undefined);
	if (sent.length > 1)
		return adsError(
			400,
			'EXCLUSIVE_PARAMETERS',
			`${sent.map(([name]) => name).join(' and ')} are mutually exclusive`,
			{
				parameter: sent[1][0],
				details: 'Send one of campaign_ids, funding_instrument_ids, line_item_ids',
			},
			{ ...query },
		);
	let filter: ActivityFilter | undefined;
	if (sent.length === 1) {
		const [name, by] = sent[0];
		const ids = idsFilter(query, name);
		if (isReply(ids)) return ids;
		filter = { by, ids: ids ?? [] };
	}
	const entity = String(single(query.entity));
	return envelope(
		activeEntities(state, account.id, entity, window.startHour, window.endHour, filter),
		query,
	);
});

/** GET reach/campaigns or reach/funding_instruments: 1 to 20 ids, whole hours. */
const getReach = (entity: 'CAMPAIGN' | 'FUNDING_INSTRUMENT', idsName: string) =>
	withAccount(({ state, query }, account) => {
		const problem =
			unknownParameters(query, [idsName, 'start_time', 'end_time']) ??
			required(query, [idsName, 'start_time', 'end_time']);
		if (problem) return problem;
		const ids = entityIds(state, account, query, idsName, entity);
		if (isReply(ids)) return ids;
		const window = timeWindow(query, currentOffsetMs(state, account), undefined);
		if (isReply(window)) return window;
		return {
			body: {
				data_type: 'reach',
				data: ids.map((id) =>
					reach(state, account.id, entity, id, window.startHour, window.endHour),
				),
				request: { params: { ...query } },
			},
		};
	});

routes.push(
	adsRoute('GET', '/12/stats/accounts/:account_id/active_entities', getActiveEntities),
	adsRoute(
		'GET',
		'/12/stats/accounts/:account_id/reach/campaigns',
		getReach('CAMPAIGN', 'campaign_ids'),
	),
	adsRoute(
		'GET',
		'/12/stats/accounts/:account_id/reach/funding_instruments',
		getReach('FUNDING_INSTRUMENT', 'funding_instrument_ids'),
	),
);
