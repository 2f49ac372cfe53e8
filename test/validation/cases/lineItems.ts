import type { INodeParameters } from 'n8n-workflow';

import { ACCOUNT, byId, type MatrixCase } from '../matrixCase';

/** Ads interface, PUT line_items: [rule, Update Fields, other parameters, message without "Item 1: "]. */
const table: Array<[string, INodeParameters, INodeParameters, string]> = [
	['a bid of zero', { bid_amount_local_micro: '0.00' }, {}, 'Bid Amount must be greater than zero'],
	[
		'a bid of zero micros',
		{ bid_amount_local_micro: '0' },
		{ amountUnit: 'micro' },
		'Bid Amount (Micros) must be greater than zero',
	],
	[
		'bid strategy MAX without a bid',
		{ bid_strategy: 'MAX' },
		{},
		'Bid Amount is required with Bid Strategy MAX',
	],
	[
		'bid strategy TARGET without a bid',
		{ bid_strategy: 'TARGET', name: 'x' },
		{},
		'Bid Amount is required with Bid Strategy TARGET',
	],
	[
		'a daily budget above the total',
		{ daily_budget_amount_local_micro: '100.01', total_budget_amount_local_micro: '100' },
		{},
		'Daily Budget must be at most the total budget (100010000 > 100000000 micros)',
	],
	[
		'a currency amount finer than a micro',
		{ bid_amount_local_micro: '1.0000001' },
		{},
		'Bid Amount has more than 6 decimal places, finer than one micro: "1.0000001"',
	],
	[
		'a decimal in micros mode',
		{ bid_amount_local_micro: '12.50' },
		{ amountUnit: 'micro' },
		'Bid Amount (Micros) must be a whole number of micros (e.g. 12500000 for 12.50), got "12.50"',
	],
	[
		'a duration of 14 days by expression',
		{ duration_in_days: '={{ 14 }}' },
		{},
		'Duration In Days must be one of 1, 7, 30, got "14"',
	],
	[
		'a bid strategy by expression',
		{ bid_strategy: '={{ "LOWEST" }}' },
		{},
		'Bid Strategy must be one of AUTO, MAX, TARGET, got "LOWEST"',
	],
	[
		'a goal by expression',
		{ goal: '={{ "SALES" }}' },
		{},
		'Goal must be one of APP_CLICKS, APP_INSTALLS, APP_PURCHASES, ENGAGEMENT, FOLLOWERS, LINK_CLICKS, MAX_REACH, PREROLL, PREROLL_STARTS, REACH_WITH_ENGAGEMENT, VIDEO_VIEW, VIEW_3S_100PCT, VIEW_6S, VIEW_15S, WEBSITE_CONVERSIONS, got "SALES"',
	],
	[
		'an entity status by expression',
		{ entity_status: '={{ "DELETED" }}' },
		{},
		'Entity Status must be one of ACTIVE, PAUSED, got "DELETED"',
	],
	[
		'a pay-by by expression',
		{ pay_by: '={{ "VIEW" }}' },
		{},
		'Pay By must be one of APP_CLICK, IMPRESSION, LINK_CLICK, got "VIEW"',
	],
	[
		'an audience expansion by expression',
		{ audience_expansion: '={{ "WIDE" }}' },
		{},
		'Audience Expansion must be one of BROAD, DEFINED, EXPANDED, got "WIDE"',
	],
	[
		'a domain with protocol',
		{ advertiser_domain: 'https://example.com' },
		{},
		'Advertiser Domain must be a website domain without protocol, such as example.com, got "https://example.com"',
	],
	[
		'a frequency cap of zero',
		{ frequency_cap: 0 },
		{},
		'Frequency Cap must be a whole number from 1 to 2,147,483,647, got 0',
	],
	[
		'a non-numeric iOS identifier',
		{ ios_app_store_identifier: 'id333903271' },
		{},
		'iOS App Store Identifier must be the numeric part of the store identifier, got "id333903271"',
	],
	[
		'PUBLISHER_NETWORK without a domain',
		{ categories: 'IAB3-1' },
		{ placementPublisherNetwork: true },
		'Advertiser Domain is required when the placements include PUBLISHER_NETWORK',
	],
	[
		'PUBLISHER_NETWORK without categories',
		{ advertiser_domain: 'example.com' },
		{ placementPublisherNetwork: true },
		'Categories is required when the placements include PUBLISHER_NETWORK',
	],
	[
		'a start time that is not a time',
		{ start_time: '={{ "next monday" }}' },
		{},
		'Start Time must be an ISO 8601 time such as 2026-11-20T10:00:00Z, got "next monday"',
	],
	['no field at all', {}, {}, 'Update Fields needs at least one field to change'],
];

export const lineItemCases: MatrixCase[] = table.map(([rule, updateFields, extra, problem]) => ({
	doc: 2,
	node: 'ads',
	rule,
	parameters: {
		resource: 'lineItem',
		operation: 'update',
		accountId: byId(ACCOUNT),
		lineItemId: byId('8v7jo'),
		updateFields,
		...extra,
	},
	message: `Item 1: ${problem}`,
}));
