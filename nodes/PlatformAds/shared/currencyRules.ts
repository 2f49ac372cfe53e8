import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { oncePerExecution } from '../../shared/oncePerExecution';
import { adsRequest } from '../../shared/ads/adsRequest';
import { currencyDecimals, microsAsAmount } from '../../shared/ads/money';
import { invalidField } from '../../shared/validation';
import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';

/**
 * What a currency allows in amounts, checked before sending so that an amount typed in currency
 * (12.50) is refused with a clear message rather than by the platform: the currency's decimals,
 * the platform's minimum denomination and, for bids, its minimum and maximum (GET bidding_rules).
 */

type Context = CodeOperationContext | IExecuteSingleFunctions;

/** One currency's bid bounds, in micros, as GET /12/bidding_rules answers them. */
export interface BiddingRule {
	currency: string;
	minimum_cpe_bid_local_micro: number;
	maximum_cpe_bid_local_micro: number;
	minimum_denomination: number;
}

/**
 * The bidding rule of a currency, asked for once per execution and currency (the platform asks
 * clients to refresh them at least monthly, so one run can keep them). Undefined when the
 * platform names no rule for it.
 */
export async function biddingRuleOf(
	context: Context,
	currency: string,
): Promise<BiddingRule | undefined> {
	return await oncePerExecution(context, `ads.biddingRules.${currency}`, async () => {
		const body = await adsRequest.call(context, {
			method: 'GET',
			path: '/12/bidding_rules',
			qs: { currency },
			idempotent: true,
		});
		const rules = Array.isArray(body.data) ? (body.data as IDataObject[]) : [];
		return rules.find((rule) => rule.currency === currency) as BiddingRule | undefined;
	});
}

/**
 * The currency of a record of the account that carries it: a funding instrument (every budget
 * and bid under it is in that currency) or a campaign (its instrument's), read once per execution
 * and record. Ids as typed (not encoded); `collection` is `funding_instruments` or `campaigns`.
 */
export async function recordCurrency(
	context: Context,
	accountId: string,
	collection: 'funding_instruments' | 'campaigns',
	id: string,
): Promise<string> {
	const environment = String(context.getNode().parameters.environment ?? 'production');
	return await oncePerExecution(
		context,
		`ads.currency.${environment}.${accountId}.${collection}.${id}`,
		async () => {
			const body = await adsRequest.call(context, {
				method: 'GET',
				path: `/12/accounts/${encodeURIComponent(accountId)}/${collection}/${encodeURIComponent(id)}`,
				idempotent: true,
			});
			return String((body.data as IDataObject | undefined)?.currency ?? '');
		},
	);
}

/** The currency of a funding instrument (recordCurrency). */
export const instrumentCurrency = (context: Context, accountId: string, instrumentId: string) =>
	recordCurrency(context, accountId, 'funding_instruments', instrumentId);

/** The currency of a campaign, that of its funding instrument (recordCurrency). */
export const campaignCurrency = (context: Context, accountId: string, campaignId: string) =>
	recordCurrency(context, accountId, 'campaigns', campaignId);

/** Whether micros are a whole multiple of a step of micros. */
const multipleOf = (micros: string, step: number | bigint): boolean =>
	BigInt(micros) % BigInt(step) === 0n;

/**
 * What is wrong with an amount (micros, as toMicros() gives it) in a currency, or undefined: more
 * decimals than the currency has, not a multiple of the minimum denomination, and, for a bid,
 * outside the bid bounds. The message completes "<field> ..." and speaks in currency units.
 */
export function amountProblem(
	micros: string,
	currency: string,
	rule: BiddingRule | undefined,
	isBid = false,
): string | undefined {
	const decimals = currencyDecimals(currency);
	const amount = `${microsAsAmount(micros)} ${currency}`;
	if (!multipleOf(micros, 10n ** BigInt(6 - decimals)))
		return decimals === 0
			? `must be a whole amount in ${currency}, which has no decimals, got ${amount}`
			: `has more than ${decimals} decimals, the most ${currency} has, got ${amount}`;
	if (!rule) return undefined;
	if (rule.minimum_denomination > 0 && !multipleOf(micros, rule.minimum_denomination))
		return `must be a multiple of ${microsAsAmount(String(rule.minimum_denomination))} ${currency} (the smallest amount the platform takes), got ${amount}`;
	if (!isBid) return undefined;
	const [minimum, maximum] = [rule.minimum_cpe_bid_local_micro, rule.maximum_cpe_bid_local_micro];
	if (BigInt(micros) < BigInt(minimum) || BigInt(micros) > BigInt(maximum))
		return `must be from ${microsAsAmount(String(minimum))} to ${microsAsAmount(String(maximum))} ${currency} (the bid bounds of the currency), got ${amount}`;
	return undefined;
}

/**
 * Checks every amount of one item against its currency (and the currency's bidding rule) and
 * throws the first problem, naming the item and the field: `fields` gives each amount's label
 * (as the panel shows it); the amounts named in `bids` are bids.
 */
export async function checkAmountsInCurrency(
	context: Context,
	itemIndex: number,
	micros: Record<string, string>,
	currency: string,
	fields: ReadonlyArray<{ name: string; label: string }>,
	bids: readonly string[] = ['bid_amount_local_micro'],
): Promise<void> {
	if (Object.keys(micros).length === 0) return;
	const rule = await biddingRuleOf(context, currency);
	for (const { name, label } of fields) {
		if (micros[name] === undefined) continue;
		const problem = amountProblem(micros[name], currency, rule, bids.includes(name));
		if (problem) throw invalidField(context.getNode(), itemIndex, label, problem);
	}
}
