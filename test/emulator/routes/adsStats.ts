import { adsRoute, isReply } from '../adsRules';
import { statsBody } from '../adsMetrics';
import { checkStatsRequest } from '../adsStatsRules';
import { takeStatsRequest } from '../statsRateLimit';
import type { Route } from '../types';
import { withAccount } from './adsAccounts';

/**
 * GET /12/stats/accounts/:account_id: synchronous analytics (spec 5, section 9). Every rule is
 * checked (adsStatsRules.ts, range at most 7 days); the answer is the metric model's
 * (adsMetrics.ts). The analytics rate limit (statsRateLimit.ts) counts each request and its
 * headers come with every answer.
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
