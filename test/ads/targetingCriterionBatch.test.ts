import type { IDataObject } from 'n8n-workflow';

import { targetingCriteria } from '../emulator/routes/adsTargetingCriteria';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT, batchSizes, batchesTo } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const BATCH = `/ads/12/batch/accounts/${ACCOUNT}/targeting_criteria`;

const items = (rows: IDataObject[]) => rows.map((row) => ({ json: row }));
const keywords = (count: number) =>
	items(Array.from({ length: count }, (_, n) => ({ keyword: `coffee ${n}` })));

/** Create Many with each item's type, value and line item from its JSON (or the defaults). */
const createMany = (rows: Array<{ json: IDataObject }>, continueOnFail = false) =>
	run(
		{
			resource: 'targetingCriterion',
			operation: 'createMany',
			accountId: byId(ACCOUNT),
			lineItemId: byId('={{ $json.lineItem ?? "8v7jp" }}'),
			targetingType: '={{ $json.type ?? "BROAD_KEYWORD" }}',
			targetingValue: byId('={{ $json.keyword ?? $json.value }}'),
			ageBucket: '={{ $json.value }}',
			engagement: '={{ $json.value }}',
			operatorType: '={{ $json.operator ?? "EQ" }}',
		},
		{ items: rows, continueOnFail },
	);

describe('Targeting Criterion Create Many', () => {
	test('1,000 input items make 2 batch requests of 500, in order, one output item each', async () => {
		const result = await createMany(keywords(1000));
		expect(result.error).toBeUndefined();
		const sent = batchesTo(requests(), BATCH);
		expect(batchSizes(sent)).toEqual([500, 500]);
		expect(requests()).toHaveLength(2);
		expect((sent[1].body as unknown[])[0]).toEqual({
			operation_type: 'Create',
			params: {
				line_item_id: '8v7jp',
				targeting_type: 'BROAD_KEYWORD',
				targeting_value: 'coffee 500',
				operator_type: 'EQ',
			},
		});
		const output = json(result);
		expect(output).toHaveLength(1000);
		expect(output.map((one) => one.targeting_value)).toEqual(
			Array.from({ length: 1000 }, (_, n) => `coffee ${n}`),
		);
		expect(result.items[999].pairedItem).toEqual({ item: 999 });
	});

	test('a refused batch fails exactly its items, each with its reason; the other batch is applied', async () => {
		// Item 551 names a location the platform does not know: only the platform can tell.
		const rows = keywords(600);
		rows[550] = { json: { type: 'LOCATION', value: 'ffffffffffffffff' } };
		const result = await createMany(rows, true);
		expect(result.error).toBeUndefined();
		const output = json(result);
		expect(output).toHaveLength(600);
		expect(output.slice(0, 500).every((one) => one.error === undefined && one.id)).toBe(true);
		expect(output[550].error).toBe(
			'Item 551: Targeting Value "ffffffffffffffff" is not a location the platform knows: choose it in the From List mode, which searches the locations by name',
		);
		for (const n of [500, 549, 551, 599])
			expect(output[n].error).toBe(
				`Item ${n + 1}: not applied: the platform refused this request because of Item 551, and a batch is applied all or nothing`,
			);
		const values = targetingCriteria(emulator().state).map((one) => one.targeting_value);
		expect(values).toContain('coffee 499');
		expect(values).not.toContain('coffee 500');
		expect(batchesTo(requests(), BATCH)).toHaveLength(2);
	});

	test('an unknown value reads as in Create (once, the item, the way to the list); other refusals keep the platform words', async () => {
		const rows = items([
			{ type: 'INTEREST', value: 'Underwater basket weaving' },
			{ keyword: 'coffee' },
			// 8v7jo already targets an age bucket: refused on targeting_type, not on the value.
			{ type: 'AGE', value: 'AGE_25_TO_54', lineItem: '8v7jo' },
		]);
		const unknown =
			'Item 1: Targeting Value "Underwater basket weaving" is not an interest the platform knows: choose it in the From List mode, which searches the interests by name';
		expect((await createMany(rows)).error?.message).toBe(unknown);
		const output = json(await createMany(rows, true));
		expect(output.map((one) => one.error)).toEqual([
			unknown,
			'Item 2: not applied: the platform refused this request because of Item 1, Item 3, and a batch is applied all or nothing',
			expect.stringMatching(/^Item 3: INVALID_PARAMETER: A line item takes at most /),
		]);
		expect(batchesTo(requests(), BATCH)).toHaveLength(2);
		expect(targetingCriteria(emulator().state).map((one) => one.targeting_value)).not.toContain(
			'coffee',
		);
	});

	test('IAB_CATEGORY, an ENGAGEMENT_TYPE with its USER_ENGAGEMENT, and a TV show after its location pass', async () => {
		const result = await createMany(
			items([
				{ type: 'IAB_CATEGORY', value: 'IAB1' },
				{ type: 'USER_ENGAGEMENT', value: '2244994945' },
				{ type: 'ENGAGEMENT_TYPE', value: 'ENGAGEMENT' },
				{ type: 'LOCATION', value: '96683cc9126741d1' },
				{ type: 'TV_SHOW', value: '100001' },
			]),
		);
		expect(result.error).toBeUndefined();
		expect(json(result).map((one) => one.targeting_type)).toEqual([
			'IAB_CATEGORY',
			'USER_ENGAGEMENT',
			'ENGAGEMENT_TYPE',
			'LOCATION',
			'TV_SHOW',
		]);
	});
});

/** Rules across the items of one run, each refused before any request, on the item that breaks it. */
const ACROSS: Array<[string, IDataObject[], string]> = [
	[
		'two age buckets for one line item',
		[
			{ type: 'AGE', value: 'AGE_18_TO_34' },
			{ type: 'LOCATION', value: '96683cc9126741d1' },
			{ type: 'AGE', value: 'AGE_OVER_50' },
		],
		'Item 3: Targeting Type is one too many: line item 8v7jp takes at most one age bucket',
	],
	[
		'two events for one line item',
		[
			{ type: 'EVENT', value: 'e1' },
			{ type: 'EVENT', value: 'e2' },
		],
		'Item 2: Targeting Type is one too many: line item 8v7jp takes at most one event',
	],
	[
		'ENGAGEMENT_TYPE without a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT',
		[
			{ type: 'USER_ENGAGEMENT', value: '2244994945', lineItem: '8v7jo' },
			{ type: 'ENGAGEMENT_TYPE', value: 'IMPRESSION' },
		],
		'Item 2: Targeting Type ENGAGEMENT_TYPE needs a CAMPAIGN_ENGAGEMENT or USER_ENGAGEMENT criterion for line item 8v7jp in the same run',
	],
	[
		'a TV show before the location of its line item',
		[
			{ type: 'TV_SHOW', value: '100001' },
			{ type: 'LOCATION', value: '96683cc9126741d1' },
		],
		'Item 1: Targeting Type is a TV show placed before the first location of line item 8v7jp',
	],
	[
		'101 interests for one line item',
		Array.from({ length: 101 }, (_, n) => ({ type: 'INTEREST', value: String(1000 + (n % 100)) })),
		'Item 101: Targeting Type is one too many: line item 8v7jp takes at most 100 interests',
	],
	[
		'1,001 keywords for one line item',
		Array.from({ length: 1001 }, (_, n) => ({ keyword: `k${n}` })),
		'Item 1001: Targeting Type is one too many: line item 8v7jp takes at most 1,000 keywords',
	],
	[
		'a criterion of a bad line item among good ones',
		[{ keyword: 'a' }, { keyword: 'b', lineItem: 'li 2' }],
		'Item 2: Line Item must be an ID of letters and digits, got "li 2"',
	],
];

test.each(ACROSS)('%s is refused before any request', async (_case, rows, message) => {
	const result = await createMany(items(rows));
	expect(result.error?.message).toContain(message);
	expect(requests()).toEqual([]);
});

test('Delete Many sends the criterion IDs, 500 a request', async () => {
	const result = await run(
		{
			resource: 'targetingCriterion',
			operation: 'deleteMany',
			accountId: byId(ACCOUNT),
			targetingCriterionId: byId('={{ $json.id }}'),
		},
		{ items: items([{ id: '2kzxf' }, { id: '2kzxg' }]) },
	);
	expect(result.error).toBeUndefined();
	expect(requests()).toEqual([
		{
			method: 'POST',
			path: BATCH,
			query: {},
			body: [
				{ operation_type: 'Delete', params: { targeting_criterion_id: '2kzxf' } },
				{ operation_type: 'Delete', params: { targeting_criterion_id: '2kzxg' } },
			],
		},
	]);
	expect(json(result).map((one) => [one.id, one.deleted])).toEqual([
		['2kzxf', true],
		['2kzxg', true],
	]);
});
