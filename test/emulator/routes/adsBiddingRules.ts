import { adsRoute, invalid, single, unknownParameters } from '../adsRules';
import type { Route } from '../types';

/** One currency's bid bounds, in micros (GET bidding_rules). */
export interface BiddingRule {
	currency: string;
	minimum_cpe_bid_local_micro: number;
	maximum_cpe_bid_local_micro: number;
	minimum_denomination: number;
}

const rule = (currency: string, minimum: number, maximum: number, denomination: number) => ({
	currency,
	minimum_cpe_bid_local_micro: minimum,
	maximum_cpe_bid_local_micro: maximum,
	minimum_denomination: denomination,
});

/**
 * USD is the spec's example; the others follow each currency's precision: no decimals for JPY
 * and KRW (denomination one unit), three for KWD (one thousandth).
 */
export const BIDDING_RULES: BiddingRule[] = [
	rule('EUR', 10_000, 1_000_000_000, 10_000),
	rule('GBP', 10_000, 1_000_000_000, 10_000),
	rule('JPY', 1_000_000, 100_000_000_000, 1_000_000),
	rule('KRW', 10_000_000, 1_000_000_000_000, 1_000_000),
	rule('KWD', 3_000, 300_000_000, 1_000),
	rule('USD', 10_000, 1_000_000_000, 10_000),
];

/** GET /12/bidding_rules, all currencies or the one asked for. */
export const routes: Route[] = [
	adsRoute('GET', '/12/bidding_rules', ({ query }) => {
		const problem = unknownParameters(query, ['currency']);
		if (problem) return problem;
		const currency = single(query.currency);
		if (currency !== undefined && !/^[A-Z]{3}$/.test(currency))
			return invalid(query, 'currency', 'currency must be an ISO 4217 code such as USD');
		const data = BIDDING_RULES.filter((one) => currency === undefined || one.currency === currency);
		return { body: { data, total_count: data.length, request: { params: { ...query } } } };
	}),
];
