import type { IDataObject } from 'n8n-workflow';

import { byId, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

/**
 * Bad input to the campaign, funding instrument and bidding rule operations: each row is refused
 * before any request, with a message naming the item and the field.
 */
const { run, requests } = nodeHarness('ads');

const LONG = 'x'.repeat(256);
const base = { accountId: byId(ACCOUNT) };
const createBase = {
	...base,
	resource: 'campaign',
	operation: 'create',
	fundingInstrumentId: byId('fi1usd'),
	name: 'Launch',
};
const updateBase = { ...base, resource: 'campaign', operation: 'update', campaignId: byId('c1') };
const many = (operation: string) => ({ ...createBase, operation });
const items = (count: number) => Array.from({ length: count }, (_, n) => ({ n }));

type Row = [rule: string, parameters: IDataObject, message: string, items?: IDataObject[]];

const ROWS: Row[] = [
	[
		'a name over 255 characters',
		{ ...createBase, name: LONG },
		'Item 1: Name must be at most 255 characters long (it has 256)',
	],
	[
		'a purchase order number over 50 characters',
		{ ...createBase, additionalFields: { purchase_order_number: 'P'.repeat(51) } },
		'Item 1: Purchase Order Number must be at most 50 characters long (it has 51)',
	],
	[
		'an entity status outside the create values (expression)',
		{ ...createBase, entity_status: '={{ "RUNNING" }}' },
		'Item 1: Status must be one of ACTIVE, DRAFT, PAUSED, got "RUNNING"',
	],
	[
		'DRAFT on an update (expression)',
		{ ...updateBase, updateFields: { entity_status: '={{ "DRAFT" }}' } },
		'Item 1: Status must be one of ACTIVE, PAUSED, got "DRAFT"',
	],
	[
		'an unknown budget optimization (expression)',
		{ ...createBase, additionalFields: { budget_optimization: '={{ "AUTO" }}' } },
		'Item 1: Budget Optimization must be one of LINE_ITEM, CAMPAIGN, got "AUTO"',
	],
	[
		'a daily budget above the total',
		{
			...createBase,
			daily_budget_amount_local_micro: '50',
			total_budget_amount_local_micro: '40',
		},
		'Item 1: Daily Budget must be at most the total budget',
	],
	[
		'a budget that is not an amount',
		{ ...createBase, total_budget_amount_local_micro: 'ten dollars' },
		'Item 1: Total Budget must be an amount in currency units such as 12.50, got "ten dollars"',
	],
	[
		'a negative budget',
		{ ...createBase, daily_budget_amount_local_micro: '-5' },
		'Item 1: Daily Budget must be an amount in currency units such as 12.50, got "-5"',
	],
	[
		'a fraction of a micro typed as micros',
		{
			...createBase,
			amountUnit: 'micro',
			daily_budget_amount_local_micro: '12.5',
		},
		'Item 1: Daily Budget (Micros) must be a whole number of micros',
	],
	[
		'an update changing nothing',
		{ ...updateBase, updateFields: {} },
		'Item 1: Update Fields needs at least one field to change',
	],
	[
		'an account ID that is more than an ID (expression)',
		{ ...createBase, accountId: byId('={{ "18ce/../x" }}') },
		'Item 1: Account must be an ID of letters and digits, got "18ce/../x"',
	],
	[
		'a funding instrument ID with a space (expression)',
		{ ...createBase, fundingInstrumentId: byId('={{ "fi1 usd" }}') },
		'Item 1: Funding Instrument must be an ID of letters and digits, got "fi1 usd"',
	],
	[
		'an empty campaign on update (expression)',
		{ ...updateBase, campaignId: byId('={{ $json.missing }}'), updateFields: { name: 'A' } },
		'Item 1: Campaign is required',
	],
	[
		'Create Many: the third item has a name over 255 characters',
		{ ...many('createMany'), name: `={{ $json.n === 2 ? "${LONG}" : "Fine" }}` },
		'Item 3: Name must be at most 255 characters long (it has 256)',
		items(5),
	],
	[
		'Create Many: the second item names another account',
		{
			...many('createMany'),
			accountId: byId(`={{ $json.n === 1 ? "18ce54bgxky" : "${ACCOUNT}" }}`),
		},
		'Item 2: Account is "18ce54bgxky" but "18ce54d4x5t" for item 1',
		items(3),
	],
	[
		'Create Many: a daily budget above the total on the fourth item',
		{
			...many('createMany'),
			daily_budget_amount_local_micro: '={{ $json.n === 3 ? 900 : 10 }}',
			total_budget_amount_local_micro: '100',
		},
		'Item 4: Daily Budget must be at most the total budget',
		items(4),
	],
	[
		'Update Many: an item without a change',
		{ ...updateBase, operation: 'updateMany', updateFields: {} },
		'Item 1: Update Fields needs at least one field to change',
	],
	[
		'Update Many: an entity status DRAFT on the second item (expression)',
		{
			...updateBase,
			operation: 'updateMany',
			updateFields: { entity_status: '={{ $json.n === 1 ? "DRAFT" : "PAUSED" }}' },
		},
		'Item 2: Status must be one of ACTIVE, PAUSED, got "DRAFT"',
		items(2),
	],
	[
		'Delete Many: the second item has no campaign',
		{
			...base,
			resource: 'campaign',
			operation: 'deleteMany',
			campaignId: byId('={{ $json.n === 1 ? "" : "c1" }}'),
		},
		'Item 2: Campaign is required',
		items(2),
	],
	[
		'Get Many: more than 200 campaign IDs',
		{
			...base,
			resource: 'campaign',
			operation: 'getAll',
			returnAll: true,
			listOptions: {
				campaignIds: items(201)
					.map(({ n }) => `c${n}`)
					.join(','),
			},
		},
		'Item 1: Campaign IDs allows at most 200 entries (it has 201)',
	],
	[
		'Get Many: a funding instrument ID that is not an ID',
		{
			...base,
			resource: 'campaign',
			operation: 'getAll',
			returnAll: true,
			listOptions: { fundingInstrumentIds: 'fi1usd,fi-2' },
		},
		'Item 1: Funding Instrument IDs must hold IDs of letters and digits; "fi-2" is not one',
	],
	[
		'Get Many: a sort without direction',
		{ ...base, resource: 'campaign', operation: 'getAll', listOptions: { sortBy: 'name' } },
		'Item 1: Sort By must be an attribute and a direction',
	],
	[
		'Get Many: the total count with Return All',
		{
			...base,
			resource: 'campaign',
			operation: 'getAll',
			returnAll: true,
			listOptions: { withTotalCount: true },
		},
		'Item 1: With Total Count cannot be used with Return All',
	],
	[
		'Bidding Rule: a currency that is not a code',
		{ resource: 'biddingRule', operation: 'getAll', currency: 'usd1' },
		'Item 1: Currency must be a three-letter ISO 4217 code such as USD, got "usd1"',
	],
	[
		'Funding Instrument Create: a type outside the five (expression)',
		{
			...base,
			resource: 'fundingInstrument',
			operation: 'create',
			environment: 'sandbox',
			currency: 'USD',
			// Typed plainly: n8n shows other resources' fields named by an expression-valued `type`.
			type: 'DEBIT_CARD',
			start_time: '2026-12-01T00:00:00Z',
		},
		'Item 1: Type must be one of AGENCY_CREDIT_LINE, CREDIT_CARD, CREDIT_LINE, INSERTION_ORDER, PARTNER_MANAGED, got "DEBIT_CARD"',
	],
];

// Objects, not the rows themselves: jest hands a row shorter than the callback's parameters a
// done callback in place of the missing items.
const CURRENCY_READS = [
	`/ads/12/accounts/${ACCOUNT}/funding_instruments/fi1usd`,
	'/ads/12/bidding_rules',
];
const CASES = ROWS.map(([rule, parameters, message, input]) => ({
	rule,
	parameters,
	message,
	input,
}));

test.each(CASES)('$rule is refused before any request', async ({ parameters, message, input }) => {
	const result = await run(parameters, input ? { items: input.map((json) => ({ json })) } : {});
	expect(result.error?.message.startsWith(message) ? message : result.error?.message).toBe(message);
	// Items before the refused one may have read their currency (reads, once per execution);
	// nothing is written and nothing else is read.
	expect(requests().filter((request) => !CURRENCY_READS.includes(request.path))).toEqual([]);
});

describe('amounts checked against the currency (only its lookups are sent, nothing is written)', () => {
	test.each([
		[
			'three decimals in USD',
			{ daily_budget_amount_local_micro: '12.505' },
			'Item 1: Daily Budget has more than 2 decimals, the most USD has, got 12.505 USD',
			'currency',
		],
		[
			'a tenth of a cent in micros',
			{ total_budget_amount_local_micro: '1001000' },
			'Item 1: Total Budget (Micros) has more than 2 decimals, the most USD has, got 1.001 USD',
			'micro',
		],
	])('%s', async (_rule, budgets, message, amountUnit = 'currency') => {
		const result = await run({ ...createBase, amountUnit, ...budgets });
		expect(result.error?.message).toBe(message);
		// The funding instrument (its currency) and the currency's bidding rules: reads only.
		expect(requests().map((request) => `${request.method} ${request.path}`)).toEqual([
			`GET /ads/12/accounts/${ACCOUNT}/funding_instruments/fi1usd`,
			'GET /ads/12/bidding_rules',
		]);
	});
});
