import type { IDataObject } from 'n8n-workflow';

import { campaign, campaigns } from '../emulator/adsCampaignStore';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const PATH = `/ads/12/accounts/${ACCOUNT}/campaigns`;
const INSTRUMENT = `/ads/12/accounts/${ACCOUNT}/funding_instruments`;
const RULES = '/ads/12/bidding_rules';

const campaignRun = (operation: string, parameters: IDataObject = {}, items?: IDataObject[]) =>
	run(
		{ resource: 'campaign', operation, accountId: byId(ACCOUNT), ...parameters },
		items ? { items: items.map((one) => ({ json: one })) } : {},
	);

/** Create without looking for its campaign first (Find Before Create has its own tests). */
const create = (parameters: IDataObject = {}) =>
	campaignRun('create', {
		fundingInstrumentId: byId('fi1usd'),
		name: 'Summer Launch',
		findBeforeCreate: false,
		...parameters,
	});

describe('Campaign Create', () => {
	test('sends every value as a query parameter, budgets in exact micros of the currency', async () => {
		const result = await create({
			daily_budget_amount_local_micro: '12.50',
			total_budget_amount_local_micro: '1000',
			entity_status: 'ACTIVE',
			additionalFields: {
				budget_optimization: 'LINE_ITEM',
				purchase_order_number: 'PO-2026-7',
				standard_delivery: false,
			},
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: `${INSTRUMENT}/fi1usd`, query: {} },
			{ method: 'GET', path: RULES, query: { currency: 'USD' } },
			{
				method: 'POST',
				path: PATH,
				query: {
					funding_instrument_id: 'fi1usd',
					name: 'Summer Launch',
					daily_budget_amount_local_micro: '12500000',
					total_budget_amount_local_micro: '1000000000',
					entity_status: 'ACTIVE',
					budget_optimization: 'LINE_ITEM',
					purchase_order_number: 'PO-2026-7',
					standard_delivery: 'false',
				},
			},
		]);
		expect(json(result)).toEqual([
			expect.objectContaining({
				name: 'Summer Launch',
				currency: 'USD',
				daily_budget_amount: 12.5,
				entity_status: 'ACTIVE',
			}),
		]);
	});

	test('without amounts nothing is looked up; created PAUSED unless told; CAMPAIGN budget optimization (earlier reference) is accepted', async () => {
		const result = await create({ additionalFields: { budget_optimization: 'CAMPAIGN' } });
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: PATH,
				query: {
					funding_instrument_id: 'fi1usd',
					name: 'Summer Launch',
					entity_status: 'PAUSED',
					budget_optimization: 'CAMPAIGN',
				},
			},
		]);
		expect(json(result)[0]).toMatchObject({ entity_status: 'PAUSED' });
	});

	test('a JPY instrument takes whole yen only', async () => {
		const ok = await create({
			fundingInstrumentId: byId('fi2jpy'),
			daily_budget_amount_local_micro: '5000',
		});
		expect(ok.error).toBeUndefined();
		expect(requests().at(-1)?.query).toMatchObject({
			daily_budget_amount_local_micro: '5000000000',
		});
		const bad = await create({
			fundingInstrumentId: byId('fi2jpy'),
			daily_budget_amount_local_micro: '5000.5',
		});
		expect(bad.error?.message).toBe(
			'Item 1: Daily Budget must be a whole amount in JPY, which has no decimals, got 5000.5 JPY',
		);
		expect(requests().filter((request) => request.method === 'POST')).toHaveLength(1);
	});

	test('the 201st active campaign is refused with TOO_MANY_CAMPAIGNS; a draft is not', async () => {
		const store = campaigns(emulator().state);
		const active = store.filter((one) => one.account_id === ACCOUNT && !one.deleted);
		for (let n = active.filter((one) => one.entity_status !== 'DRAFT').length; n < 200; n++)
			store.push(
				campaign(`fill${n}`, ACCOUNT, 0, {
					name: `Fill ${n}`,
					funding_instrument_id: 'fi1usd',
					currency: 'USD',
				}),
			);
		const refused = await create();
		expect(refused.error?.message).toMatch(/TOO_MANY_CAMPAIGNS|at most 200 active campaigns/);
		const draft = await create({ entity_status: 'DRAFT' });
		expect(draft.error).toBeUndefined();
		expect(json(draft)[0]).toMatchObject({ entity_status: 'DRAFT' });
	});

	test('an instrument that cannot fund is refused by the platform with its code', async () => {
		const result = await create({ fundingInstrumentId: byId('fi4eur') });
		expect(result.error?.message).toMatch(/cannot fund/);
		expect(requests()).toHaveLength(1);
	});
});

describe('Campaign Create: Find Before Create', () => {
	const parameters = { fundingInstrumentId: byId('fi1usd'), name: 'Autumn Launch' };
	const lookup = (instrument = 'fi1usd') => ({
		method: 'GET',
		path: PATH,
		query: {
			funding_instrument_ids: instrument,
			q: 'Autumn Launch',
			sort_by: 'created_at-desc',
			with_draft: 'true',
			count: '1000',
		},
	});
	const named = () =>
		campaigns(emulator().state).filter((one) => one.name === 'Autumn Launch' && !one.deleted);

	test('on by default: the re-run returns the campaign created minutes ago and sends no POST', async () => {
		const first = await campaignRun('create', parameters);
		expect(first.error).toBeUndefined();
		expect(requests().map((request) => request.method)).toEqual(['GET', 'POST']);
		expect(requests()[0]).toEqual(lookup());
		const created = json(first)[0];
		expect(created.foundExisting).toBeUndefined();

		const again = await campaignRun('create', parameters);
		expect(again.error).toBeUndefined();
		expect(requests().slice(2)).toEqual([lookup()]);
		expect(json(again)).toEqual([
			expect.objectContaining({ id: created.id, name: 'Autumn Launch', foundExisting: true }),
		]);
		expect(named()).toHaveLength(1);
	});

	test('with Output Full Response, the campaign found comes in `data`, marked found', async () => {
		const first = await campaignRun('create', parameters);
		const again = await campaignRun('create', { ...parameters, output: 'response' });
		expect(requests().slice(2)).toEqual([lookup()]);
		expect(json(again)).toEqual([
			{ data: expect.objectContaining({ id: json(first)[0].id }), foundExisting: true },
		]);
	});

	test('off: the re-run creates a second campaign, without a look-up', async () => {
		await campaignRun('create', { ...parameters, findBeforeCreate: false });
		const again = await campaignRun('create', { ...parameters, findBeforeCreate: false });
		expect(requests().map((request) => request.method)).toEqual(['POST', 'POST']);
		expect(json(again)[0].foundExisting).toBeUndefined();
		expect(named()).toHaveLength(2);
	});

	test('only a campaign of the same funding instrument, created within the chosen minutes, is returned', async () => {
		const twoHoursAgo = new Date(Date.now() - 120 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
		campaigns(emulator().state).push(
			campaign('old1', ACCOUNT, 0, {
				name: 'Autumn Launch',
				funding_instrument_id: 'fi1usd',
				currency: 'USD',
				created_at: twoHoursAgo,
			}),
			campaign('jpy1', ACCOUNT, 0, {
				name: 'Autumn Launch',
				funding_instrument_id: 'fi2jpy',
				currency: 'JPY',
			}),
		);
		const within60 = await campaignRun('create', parameters);
		expect(requests().map((request) => request.method)).toEqual(['GET', 'POST']);
		expect(json(within60)[0].id).not.toBe('old1');
		expect(json(within60)[0].foundExisting).toBeUndefined();

		emulator().clearLog();
		campaigns(emulator().state).splice(
			campaigns(emulator().state).findIndex((one) => one.id === json(within60)[0].id),
			1,
		);
		const within180 = await campaignRun('create', { ...parameters, findWithinMinutes: 180 });
		expect(requests()).toEqual([lookup()]);
		expect(json(within180)).toEqual([
			expect.objectContaining({ id: 'old1', foundExisting: true, currency: 'USD' }),
		]);
	});
});

describe('Campaign Get and Get Many', () => {
	test('Get answers the campaign; with With Deleted also a deleted one', async () => {
		const result = await campaignRun('get', { campaignId: byId('c1') });
		expect(requests()).toEqual([{ method: 'GET', path: `${PATH}/c1`, query: {} }]);
		expect(json(result)).toEqual([
			expect.objectContaining({ id: 'c1', name: 'Spring Sale', total_budget_amount: 1000 }),
		]);
		const deleted = await campaignRun('get', {
			campaignId: byId('c4'),
			getOptions: { withDeleted: true },
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `${PATH}/c4`,
			query: { with_deleted: 'true' },
		});
		expect(json(deleted)).toEqual([expect.objectContaining({ id: 'c4', deleted: true })]);
	});

	test('Get Many sends its filters and sort, drafts only when asked', async () => {
		const result = await campaignRun('getAll', {
			returnAll: false,
			limit: 50,
			listOptions: {
				campaignIds: 'c1, c2,c3',
				fundingInstrumentIds: 'fi1usd',
				q: 'Hol',
				withDraft: true,
				sortBy: 'name-asc',
			},
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: PATH,
				query: {
					count: '50',
					campaign_ids: 'c1,c2,c3',
					funding_instrument_ids: 'fi1usd',
					q: 'Hol',
					with_draft: 'true',
					sort_by: 'name-asc',
				},
			},
		]);
		expect(json(result).map((one) => one.id)).toEqual(['c2']);
		const plain = await campaignRun('getAll', { returnAll: true });
		expect(json(plain).map((one) => one.id)).toEqual(['c1', 'c3', 'c6', 'c7', 'c8']);
	});
});

describe('Campaign Update and Delete', () => {
	test('Update reads the campaign currency once, then sends the changes', async () => {
		const result = await campaignRun('update', {
			campaignId: byId('c1'),
			updateFields: {
				name: 'Spring Sale 2',
				entity_status: 'PAUSED',
				daily_budget_amount_local_micro: '20',
			},
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: `${PATH}/c1`, query: {} },
			{ method: 'GET', path: RULES, query: { currency: 'USD' } },
			{
				method: 'PUT',
				path: `${PATH}/c1`,
				query: {
					name: 'Spring Sale 2',
					entity_status: 'PAUSED',
					daily_budget_amount_local_micro: '20000000',
				},
			},
		]);
		expect(json(result)[0]).toMatchObject({ entity_status: 'PAUSED', effective_status: 'PAUSED' });
	});

	test('the platform refuses a daily budget above the stored total', async () => {
		const result = await campaignRun('update', {
			campaignId: byId('c1'),
			updateFields: { daily_budget_amount_local_micro: '5000' },
		});
		expect(result.error?.message).toMatch(/daily_budget_amount_local_micro must be at most/);
	});

	test('Delete answers deleted=true; deleting again answers 404, explained', async () => {
		const first = await campaignRun('delete', { campaignId: byId('c3') });
		expect(json(first)).toEqual([expect.objectContaining({ id: 'c3', deleted: true })]);
		const second = await campaignRun('delete', { campaignId: byId('c3') });
		expect(requests()).toEqual([
			{ method: 'DELETE', path: `${PATH}/c3`, query: {} },
			{ method: 'DELETE', path: `${PATH}/c3`, query: {} },
		]);
		expect(second.error?.message).toMatch(/already deleted|not found/i);
	});
});

describe('Campaign Update Many and Delete Many', () => {
	test('one batch of Update operations with campaign_id in params, then one of Delete', async () => {
		const updated = await campaignRun(
			'updateMany',
			{ campaignId: byId('={{ $json.id }}'), updateFields: { entity_status: 'PAUSED' } },
			[{ id: 'c1' }, { id: 'c3' }],
		);
		expect(updated.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: `/ads/12/batch/accounts/${ACCOUNT}/campaigns`,
				query: {},
				body: [
					{ operation_type: 'Update', params: { campaign_id: 'c1', entity_status: 'PAUSED' } },
					{ operation_type: 'Update', params: { campaign_id: 'c3', entity_status: 'PAUSED' } },
				],
			},
		]);
		expect(json(updated).map((one) => [one.id, one.entity_status])).toEqual([
			['c1', 'PAUSED'],
			['c3', 'PAUSED'],
		]);
		const deleted = await campaignRun('deleteMany', { campaignId: byId('={{ $json.id }}') }, [
			{ id: 'c1' },
			{ id: 'c3' },
		]);
		expect(requests().at(-1)?.body).toEqual([
			{ operation_type: 'Delete', params: { campaign_id: 'c1' } },
			{ operation_type: 'Delete', params: { campaign_id: 'c3' } },
		]);
		expect(json(deleted).map((one) => one.deleted)).toEqual([true, true]);
	});
});
