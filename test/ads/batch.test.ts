import { connectionReset } from '../emulator/faults';
import { campaigns } from '../emulator/routes/adsCampaigns';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, batchSizes, batchesTo, createManyOf } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const BATCH = `/ads/12/batch/accounts/${ACCOUNT}/campaigns`;

const createMany = createManyOf(run, 'campaign', {
	fundingInstrumentId: byId('fi1usd'),
	name: '={{ "Campaign " + $json.n }}',
	entity_status: 'DRAFT',
	total_budget_amount_local_micro: '100',
});

describe('Campaign Create Many', () => {
	test('100 input items make 3 batch requests, in order, one output item per input item', async () => {
		const result = await createMany(100);
		expect(result.error).toBeUndefined();
		const sent = batchesTo(requests(), BATCH);
		expect(batchSizes(sent)).toEqual([40, 40, 20]);
		expect((sent[0].body as unknown[])[0]).toEqual({
			operation_type: 'Create',
			params: {
				funding_instrument_id: 'fi1usd',
				name: 'Campaign 0',
				entity_status: 'DRAFT',
				total_budget_amount_local_micro: 100000000,
			},
		});
		expect(
			sent.flatMap((request) =>
				(request.body as Array<{ params: { name: string } }>).map((one) => one.params.name),
			),
		).toEqual(Array.from({ length: 100 }, (_, n) => `Campaign ${n}`));
		// Before the batches: the instrument's currency and the currency's rules, once each.
		expect(requests().filter((request) => request.path !== BATCH)).toEqual([
			{ method: 'GET', path: `/ads/12/accounts/${ACCOUNT}/funding_instruments/fi1usd`, query: {} },
			{ method: 'GET', path: '/ads/12/bidding_rules', query: { currency: 'USD' } },
		]);
		expect(json(result)).toHaveLength(100);
		expect(json(result).map((one) => one.name)).toEqual(
			Array.from({ length: 100 }, (_, n) => `Campaign ${n}`),
		);
		expect(result.items.map((item) => item.pairedItem)).toEqual(
			Array.from({ length: 100 }, (_, n) => ({ item: n })),
		);
		expect(json(result)[0]).toMatchObject({ total_budget_amount: 100, currency: 'USD' });
	});

	test('a refused batch fails exactly its items, each with its reason; Continue On Fail keeps the others', async () => {
		// Items 46 and 51 (second request) draw on an instrument that cannot fund: only the platform knows.
		const result = await createMany(
			100,
			{
				fundingInstrumentId: byId('={{ [45, 50].includes($json.n) ? "fi4eur" : "fi1usd" }}'),
				additionalFields: { entity_status: 'DRAFT' },
			},
			true,
		);
		expect(result.error).toBeUndefined();
		const sent = batchesTo(requests(), BATCH);
		expect(batchSizes(sent)).toEqual([40, 40, 20]);
		const output = json(result);
		expect(output).toHaveLength(100);
		expect(output[45].error).toBe(
			'Item 46: INVALID_FUNDING_INSTRUMENT: Funding instrument fi4eur cannot fund campaigns',
		);
		expect(output[50].error).toBe(
			'Item 51: INVALID_FUNDING_INSTRUMENT: Funding instrument fi4eur cannot fund campaigns',
		);
		for (const n of [40, 44, 46, 79])
			expect(output[n].error).toBe(
				`Item ${n + 1}: not applied: the platform refused this request because of Item 46, Item 51, and a batch is applied all or nothing`,
			);
		expect(output.slice(0, 40).every((one) => one.error === undefined && one.id)).toBe(true);
		expect(output.slice(80).every((one) => one.error === undefined && one.id)).toBe(true);
		// Nothing of the refused request was applied, nothing was sent twice.
		const names = campaigns(emulator().state).map((one) => one.name);
		expect(names.filter((name) => name === 'Campaign 41')).toEqual([]);
		expect(names.filter((name) => name === 'Campaign 0')).toEqual(['Campaign 0']);
		expect(sent).toHaveLength(3);
	});

	test('without Continue On Fail, the node stops at the refused request and sends no later one', async () => {
		const result = await createMany(50, {
			fundingInstrumentId: byId('={{ $json.n === 3 ? "fi4eur" : "fi1usd" }}'),
			additionalFields: { entity_status: 'DRAFT' },
		});
		expect(result.error?.message).toBe(
			'Item 1: not applied: the platform refused this request because of Item 4, and a batch is applied all or nothing',
		);
		expect(batchesTo(requests(), BATCH)).toHaveLength(1);
	});

	test('a batch whose answer was lost is not sent again: its items fail saying it may have been applied', async () => {
		emulator().injectFault({ ...connectionReset({ path: BATCH }), times: 5 });
		const result = await createMany(45);
		expect(result.error?.message).toMatch(/^Items 1 to 40 \(one request\): /);
		expect(batchesTo(requests(), BATCH)).toHaveLength(1);
	});
});
