import { seededTime } from './adsRules';
import { accountRecord } from './adsRecordRoutes';
import { adsError } from './errors';
import type { EmulatorState } from './state';
import type { Query, Reply } from './types';

/** A campaign. */
export interface Campaign {
	id: string;
	account_id: string;
	name: string;
	funding_instrument_id: string;
	budget_optimization: string;
	daily_budget_amount_local_micro: number | null;
	total_budget_amount_local_micro: number | null;
	entity_status: string;
	effective_status: string;
	servable: boolean | null;
	reasons_not_servable: string[];
	purchase_order_number: string | null;
	standard_delivery: boolean | null;
	duration_in_days: number | null;
	frequency_cap: number | null;
	currency: string;
	created_at: string;
	updated_at: string;
	deleted: boolean;
}

export const campaign = (
	id: string,
	accountId: string,
	minutes: number,
	fields: Partial<Campaign> & Pick<Campaign, 'name' | 'funding_instrument_id' | 'currency'>,
): Campaign => ({
	id,
	account_id: accountId,
	budget_optimization: 'LINE_ITEM',
	daily_budget_amount_local_micro: null,
	total_budget_amount_local_micro: null,
	entity_status: 'ACTIVE',
	effective_status: 'RUNNING',
	servable: true,
	reasons_not_servable: [],
	purchase_order_number: null,
	standard_delivery: true,
	duration_in_days: null,
	frequency_cap: null,
	created_at: seededTime(minutes),
	updated_at: seededTime(minutes),
	deleted: false,
	...fields,
});

/**
 * Seeded campaigns. c1 holds the seeded line items (adsLineItems.ts) and draws on the USD card
 * fi1usd; c2 is a draft, c3 paused on the JPY insertion order, c4 deleted; c5 is the second
 * account's; c6 holds the promoted-account line item 8v7jr (a campaign's line items share one
 * objective and product type). For analytics (adsMetrics.ts): c7 "Reporting campaign" holds 45
 * line items that all serve, c8 "Quiet campaign" line items that never serve on their own.
 */
export const campaigns = (state: EmulatorState): Campaign[] =>
	state.collection<Campaign>('adsCampaigns', () => [
		campaign('c1', '18ce54d4x5t', 10, {
			name: 'Spring Sale',
			funding_instrument_id: 'fi1usd',
			currency: 'USD',
			daily_budget_amount_local_micro: 50_000_000,
			total_budget_amount_local_micro: 1_000_000_000,
		}),
		campaign('c2', '18ce54d4x5t', 11, {
			name: 'Holiday Draft',
			funding_instrument_id: 'fi1usd',
			currency: 'USD',
			entity_status: 'DRAFT',
			effective_status: 'UNKNOWN',
			servable: false,
			reasons_not_servable: ['INCOMPLETE'],
		}),
		campaign('c3', '18ce54d4x5t', 12, {
			name: 'Tokyo Launch',
			funding_instrument_id: 'fi2jpy',
			currency: 'JPY',
			entity_status: 'PAUSED',
			effective_status: 'PAUSED',
			servable: false,
			reasons_not_servable: ['PAUSED_BY_ADVERTISER'],
			daily_budget_amount_local_micro: 10_000_000_000,
		}),
		campaign('c4', '18ce54d4x5t', 13, {
			name: 'Old Deleted Campaign',
			funding_instrument_id: 'fi1usd',
			currency: 'USD',
			deleted: true,
		}),
		campaign('c5', '18ce54bgxky', 14, {
			name: 'London Awareness',
			funding_instrument_id: 'fi5gbp',
			currency: 'GBP',
		}),
		campaign('c6', '18ce54d4x5t', 15, {
			name: 'Follower Growth',
			funding_instrument_id: 'fi1usd',
			currency: 'USD',
			total_budget_amount_local_micro: 200_000_000,
		}),
		campaign('c7', '18ce54d4x5t', 16, {
			name: 'Reporting campaign',
			funding_instrument_id: 'fi1usd',
			currency: 'USD',
		}),
		campaign('c8', '18ce54d4x5t', 17, {
			name: 'Quiet campaign',
			funding_instrument_id: 'fi1usd',
			currency: 'USD',
		}),
	]);

export const findCampaign = accountRecord(campaigns);

export const campaignNotFound = (query: Query, id: string): Reply =>
	adsError(
		404,
		'CAMPAIGN_NOT_FOUND',
		`Campaign ${id} was not found`,
		{ parameter: 'campaign_id', value: id },
		{ ...query },
	);
