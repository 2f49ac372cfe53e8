import type { IDataObject } from 'n8n-workflow';

import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, LINE_ITEM_CREATE_MANY, manyOf } from './adsFixtures';

/**
 * Every answer that carries an ads record with money in micros also carries the amount in
 * currency units beside it (docs/answers.md, "Amounts in currency"): the micros as the platform
 * sent them, then the amount, in Get, Get Many, Create, Update, the batches and nested snapshots.
 */
const { run, requests } = nodeHarness('ads', { emulatorPerTest: true });

const ads = (resource: string, operation: string, parameters: IDataObject = {}) =>
	run({ resource, operation, accountId: byId(ACCOUNT), ...parameters });

/** The keys of a record in order: the amount comes right after its micros. */
const after = (record: IDataObject, key: string) => {
	const keys = Object.keys(record);
	return keys[keys.indexOf(key) + 1];
};

describe('Campaign', () => {
	test('Get carries the daily budget in currency beside the micros, and the currency', async () => {
		const result = await ads('campaign', 'get', { campaignId: byId('c1') });
		expect(result.error).toBeUndefined();
		const [campaign] = json(result);
		expect(campaign).toMatchObject({
			id: 'c1',
			currency: 'USD',
			daily_budget_amount_local_micro: 50000000,
			daily_budget_amount: 50,
			total_budget_amount_local_micro: 1000000000,
			total_budget_amount: 1000,
		});
		expect(after(campaign, 'daily_budget_amount_local_micro')).toBe('daily_budget_amount');
		expect(after(campaign, 'total_budget_amount_local_micro')).toBe('total_budget_amount');
	});

	test('Get Many gives every record its amounts; a budget not set is null in both', async () => {
		const result = await ads('campaign', 'getAll', { returnAll: true });
		expect(result.error).toBeUndefined();
		const byCampaign = Object.fromEntries(json(result).map((one) => [one.id, one]));
		expect(byCampaign.c1).toMatchObject({ daily_budget_amount: 50, total_budget_amount: 1000 });
		// JPY has no decimals: 10,000 yen a day.
		expect(byCampaign.c3).toMatchObject({
			currency: 'JPY',
			daily_budget_amount_local_micro: 10000000000,
			daily_budget_amount: 10000,
		});
		expect(byCampaign.c6).toMatchObject({
			daily_budget_amount_local_micro: null,
			daily_budget_amount: null,
			total_budget_amount_local_micro: 200000000,
			total_budget_amount: 200,
		});
		for (const campaign of json(result))
			expect(Object.keys(campaign)).toEqual(
				expect.arrayContaining(['daily_budget_amount', 'total_budget_amount']),
			);
	});

	test('Output Full Response keeps the answer as the platform sent it', async () => {
		const result = await ads('campaign', 'get', { campaignId: byId('c1'), output: 'response' });
		expect(result.error).toBeUndefined();
		const data = json(result)[0].data as IDataObject;
		expect(data.daily_budget_amount_local_micro).toBe(50000000);
		expect(data).not.toHaveProperty('daily_budget_amount');
	});

	test('Update answers the new budget in both', async () => {
		const result = await ads('campaign', 'update', {
			campaignId: byId('c1'),
			updateFields: { daily_budget_amount_local_micro: '12.34' },
		});
		expect(result.error).toBeUndefined();
		expect(requests().at(-1)?.query).toMatchObject({
			daily_budget_amount_local_micro: '12340000',
		});
		expect(json(result)[0]).toMatchObject({
			daily_budget_amount_local_micro: 12340000,
			daily_budget_amount: 12.34,
		});
	});

	test('Create Many and Update Many answer each record with its amounts', async () => {
		const created = await manyOf(run, 'campaign', 'createMany', {
			fundingInstrumentId: byId('fi1usd'),
			name: '={{ "Campaign " + $json.n }}',
			entity_status: 'DRAFT',
			daily_budget_amount_local_micro: '={{ 10 + $json.n }}.5',
			total_budget_amount_local_micro: '100',
		})(3);
		expect(created.error).toBeUndefined();
		expect(
			json(created).map(({ daily_budget_amount_local_micro, daily_budget_amount }) => ({
				daily_budget_amount_local_micro,
				daily_budget_amount,
			})),
		).toEqual([
			{ daily_budget_amount_local_micro: 10500000, daily_budget_amount: 10.5 },
			{ daily_budget_amount_local_micro: 11500000, daily_budget_amount: 11.5 },
			{ daily_budget_amount_local_micro: 12500000, daily_budget_amount: 12.5 },
		]);
		expect(json(created)[0]).toMatchObject({ currency: 'USD', total_budget_amount: 100 });

		const ids = json(created).map((one) => String(one.id));
		const updated = await manyOf(run, 'campaign', 'updateMany', {
			campaignId: byId(`={{ ${JSON.stringify(ids)}[$json.n] }}`),
			updateFields: { total_budget_amount_local_micro: '250.75' },
		})(3);
		expect(updated.error).toBeUndefined();
		expect(
			json(updated).map((one) => [one.total_budget_amount_local_micro, one.total_budget_amount]),
		).toEqual([
			[250750000, 250.75],
			[250750000, 250.75],
			[250750000, 250.75],
		]);
	});
});

describe('Line Item', () => {
	test('Update and Get Many carry the bid and budgets in currency', async () => {
		const updated = await ads('lineItem', 'update', {
			lineItemId: byId('8v7jo'),
			updateFields: { bid_amount_local_micro: '1.23', bid_strategy: 'MAX' },
		});
		expect(updated.error).toBeUndefined();
		expect(json(updated)[0]).toMatchObject({
			currency: 'USD',
			bid_amount_local_micro: 1230000,
			bid_amount: 1.23,
		});

		const got = await ads('lineItem', 'getAll', { listOptions: { lineItemIds: '8v7jo' } });
		expect(requests().at(-1)?.query).toMatchObject({ line_item_ids: '8v7jo' });
		expect(json(got)).toEqual([
			expect.objectContaining({
				bid_amount_local_micro: 1230000,
				bid_amount: 1.23,
				total_budget_amount_local_micro: 100000000,
				total_budget_amount: 100,
				daily_budget_amount_local_micro: null,
				daily_budget_amount: null,
			}),
		]);
		expect(after(json(got)[0], 'bid_amount_local_micro')).toBe('bid_amount');

		const listed = await ads('lineItem', 'getAll', { limit: 2 });
		expect(json(listed)).toHaveLength(2);
		expect(json(listed)[0]).toMatchObject({ id: '8v7jo', bid_amount: 1.23 });
		expect(json(listed)[1]).toMatchObject({ total_budget_amount: 100, bid_amount: null });
	});

	test('Create Many answers each line item with its bid in currency', async () => {
		const result = await manyOf(run, 'lineItem', 'createMany', LINE_ITEM_CREATE_MANY)(2);
		expect(result.error).toBeUndefined();
		expect(json(result)).toEqual([
			expect.objectContaining({ bid_amount_local_micro: 500000, bid_amount: 0.5, currency: 'USD' }),
			expect.objectContaining({ bid_amount_local_micro: 500000, bid_amount: 0.5, currency: 'USD' }),
		]);
	});
});

describe('Funding Instrument and Bidding Rule', () => {
	test('Get Many carries credit limit, credit remaining and funded amount in currency', async () => {
		const result = await ads('fundingInstrument', 'getAll', { returnAll: true });
		expect(result.error).toBeUndefined();
		const byInstrument = Object.fromEntries(json(result).map((one) => [one.id, one]));
		expect(byInstrument.fi1usd).toMatchObject({
			currency: 'USD',
			credit_limit_local_micro: 50000000000,
			credit_limit: 50000,
			funded_amount_local_micro: null,
			funded_amount: null,
		});
		expect(byInstrument.fi2jpy).toMatchObject({ currency: 'JPY', funded_amount: 5000000 });
		expect(byInstrument.fi3kwd).toMatchObject({
			currency: 'KWD',
			credit_limit: 10000,
			credit_remaining_local_micro: 9000000000,
			credit_remaining: 9000,
		});
	});

	test('Bidding Rule > Get Many gives the bid bounds and the smallest step in currency', async () => {
		const result = await run({ resource: 'biddingRule', operation: 'getAll', currency: 'KWD' });
		expect(result.error).toBeUndefined();
		expect(json(result)).toEqual([
			{
				currency: 'KWD',
				minimum_cpe_bid_local_micro: 3000,
				minimum_cpe_bid: 0.003,
				maximum_cpe_bid_local_micro: 300000000,
				maximum_cpe_bid: 300,
				minimum_denomination: 1000,
				minimum_denomination_amount: 0.001,
			},
		]);
	});
});

test('Account History: the snapshot of a campaign carries its budgets in currency too', async () => {
	const result = await ads('accountHistory', 'getAll', {
		entity_type: 'CAMPAIGN',
		entity_id: 'c1',
		start_time: '2026-01-01T00:00:00Z',
		end_time: '2026-01-01T01:00:00Z',
		limit: 1,
	});
	expect(result.error).toBeUndefined();
	expect(json(result)[0].entity_data).toMatchObject({
		daily_budget_amount_local_micro: 50000000,
		daily_budget_amount: 50,
		total_budget_amount_local_micro: 1000000000,
		total_budget_amount: 1000,
	});
});
