import { lineItems } from '../emulator/routes/ads-line-items';
import { ACCOUNT, adsHarness, byId, json } from './adsHarness';

const { emulator, run, requests } = adsHarness();
const PATH = `/ads/12/accounts/${ACCOUNT}/line_items`;

const update = (updateFields: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
	run({ resource: 'lineItem', operation: 'update', accountId: byId(ACCOUNT), lineItemId: byId('8v7jo'), updateFields, ...extra });

describe('Line Item Update', () => {
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
					start_time: '2026-12-01T09:30:00Z',
					end_time: '2026-12-31T22:00:00Z',
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: '8v7jo', name: 'Spring sale', bid_amount_local_micro: 12500000, daily_budget_amount_local_micro: 8200000, entity_status: 'PAUSED' }),
		]);
	});

	test('in micros mode the amount is sent as typed', async () => {
		const result = await update({ total_budget_amount_local_micro: '9007199254740993' }, { amountUnit: 'micro' });
		expect(requests()).toEqual([{ method: 'PUT', path: `${PATH}/8v7jo`, query: { total_budget_amount_local_micro: '9007199254740993' } }]);
		expect(result.error).toBeUndefined();
	});

	const refused = [
		['a bid of zero', { bid_amount_local_micro: '0.00' }, {}, 'Bid Amount (Currency Units) must be greater than zero'],
		['a bid of zero micros', { bid_amount_local_micro: '0' }, { amountUnit: 'micro' }, 'Bid Amount (Micros) must be greater than zero'],
		['bid strategy MAX without a bid', { bid_strategy: 'MAX' }, {}, 'Bid Amount (Currency Units) is required with Bid Strategy MAX'],
		['bid strategy TARGET without a bid', { bid_strategy: 'TARGET', name: 'x' }, {}, 'Bid Amount (Currency Units) is required with Bid Strategy TARGET'],
		['a daily budget above the total', { daily_budget_amount_local_micro: '100.01', total_budget_amount_local_micro: '100' }, {}, 'Daily Budget (Currency Units) must be at most the total budget (100010000 > 100000000 micros)'],
		['a currency amount finer than a micro', { bid_amount_local_micro: '1.0000001' }, {}, 'Bid Amount (Currency Units) has more than 6 decimal places, finer than one micro: "1.0000001"'],
		['a decimal in micros mode', { bid_amount_local_micro: '12.50' }, { amountUnit: 'micro' }, 'Bid Amount (Micros) must be a whole number of micros (e.g. 12500000 for 12.50), got "12.50"'],
		['a duration of 14 days by expression', { duration_in_days: '={{ 14 }}' }, {}, 'Duration In Days must be one of 1, 7, 30, got "14"'],
		['a bid strategy by expression', { bid_strategy: '={{ "LOWEST" }}' }, {}, 'Bid Strategy must be one of AUTO, MAX, TARGET, got "LOWEST"'],
		['a goal by expression', { goal: '={{ "SALES" }}' }, {}, 'Goal must be one of APP_CLICKS, APP_INSTALLS, APP_PURCHASES, ENGAGEMENT, FOLLOWERS, LINK_CLICKS, MAX_REACH, PREROLL, PREROLL_STARTS, REACH_WITH_ENGAGEMENT, VIDEO_VIEW, VIEW_3S_100PCT, VIEW_6S, VIEW_15S, WEBSITE_CONVERSIONS, got "SALES"'],
		['an entity status by expression', { entity_status: '={{ "DELETED" }}' }, {}, 'Entity Status must be one of ACTIVE, PAUSED, got "DELETED"'],
		['a pay-by by expression', { pay_by: '={{ "VIEW" }}' }, {}, 'Pay By must be one of APP_CLICK, IMPRESSION, LINK_CLICK, got "VIEW"'],
		['an audience expansion by expression', { audience_expansion: '={{ "WIDE" }}' }, {}, 'Audience Expansion must be one of BROAD, DEFINED, EXPANDED, got "WIDE"'],
		['a domain with protocol', { advertiser_domain: 'https://example.com' }, {}, 'Advertiser Domain must be a website domain without protocol, such as example.com, got "https://example.com"'],
		['a frequency cap of zero', { frequency_cap: 0 }, {}, 'Frequency Cap must be a whole number from 1 to 2,147,483,647, got 0'],
		['a non-numeric iOS identifier', { ios_app_store_identifier: 'id333903271' }, {}, 'iOS App Store Identifier must be the numeric part of the store identifier, got "id333903271"'],
		['PUBLISHER_NETWORK without a domain', { categories: 'IAB3-1' }, { placementPublisherNetwork: true }, 'Advertiser Domain is required when the placements include PUBLISHER_NETWORK'],
		['PUBLISHER_NETWORK without categories', { advertiser_domain: 'example.com' }, { placementPublisherNetwork: true }, 'Categories is required when the placements include PUBLISHER_NETWORK'],
		['a start time that is not a time', { start_time: '={{ "next monday" }}' }, {}, 'Start Time must be an ISO 8601 time such as 2026-11-20T10:00:00Z, got "next monday"'],
		['no field at all', {}, {}, 'Update Fields needs at least one field to change'],
	] as const;

	test.each(refused)('refuses %s before sending, naming item and field', async (_, fields, extra, message) => {
		const result = await update(fields, extra);
		expect(result.error?.message).toBe(`Item 0: ${message}`);
		expect(result.error?.description).toContain('nothing was sent for this item');
		expect(requests()).toEqual([]);
	});

	test('a PUBLISHER_NETWORK line item with domain and categories is updated', async () => {
		const result = await run({
			resource: 'lineItem', operation: 'update', accountId: byId(ACCOUNT), lineItemId: byId('9pn01'), placementPublisherNetwork: true,
			updateFields: { advertiser_domain: 'shop.example.com', categories: 'IAB3-1' },
		});
		expect(requests()).toEqual([{ method: 'PUT', path: `${PATH}/9pn01`, query: { advertiser_domain: 'shop.example.com', categories: 'IAB3-1' } }]);
		expect(json(result)).toEqual([expect.objectContaining({ id: '9pn01', advertiser_domain: 'shop.example.com', categories: ['IAB3-1'] })]);
	});

	test('the emulator applies the same rules: TARGET on a line item without a bid is refused with the ads error body', async () => {
		const result = await run({
			resource: 'lineItem', operation: 'update', accountId: byId(ACCOUNT), lineItemId: byId('8v7jp'), updateFields: { name: 'x' },
		});
		expect(result.error).toBeUndefined();
		const line = lineItems(emulator().state).find((item) => item.id === '8v7jp');
		if (line) line.bid_strategy = 'TARGET';
		const refusedByPlatform = await run({
			resource: 'lineItem', operation: 'update', accountId: byId(ACCOUNT), lineItemId: byId('8v7jp'), updateFields: { name: 'y' },
		});
		expect(refusedByPlatform.error?.message).toBe('bid_amount_local_micro is required with bid_strategy TARGET (HTTP 400, INVALID_PARAMETER)');
	});

	test('continueOnFail: a bad amount fails its item only', async () => {
		const result = await run(
			{ resource: 'lineItem', operation: 'update', accountId: byId(ACCOUNT), lineItemId: byId('8v7jo'), updateFields: { total_budget_amount_local_micro: '={{ $json.budget }}' } },
			{ items: [{ json: { budget: '250.75' } }, { json: { budget: '250,75' } }], continueOnFail: true },
		);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: '8v7jo', total_budget_amount_local_micro: 250750000 }),
			{ error: 'Item 1: Total Budget (Currency Units) must be an amount in currency units such as 12.50, got "250,75"' },
		]);
		expect(requests()).toEqual([{ method: 'PUT', path: `${PATH}/8v7jo`, query: { total_budget_amount_local_micro: '250750000' } }]);
	});
});

describe('Line Item Delete', () => {
	test('deletes and returns the line item with deleted=true; a second delete says it is already deleted (404)', async () => {
		const first = await run({ resource: 'lineItem', operation: 'delete', accountId: byId(ACCOUNT), lineItemId: byId('8v7jp') });
		expect(json(first)).toEqual([expect.objectContaining({ id: '8v7jp', deleted: true })]);
		const second = await run({ resource: 'lineItem', operation: 'delete', accountId: byId(ACCOUNT), lineItemId: byId('8v7jp') });
		expect(second.error?.message).toBe('The line item was not found: it is already deleted (a second delete answers 404) or the ID is wrong');
		expect(second.error?.description).toContain('Line item 8v7jp was not found (HTTP 404, NOT_FOUND)');
		expect(requests()).toEqual([
			{ method: 'DELETE', path: `${PATH}/8v7jp`, query: {} },
			{ method: 'DELETE', path: `${PATH}/8v7jp`, query: {} },
		]);
		expect(emulator().log.map((request) => request.status)).toEqual([200, 404]);
	});

	test('with the envelope', async () => {
		const result = await run({ resource: 'lineItem', operation: 'delete', accountId: byId(ACCOUNT), lineItemId: byId('9pn01'), returnEnvelope: true });
		expect(json(result)).toEqual([{ data: expect.objectContaining({ id: '9pn01', deleted: true }), request: { params: {} } }]);
	});
});
