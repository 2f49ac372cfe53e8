import { PlatformAds } from '../../nodes/PlatformAds/PlatformAds.node';
import { searchLineItems } from '../../nodes/shared/ads/lineItemLocator';
import { lineItems, QUIET_LINE_ITEMS, REPORTING_LINE_ITEMS } from '../emulator/routes/adsLineItems';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, LINE_ITEM_CREATE } from './adsFixtures';
import { pickerContext } from './pickerContext';

const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const PATH = `/ads/12/accounts/${ACCOUNT}/line_items`;

/** Create without looking for its line item first (Find Before Create has its own tests). */
const create = (extra: Record<string, unknown> = {}) =>
	run({ ...LINE_ITEM_CREATE, findBeforeCreate: false, ...extra });
/** The currency lookups of an item with amounts: the campaign, then the currency's rules. */
const CURRENCY_LOOKUPS = [
	{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/campaigns/c1`, query: {} },
	{ method: 'GET', path: '/ads/12/bidding_rules', query: { currency: 'USD' } },
];

describe('Line Item Create', () => {
	test('Start Time left empty starts the line item now', async () => {
		const before = Math.floor(Date.now() / 1000) * 1000;
		const result = await create({ startTime: '' });
		expect(result.error).toBeUndefined();
		const post = requests().find(({ method }) => method === 'POST');
		const sent = Date.parse(String(post?.query.start_time));
		expect(sent).toBeGreaterThanOrEqual(before);
		expect(sent).toBeLessThanOrEqual(Date.now());
	});

	test('bid strategy, bid and budgets are in view, not in Additional Fields', () => {
		const properties = new PlatformAds().description.properties;
		const create = properties.filter(
			({ displayOptions }) =>
				displayOptions?.show?.resource?.includes('lineItem') &&
				displayOptions?.show?.operation?.includes('create'),
		);
		const names = create.map(({ name }) => name);
		for (const name of [
			'bid_strategy',
			'bid_amount_local_micro',
			'daily_budget_amount_local_micro',
			'total_budget_amount_local_micro',
			'startTime',
		])
			expect(names).toContain(name);
		const additional = create.find(({ name }) => name === 'additionalFields');
		const options = (additional?.options as Array<{ name: string }>).map(({ name }) => name);
		expect(options).not.toContain('bid_strategy');
		expect(options).not.toContain('bid_amount_local_micro');
		expect(create.find(({ name }) => name === 'startTime')?.required).toBeFalsy();
	});

	test('every parameter as a query parameter: amounts in micros of the campaign currency, times in UTC', async () => {
		const result = await create({
			name: 'Spring sale, desktop',
			entity_status: 'DRAFT',
			bid_strategy: 'TARGET',
			bid_amount_local_micro: '1.25',
			daily_budget_amount_local_micro: '20',
			total_budget_amount_local_micro: '500',
			additionalFields: {
				goal: 'SITE_VISITS',
				pay_by: 'IMPRESSION',
				audience_expansion: 'EXPANDED',
				standard_delivery: false,
				end_time: '2026-12-31T23:00:00Z',
				advertiser_user_id: '2244994945',
			},
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			...CURRENCY_LOOKUPS,
			{
				method: 'POST',
				path: PATH,
				query: {
					campaign_id: 'c1',
					objective: 'WEBSITE_CLICKS',
					product_type: 'PROMOTED_POSTS',
					placements: 'ALL_ON_PLATFORM',
					// Without a zone: the workflow's time zone (America/New_York, UTC-5 in December).
					start_time: '2026-12-01T14:00:00Z',
					end_time: '2026-12-31T23:00:00Z',
					name: 'Spring sale, desktop',
					bid_strategy: 'TARGET',
					bid_amount_local_micro: '1250000',
					daily_budget_amount_local_micro: '20000000',
					total_budget_amount_local_micro: '500000000',
					goal: 'SITE_VISITS',
					pay_by: 'IMPRESSION',
					entity_status: 'DRAFT',
					audience_expansion: 'EXPANDED',
					standard_delivery: 'false',
					advertiser_user_id: '2244994945',
				},
			},
		]);
		const created = json(result)[0];
		expect(created).toMatchObject({
			campaign_id: 'c1',
			entity_status: 'DRAFT',
			placements: ['ALL_ON_PLATFORM'],
			bid_amount_local_micro: 1250000,
			currency: 'USD',
		});
		expect(lineItems(emulator().state).some((one) => one.id === created.id)).toBe(true);
	});

	test('created PAUSED unless the user chooses otherwise, so nothing spends before its creatives exist', async () => {
		const result = await create();
		expect(result.error).toBeUndefined();
		expect(requests()[0].query).toMatchObject({ entity_status: 'PAUSED' });
		const created = lineItems(emulator().state).find((one) => one.id === json(result)[0].id);
		expect(created?.entity_status).toBe('PAUSED');
		const active = await create({ entity_status: 'ACTIVE' });
		expect(json(active)[0]).toMatchObject({ entity_status: 'ACTIVE' });
	});

	test('PUBLISHER_NETWORK with its domain and categories; no amounts, so no currency lookup', async () => {
		const result = await create({
			placements: ['ALL_ON_PLATFORM', 'PUBLISHER_NETWORK'],
			additionalFields: { advertiser_domain: 'example.com', categories: 'IAB3-1, IAB19' },
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: expect.objectContaining({
					placements: 'ALL_ON_PLATFORM,PUBLISHER_NETWORK',
					advertiser_domain: 'example.com',
					categories: 'IAB3-1,IAB19',
				}),
			},
		]);
	});

	test('the platform refuses a line item whose objective differs from its campaign siblings', async () => {
		const result = await create({ objective: 'ENGAGEMENTS' });
		expect(result.error?.message).toContain(
			'every line item of campaign c1 has objective WEBSITE_CLICKS',
		);
		expect(requests()).toHaveLength(1);
	});

	test('the platform refuses a line item budget above the campaign total', async () => {
		const result = await create({
			total_budget_amount_local_micro: '1000.01',
		});
		expect(result.error?.message).toContain("at most the campaign's total budget");
	});

	test('the 101st line item of a campaign is refused with TOO_MANY_LINE_ITEMS', async () => {
		const stored = lineItems(emulator().state);
		const seed = stored[0];
		const inCampaign = stored.filter((one) => one.campaign_id === seed.campaign_id).length;
		for (let n = inCampaign; n < 100; n++) stored.push({ ...seed, id: `fill${n}` });
		const result = await create();
		expect(result.error?.message).toContain('TOO_MANY_LINE_ITEMS');
	});
});

describe('Line Item Get Many', () => {
	test('filters, sort and Limit become the query', async () => {
		const result = await run({
			resource: 'lineItem',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			returnAll: false,
			limit: 2,
			listOptions: {
				campaignIds: 'c1',
				fundingInstrumentIds: 'fi1usd',
				lineItemIds: '8v7jo,8v7jp,9pn01',
				q: 'Line',
				withDraft: true,
				sortBy: 'created_at-desc',
			},
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: {
					count: '2',
					campaign_ids: 'c1',
					funding_instrument_ids: 'fi1usd',
					line_item_ids: '8v7jo,8v7jp,9pn01',
					q: 'Line',
					with_draft: 'true',
					sort_by: 'created_at-desc',
				},
			},
		]);
		expect(json(result)).toHaveLength(2);
	});

	test('Return All follows next_cursor to the last page', async () => {
		const result = await run({
			resource: 'lineItem',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			returnAll: true,
		});
		expect(result.error).toBeUndefined();
		expect(json(result).map((one) => one.id)).toEqual([
			'8v7jo',
			'8v7jp',
			'9pn01',
			'8v7jr',
			...REPORTING_LINE_ITEMS,
			...QUIET_LINE_ITEMS,
		]);
		expect(requests()).toEqual([{ method: 'GET', path: PATH, query: { count: '1000' } }]);
	});
});

describe('Line Item Get Placements', () => {
	test('one product type', async () => {
		const result = await run({
			resource: 'lineItem',
			operation: 'getPlacements',
			productType: 'PROMOTED_ACCOUNT',
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/ads/12/line_items/placements',
				query: { product_type: 'PROMOTED_ACCOUNT' },
			},
		]);
		expect(json(result)).toEqual([
			{
				product_type: 'PROMOTED_ACCOUNT',
				placements: [['ALL_ON_PLATFORM'], ['PLATFORM_TIMELINE']],
			},
		]);
	});

	test('every product type when none is chosen', async () => {
		const result = await run({ resource: 'lineItem', operation: 'getPlacements' });
		expect(requests()).toEqual([
			{ method: 'GET', path: '/ads/12/line_items/placements', query: {} },
		]);
		expect(json(result).map((one) => one.product_type)).toEqual([
			'MEDIA',
			'PROMOTED_ACCOUNT',
			'PROMOTED_POSTS',
		]);
	});
});

describe('Line Item picker', () => {
	test('finds a word in the middle of a name, drafts included, without a campaign', async () => {
		const found = await searchLineItems.call(
			pickerContext(emulator(), {
				authentication: 'oAuth1',
				environment: 'production',
				accountId: ACCOUNT,
			}),
			'ITEM 8V7JP',
		);
		expect(found.results).toEqual([{ name: 'Line item 8v7jp (8v7jp)', value: '8v7jp' }]);
		expect(requests()).toEqual([
			{ method: 'GET', path: PATH, query: { count: '200', with_draft: 'true' } },
		]);
	});

	test('narrowed by the campaign chosen in the panel', async () => {
		const found = await searchLineItems.call(
			pickerContext(emulator(), {
				authentication: 'oAuth1',
				environment: 'production',
				accountId: ACCOUNT,
				campaignId: 'c2',
			}),
		);
		expect(found.results).toEqual([]);
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: { count: '200', with_draft: 'true', campaign_ids: 'c2' },
			},
		]);
	});
});

/** One row: what is set, the field the message names, and the problem it states. */
const BAD_INPUT: Array<[string, Record<string, unknown>, string]> = [
	['an objective that resolves to nothing', { objective: '={{ "" }}' }, 'Objective is required'],
	['an unknown objective', { objective: 'SALES' }, 'Objective'],
	[
		'a product type that resolves to nothing',
		{ productType: '={{ "" }}' },
		'Product Type is required',
	],
	['an unknown product type', { productType: 'VIDEO' }, 'Product Type'],
	['placements that resolve to none', { placements: '={{ [] }}' }, 'Placements is required'],
	['an unknown placement', { placements: ['SPOTLIGHTS'] }, 'Placements holds SPOTLIGHTS'],
	[
		'PLATFORM_PROFILE alone',
		{ placements: ['PLATFORM_PROFILE'] },
		'Placements cannot be PLATFORM_PROFILE alone',
	],
	[
		'REACH without the timeline',
		{ objective: 'REACH', placements: ['PLATFORM_SEARCH'] },
		'Placements must include PLATFORM_TIMELINE',
	],
	['a start time that is none', { startTime: 'next tuesday' }, 'Start Time'],
	[
		'a campaign that resolves to nothing',
		{ campaignId: byId('={{ "" }}') },
		'Campaign is required',
	],
	[
		'PUBLISHER_NETWORK without domain',
		{ placements: ['PUBLISHER_NETWORK'], additionalFields: { categories: 'IAB3' } },
		'Advertiser Domain is required when the placements include PUBLISHER_NETWORK',
	],
	[
		'PUBLISHER_NETWORK without categories',
		{ placements: ['PUBLISHER_NETWORK'], additionalFields: { advertiser_domain: 'example.com' } },
		'Categories is required when the placements include PUBLISHER_NETWORK',
	],
	[
		'a domain with protocol',
		{ additionalFields: { advertiser_domain: 'https://example.com' } },
		'Advertiser Domain',
	],
	[
		'an app objective without store identifier',
		{ objective: 'APP_INSTALLS' },
		'Android App Store Identifier or the iOS App Store Identifier is required',
	],
	[
		'an iOS identifier with letters',
		{ objective: 'APP_INSTALLS', additionalFields: { ios_app_store_identifier: 'id3339' } },
		'iOS App Store Identifier',
	],
	[
		'APP_PURCHASES for WEBSITE_CLICKS',
		{ additionalFields: { goal: 'APP_PURCHASES' } },
		'Goal APP_PURCHASES is only for objective APP_INSTALLS',
	],
	[
		'SITE_VISITS for REACH',
		{ objective: 'REACH', additionalFields: { goal: 'SITE_VISITS' } },
		'Goal SITE_VISITS is only for objective WEBSITE_CLICKS',
	],
	['an unknown goal', { additionalFields: { goal: 'SALES' } }, 'Goal'],
	[
		'MAX with REACH',
		{ objective: 'REACH', bid_strategy: 'MAX', bid_amount_local_micro: '1' },
		'Bid Strategy cannot be MAX with objective REACH',
	],
	[
		'TARGET with ENGAGEMENTS',
		{
			objective: 'ENGAGEMENTS',
			bid_strategy: 'TARGET',
			bid_amount_local_micro: '1',
		},
		'Bid Strategy can be TARGET only with objective REACH or WEBSITE_CLICKS',
	],
	['MAX without a bid', { bid_strategy: 'MAX' }, 'Bid Amount is required with Bid Strategy MAX'],
	['a bid of zero', { bid_amount_local_micro: '0' }, 'Bid Amount must be greater than zero'],
	['a bid that is no amount', { bid_amount_local_micro: 'ten' }, 'Bid Amount'],
	[
		'daily above total',
		{ daily_budget_amount_local_micro: '50', total_budget_amount_local_micro: '40' },
		'Daily Budget must be at most the total budget',
	],
	[
		'a frequency cap for WEBSITE_CLICKS',
		{ additionalFields: { frequency_cap: 2 } },
		'Frequency Cap is only for objectives',
	],
	[
		'PREROLL_VIEWS without categories',
		{ objective: 'PREROLL_VIEWS', productType: 'MEDIA' },
		'Categories are required with objective PREROLL_VIEWS',
	],
	[
		'WEBSITE_CONVERSIONS without its tag',
		{ additionalFields: { goal: 'WEBSITE_CONVERSIONS' } },
		'Primary Web Event Tag is required with Goal WEBSITE_CONVERSIONS',
	],
	['a name of 256 characters', { name: 'x'.repeat(256) }, 'Name'],
	[
		'pay_by the goal does not support',
		{ additionalFields: { goal: 'SITE_VISITS', pay_by: 'LINK_CLICK' } },
		'Pay By must be IMPRESSION with Goal SITE_VISITS',
	],
	['DRAFT entity status misspelt', { entity_status: '={{ "DRAFTED" }}' }, 'Status'],
	[
		'categories that are not IAB codes',
		{ additionalFields: { categories: 'sports' } },
		'Categories',
	],
	['a bid finer than a cent in USD', { bid_amount_local_micro: '1.005' }, 'Bid Amount'],
];

describe('Line Item Create: bad input is refused before any request, naming the item and the field', () => {
	test.each(BAD_INPUT)('%s', async (_case, extra, message) => {
		const result = await create(extra);
		expect(result.error?.message).toMatch(/^Item 1: /);
		expect(result.error?.message).toContain(message);
		// A bid finer than the currency allows is found after the currency lookups, before the create.
		expect(requests().filter((request) => request.method !== 'GET')).toEqual([]);
	});
});

describe('Line Item Create: Find Before Create', () => {
	const named = { name: 'Autumn, desktop' };
	const LOOKUP = {
		method: 'GET',
		path: PATH,
		query: { campaign_ids: 'c1', q: 'Autumn, desktop', with_draft: 'true', count: '1000' },
	};
	const sameName = () =>
		lineItems(emulator().state).filter((one) => one.name === 'Autumn, desktop' && !one.deleted);

	test('on by default: the re-run returns the line item of the same name and campaign, no POST', async () => {
		const first = await run({ ...LINE_ITEM_CREATE, ...named });
		expect(first.error).toBeUndefined();
		expect(requests()[0]).toEqual(LOOKUP);
		expect(requests().map((request) => request.method)).toEqual(['GET', 'POST']);
		const created = json(first)[0];
		const again = await run({ ...LINE_ITEM_CREATE, ...named });
		expect(requests().slice(2)).toEqual([LOOKUP]);
		expect(json(again)).toEqual([
			expect.objectContaining({ id: created.id, campaign_id: 'c1', foundExisting: true }),
		]);
		expect(sameName()).toHaveLength(1);
	});

	test('off: the re-run creates a second line item', async () => {
		await create(named);
		const again = await create(named);
		expect(requests().map((request) => request.method)).toEqual(['POST', 'POST']);
		expect(json(again)[0].foundExisting).toBeUndefined();
		expect(sameName()).toHaveLength(2);
	});

	test('a line item whose name only starts the same is not the one', async () => {
		await create({ name: 'Autumn, desktop and mobile' });
		const result = await run({ ...LINE_ITEM_CREATE, ...named });
		expect(
			requests()
				.slice(1)
				.map((request) => request.method),
		).toEqual(['GET', 'POST']);
		expect(json(result)[0]).toEqual(expect.objectContaining({ name: 'Autumn, desktop' }));
		expect(json(result)[0].foundExisting).toBeUndefined();
	});
});
