import { lineItems } from '../emulator/routes/adsLineItems';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import {
	ACCOUNT,
	LINE_ITEM_CREATE_MANY,
	batchSizes,
	batchesTo,
	createManyOf,
	itemsOf as items,
} from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const BATCH = `/ads/12/batch/accounts/${ACCOUNT}/line_items`;

/** A campaign of the account with room for 100 line items: c2 (a draft, no line items yet). */
const createMany = createManyOf(run, 'lineItem', LINE_ITEM_CREATE_MANY);

describe('Line Item Create Many', () => {
	test('100 input items make 3 batch requests, in order, one output item per input item', async () => {
		const result = await createMany(100);
		expect(result.error).toBeUndefined();
		const sent = batchesTo(requests(), BATCH);
		expect(batchSizes(sent)).toEqual([40, 40, 20]);
		expect((sent[0].body as unknown[])[0]).toEqual({
			operation_type: 'Create',
			params: {
				campaign_id: 'c2',
				objective: 'WEBSITE_CLICKS',
				product_type: 'PROMOTED_POSTS',
				placements: 'ALL_ON_PLATFORM',
				start_time: '2026-12-01T10:00:00Z',
				name: 'Line 0',
				entity_status: 'PAUSED',
				bid_amount_local_micro: 500000,
			},
		});
		// The campaign's currency and its rules are read once for the 100 items.
		expect(requests().filter((request) => request.path !== BATCH)).toEqual([
			{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/campaigns/c2`, query: {} },
			{ method: 'GET', path: '/ads/12/bidding_rules', query: { currency: 'USD' } },
		]);
		expect(json(result).map((one) => one.name)).toEqual(
			Array.from({ length: 100 }, (_, n) => `Line ${n}`),
		);
		expect(lineItems(emulator().state).filter((one) => one.campaign_id === 'c2')).toHaveLength(100);
	});

	test('a refused batch fails exactly its own items, each with its reason; the others go on', async () => {
		// Items 43 and 50 have a total budget above the campaign's: only the platform checks it.
		const result = await createMany(
			60,
			{
				campaignId: byId('c1'),
				total_budget_amount_local_micro: '={{ [42, 49].includes($json.n) ? "5000" : "10" }}',
			},
			true,
		);
		expect(result.error).toBeUndefined();
		const sent = batchesTo(requests(), BATCH);
		expect(batchSizes(sent)).toEqual([40, 20]);
		const output = json(result);
		expect(output).toHaveLength(60);
		expect(output[42].error).toContain('Item 43:');
		expect(output[42].error).toContain("at most the campaign's total budget");
		expect(output[49].error).toContain('Item 50:');
		expect(output[45].error).toContain('not applied');
		expect(output.slice(0, 40).every((one) => one.error === undefined && one.id)).toBe(true);
		expect(lineItems(emulator().state).filter((one) => one.name === 'Line 45')).toEqual([]);
	});

	test('bad input of one item is refused before any request, naming the item and the field', async () => {
		const result = await createMany(3, {
			objective: '={{ $json.n === 2 ? "SALES" : "WEBSITE_CLICKS" }}',
		});
		expect(result.error?.message).toContain('Item 3: Objective');
		expect(batchesTo(requests(), BATCH)).toEqual([]);
	});
});

describe('Line Item Update Many and Delete Many', () => {
	test('each input item names its line item; Update then Delete', async () => {
		const ids = ['8v7jo', '8v7jp'];
		const updated = await run(
			{
				resource: 'lineItem',
				operation: 'updateMany',
				accountId: byId(ACCOUNT),
				lineItemId: byId('={{ ["8v7jo", "8v7jp"][$json.n] }}'),
				updateFields: { entity_status: 'PAUSED', name: '={{ "Paused " + $json.n }}' },
			},
			{ items: items(2) },
		);
		expect(updated.error).toBeUndefined();
		const deleted = await run(
			{
				resource: 'lineItem',
				operation: 'deleteMany',
				accountId: byId(ACCOUNT),
				lineItemId: byId('={{ ["8v7jo", "8v7jp"][$json.n] }}'),
			},
			{ items: items(2) },
		);
		expect(deleted.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: BATCH,
				query: {},
				body: ids.map((id, n) => ({
					operation_type: 'Update',
					params: { line_item_id: id, entity_status: 'PAUSED', name: `Paused ${n}` },
				})),
			},
			{
				method: 'POST',
				path: BATCH,
				query: {},
				body: ids.map((id) => ({ operation_type: 'Delete', params: { line_item_id: id } })),
			},
		]);
		expect(json(deleted).map((one) => one.deleted)).toEqual([true, true]);
	});

	test('Update Many with nothing to change is refused before any request', async () => {
		const result = await run({
			resource: 'lineItem',
			operation: 'updateMany',
			accountId: byId(ACCOUNT),
			lineItemId: byId('8v7jo'),
			updateFields: {},
		});
		expect(result.error?.message).toContain('Item 1: Update Fields');
		expect(requests()).toEqual([]);
	});
});
