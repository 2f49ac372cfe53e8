import type { INodeParameters } from 'n8n-workflow';

import { LINE_ITEM_CREATE } from '../../ads/adsFixtures';
import { ACCOUNT, byId, type MatrixCase } from '../matrixCase';

/** Ads interface, PUT line_items: [rule, Update Fields, other parameters, message without "Item 1: "]. */
const table: Row[] = [
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
		'Status must be one of ACTIVE, PAUSED, got "DELETED"',
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
	[
		'an end time before the start time',
		{ start_time: '2026-12-10T09:00:00Z', end_time: '2026-12-01T09:00:00Z' },
		{},
		'End Time must be after Start Time (2026-12-10T09:00:00Z), got 2026-12-01T09:00:00Z',
	],
	[
		'an end time equal to the start time',
		{ start_time: '2026-12-10T09:00:00Z', end_time: '2026-12-10T09:00:00Z' },
		{},
		'End Time must be after Start Time (2026-12-10T09:00:00Z), got 2026-12-10T09:00:00Z',
	],
	[
		'a bid with bid strategy AUTO',
		{ bid_strategy: 'AUTO', bid_amount_local_micro: '1.50' },
		{},
		'Bid Amount cannot be set with Bid Strategy AUTO',
	],
];

/** POST line_items (Create and Create Many): [rule, Additional Fields, other parameters, message]. */
const createTable: Row[] = [
	[
		'an end time before the start time',
		{ end_time: '2026-12-01T09:00:00Z' },
		{},
		'End Time must be after Start Time (2026-12-10T09:00:00Z), got 2026-12-01T09:00:00Z',
	],
	[
		'an end time before a start time in the workflow zone',
		// 09:00 in New York is 14:00Z, after the end.
		{ end_time: '2026-12-10T13:00:00Z' },
		{ startTime: '2026-12-10T09:00:00' },
		'End Time must be after Start Time (2026-12-10T14:00:00Z), got 2026-12-10T13:00:00Z',
	],
	[
		'a bid with bid strategy AUTO',
		{ bid_strategy: 'AUTO', bid_amount_local_micro: '1.50' },
		{},
		'Bid Amount cannot be set with Bid Strategy AUTO',
	],
	[
		'a bid in micros with bid strategy AUTO',
		{ bid_strategy: 'AUTO', bid_amount_local_micro: '1500000' },
		{ amountUnit: 'micro' },
		'Bid Amount (Micros) cannot be set with Bid Strategy AUTO',
	],
	[
		'bid strategy MAX with objective REACH',
		{ bid_strategy: 'MAX', bid_amount_local_micro: '1.50' },
		{ objective: 'REACH' },
		'Bid Strategy cannot be MAX with objective REACH',
	],
	[
		'bid strategy TARGET with objective ENGAGEMENTS',
		{ bid_strategy: 'TARGET', bid_amount_local_micro: '1.50' },
		{ objective: 'ENGAGEMENTS' },
		'Bid Strategy can be TARGET only with objective REACH or WEBSITE_CLICKS, not ENGAGEMENTS',
	],
	[
		'bid strategy MAX without a bid',
		{ bid_strategy: 'MAX' },
		{},
		'Bid Amount is required with Bid Strategy MAX',
	],
	[
		'goal LINK_CLICKS paid by impression with bid strategy TARGET',
		{
			goal: 'LINK_CLICKS',
			pay_by: 'IMPRESSION',
			bid_strategy: 'TARGET',
			bid_amount_local_micro: '1.50',
		},
		{},
		'Bid Strategy cannot be TARGET with Goal LINK_CLICKS paid by IMPRESSION',
	],
];

/** POST funding_instruments (sandbox) and the events lookup: their start and end. */
const otherTimes: MatrixCase[] = [
	{
		doc: 2,
		node: 'ads',
		rule: 'a funding instrument ending before it starts',
		parameters: {
			resource: 'fundingInstrument',
			operation: 'create',
			environment: 'sandbox',
			accountId: byId(ACCOUNT),
			currency: 'USD',
			type: 'CREDIT_CARD',
			start_time: '2026-12-10T00:00:00Z',
			additionalFields: { end_time: '2026-12-09T00:00:00Z' },
		},
		message:
			'Item 1: End Time must be after Start Time (2026-12-10T00:00:00Z), got 2026-12-09T00:00:00Z',
	},
	{
		doc: 2,
		node: 'ads',
		rule: 'an events window ending before it starts',
		parameters: {
			resource: 'targetingOption',
			operation: 'searchEvents',
			returnAll: true,
			event_types: ['SPORTS'],
			filters: { start_time: '2027-06-10T00:00:00Z', end_time: '2027-06-01T00:00:00Z' },
		},
		message:
			'Item 1: End Time must be after Start Time (2027-06-10T00:00:00Z), got 2027-06-01T00:00:00Z',
	},
];

type Row = [rule: string, values: INodeParameters, extra: INodeParameters, problem: string];

/** A create's own fields: bid strategy and amounts are in view, not in Additional Fields. */
const CREATE_OWN = [
	'bid_strategy',
	'bid_amount_local_micro',
	'daily_budget_amount_local_micro',
	'total_budget_amount_local_micro',
];

/**
 * A row as a case of the operation `base` sets, its values in `collection` (those of `own`
 * beside it, as the panel shows them).
 */
const caseOf =
	(base: INodeParameters, collection: string, own: string[] = []) =>
	([rule, values, extra, problem]: Row): MatrixCase => {
		const inView = Object.fromEntries(Object.entries(values).filter(([key]) => own.includes(key)));
		const inCollection = Object.fromEntries(
			Object.entries(values).filter(([key]) => !own.includes(key)),
		);
		return {
			doc: 2,
			node: 'ads',
			rule,
			parameters: { ...base, ...inView, [collection]: inCollection, ...extra },
			message: `Item 1: ${problem}`,
		};
	};

const UPDATE = {
	resource: 'lineItem',
	operation: 'update',
	accountId: byId(ACCOUNT),
	lineItemId: byId('8v7jo'),
};

export const lineItemCases: MatrixCase[] = [
	...table.map(caseOf(UPDATE, 'updateFields')),
	...createTable.flatMap((row) =>
		['create', 'createMany'].map((operation) =>
			caseOf(
				{ ...LINE_ITEM_CREATE, startTime: '2026-12-10T09:00:00Z', operation },
				'additionalFields',
				CREATE_OWN,
			)(row),
		),
	),
	...otherTimes,
];
