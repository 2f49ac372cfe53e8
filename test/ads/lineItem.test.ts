import { lineItems } from '../emulator/routes/adsLineItems';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/line_items`;

const update = (updateFields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
	run({
		resource: 'lineItem',
		operation: 'update',
		accountId: byId(ACCOUNT),
		lineItemId: byId('8v7jo'),
		updateFields,
		...extra,
	});

describe('Line Item Update', () => {
	test('the answer keeps the micros and adds each amount in the currency beside them', async () => {
		const result = await update({ bid_amount_local_micro: '1.50', bid_strategy: 'MAX' });
		expect(result.error).toBeUndefined();
		expect(json(result)).toEqual([
			expect.objectContaining({
				bid_amount_local_micro: 1500000,
				bid_amount: 1.5,
				total_budget_amount_local_micro: 100000000,
				total_budget_amount: 100,
				daily_budget_amount_local_micro: null,
				daily_budget_amount: null,
			}),
		]);
	});

	test('a currency amount becomes exact micros; every parameter is a query parameter', async () => {
		const result = await update({
			bid_amount_local_micro: '12.50',
			daily_budget_amount_local_micro: '8.2',
			total_budget_amount_local_micro: '1000',
			bid_strategy: 'MAX',
			name: 'Spring sale',
			entity_status: 'PAUSED',
			goal: 'LINK_CLICKS',
			pay_by: 'LINK_CLICK',
			audience_expansion: 'BROAD',
			duration_in_days: '30',
			frequency_cap: 3,
			advertiser_domain: 'example.com',
			advertiser_user_id: '2244994945',
			android_app_store_identifier: 'com.example.app',
			ios_app_store_identifier: '333903271',
			categories: 'IAB3-1, IAB19',
			start_time: '2026-12-01T09:30:00',
			end_time: '2026-12-31T23:00:00+01:00',
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/8v7jo`,
				query: {
					bid_amount_local_micro: '12500000',
					daily_budget_amount_local_micro: '8200000',
					total_budget_amount_local_micro: '1000000000',
					bid_strategy: 'MAX',
					name: 'Spring sale',
					entity_status: 'PAUSED',
					goal: 'LINK_CLICKS',
					pay_by: 'LINK_CLICK',
					audience_expansion: 'BROAD',
					duration_in_days: '30',
					frequency_cap: '3',
					advertiser_domain: 'example.com',
					advertiser_user_id: '2244994945',
					android_app_store_identifier: 'com.example.app',
					ios_app_store_identifier: '333903271',
					categories: 'IAB3-1,IAB19',
					// Without a zone: the workflow's time zone (n8n's default America/New_York, UTC-5 in December), as in Core.
					start_time: '2026-12-01T14:30:00Z',
					end_time: '2026-12-31T22:00:00Z',
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: '8v7jo',
				name: 'Spring sale',
				bid_amount_local_micro: 12500000,
				daily_budget_amount_local_micro: 8200000,
				entity_status: 'PAUSED',
			}),
		]);
	});

	test('in micros mode the amount is sent as typed', async () => {
		const result = await update(
			{ total_budget_amount_local_micro: '9007199254740993' },
			{ amountUnit: 'micro' },
		);
		expect(requests()).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/8v7jo`,
				query: { total_budget_amount_local_micro: '9007199254740993' },
			},
		]);
		expect(result.error).toBeUndefined();
	});

	test('a PUBLISHER_NETWORK line item with domain and categories is updated', async () => {
		const result = await run({
			resource: 'lineItem',
			operation: 'update',
			accountId: byId(ACCOUNT),
			lineItemId: byId('9pn01'),
			placementPublisherNetwork: true,
			updateFields: { advertiser_domain: 'shop.example.com', categories: 'IAB3-1' },
		});
		expect(requests()).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/9pn01`,
				query: { advertiser_domain: 'shop.example.com', categories: 'IAB3-1' },
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				id: '9pn01',
				advertiser_domain: 'shop.example.com',
				categories: ['IAB3-1'],
			}),
		]);
	});

	test('the emulator applies the same rules: TARGET on a line item without a bid is refused with the ads error body', async () => {
		const result = await run({
			resource: 'lineItem',
			operation: 'update',
			accountId: byId(ACCOUNT),
			lineItemId: byId('8v7jp'),
			updateFields: { name: 'x' },
		});
		expect(result.error).toBeUndefined();
		const line = lineItems(emulator().state).find((item) => item.id === '8v7jp');
		if (line) line.bid_strategy = 'TARGET';
		const refusedByPlatform = await run({
			resource: 'lineItem',
			operation: 'update',
			accountId: byId(ACCOUNT),
			lineItemId: byId('8v7jp'),
			updateFields: { name: 'y' },
		});
		expect(refusedByPlatform.error?.message).toBe(
			'bid_amount_local_micro is required with bid_strategy TARGET (HTTP 400, INVALID_PARAMETER)',
		);
	});

	test('continueOnFail: a bad amount fails its item only', async () => {
		const result = await run(
			{
				resource: 'lineItem',
				operation: 'update',
				accountId: byId(ACCOUNT),
				lineItemId: byId('8v7jo'),
				updateFields: { total_budget_amount_local_micro: '={{ $json.budget }}' },
			},
			{
				items: [{ json: { budget: '250.75' } }, { json: { budget: '250,75' } }],
				continueOnFail: true,
			},
		);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: '8v7jo', total_budget_amount_local_micro: 250750000 }),
			{
				error:
					'Item 2: Total Budget must be an amount in currency units such as 12.50, got "250,75"',
			},
		]);
		expect(requests()).toEqual([
			{
				method: 'PUT',
				path: `${PATH}/8v7jo`,
				query: { total_budget_amount_local_micro: '250750000' },
			},
		]);
	});
});

describe('Line Item Delete', () => {
	test('deletes and returns the line item with deleted=true; a second delete says it is already deleted (404)', async () => {
		const first = await run({
			resource: 'lineItem',
			operation: 'delete',
			accountId: byId(ACCOUNT),
			lineItemId: byId('8v7jp'),
		});
		expect(json(first)).toEqual([expect.objectContaining({ id: '8v7jp', deleted: true })]);
		const second = await run({
			resource: 'lineItem',
			operation: 'delete',
			accountId: byId(ACCOUNT),
			lineItemId: byId('8v7jp'),
		});
		expect(second.error?.message).toBe(
			'The line item was not found: it is already deleted (a second delete answers 404) or the ID is wrong',
		);
		expect(second.error?.description).toContain(
			'Line item 8v7jp was not found (HTTP 404, NOT_FOUND)',
		);
		expect(requests()).toEqual([
			{ method: 'DELETE', path: `${PATH}/8v7jp`, query: {} },
			{ method: 'DELETE', path: `${PATH}/8v7jp`, query: {} },
		]);
		expect(emulator().log.map((request) => request.status)).toEqual([200, 404]);
	});

	test('with the envelope', async () => {
		const result = await run({
			resource: 'lineItem',
			operation: 'delete',
			accountId: byId(ACCOUNT),
			lineItemId: byId('9pn01'),
			output: 'response',
		});
		expect(json(result)).toEqual([
			{ data: expect.objectContaining({ id: '9pn01', deleted: true }), request: { params: {} } },
		]);
	});
});
