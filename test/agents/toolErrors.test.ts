import type { IDataObject } from 'n8n-workflow';

import { byId, nodeHarness } from '../helpers/nodeHarness';

/**
 * Errors as an AI model reads them. n8n names a node used as a tool "<type>Tool" and hands the
 * error's message and description to the model, which can only call the tool again: the error
 * names the `$fromAI` argument to change, or says that the field is fixed in the tool's settings,
 * never asks to "run the node again", and a refusal of the platform says whether trying again can
 * help. Each runs as the tool path runs a node (n8n's routing engine alone); a workflow step's
 * errors stay worded for a person.
 */
const ads = nodeHarness('ads');
const core = nodeHarness('core');

// An expression, so that n8n checks it when the node runs, as the node does, not in the panel.
const fixed = (value: string) => ({
	__rl: true,
	mode: 'id',
	value: `={{ ${JSON.stringify(value)} }}`,
});
const fromAi = (key: string) => `={{ $fromAI('${key}', 'the ${key.toLowerCase()}', 'string') }}`;
const statsOf = (accountId: unknown) => ({
	resource: 'analytics',
	operation: 'getStats',
	accountId,
	entity: 'LINE_ITEM',
	lineItems: ['8v7jo'],
});
const asTool = (args: IDataObject) => ({ asTool: true, items: [{ json: args }] });

describe('a code operation called as a tool (Analytics > Get Stats)', () => {
	test("a bad argument names its $fromAI key, sends nothing and never says 'run the node again'", async () => {
		const { error } = await ads.run(
			statsOf({ __rl: true, mode: 'id', value: fromAi('Account') }),
			asTool({ Account: 'not an id!' }),
		);
		expect(error?.message).toMatch(/^Account /);
		expect(error?.description).toBe(
			'Nothing was sent. Call the tool again with another value for its argument "Account".',
		);
		expect(ads.requests()).toEqual([]);
	});

	test('a bad value fixed in the tool settings is said to be for the workflow builder', async () => {
		const { error } = await ads.run(statsOf(fixed('not an id!')), asTool({}));
		expect(error?.description).toMatch(
			/^Nothing was sent\. "Account" is set in the tool's settings, not by you: ask the person who built the workflow to change it\.$/,
		);
		expect(ads.requests()).toEqual([]);
	});

	test('the same check in a workflow step still speaks to the person in the editor', async () => {
		const { error } = await ads.run(statsOf(fixed('not an id!')));
		expect(error?.message).toMatch(/^Item 1: Account /);
		expect(error?.description).toMatch(/run the node again/);
	});
});

test('a refusal of the platform says that trying again with the same arguments will not help', async () => {
	const { error } = await ads.run(
		{
			resource: 'campaign',
			operation: 'get',
			accountId: { __rl: true, mode: 'id', value: fromAi('Account') },
			campaignId: byId('8wku2'),
		},
		asTool({ Account: 'nosuchacct1' }),
	);
	expect(error?.description).toMatch(/Trying again with the same arguments will not help\.$/);
	expect(ads.requests()).toEqual([
		expect.objectContaining({ path: '/ads/12/accounts/nosuchacct1/campaigns/8wku2' }),
	]);
});

test('Media > Upload as a tool answers that it needs a file, and sends nothing', async () => {
	const { error } = await core.run(
		{ resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
		asTool({}),
	);
	expect(error?.message).toBe(
		'Input Binary Field names "data", where the input item holds no file',
	);
	expect(error?.description).toMatch(/A tool call carries only text/);
	expect(core.requests()).toEqual([]);
});

describe('under On Error: Continue, the error is the answer the model reads', () => {
	const campaignGet = (accountId: unknown) => ({
		resource: 'campaign',
		operation: 'get',
		accountId,
		campaignId: byId('8wku2'),
	});

	test("a check before sending answers {error, details} and sends nothing (routing alone would answer '{}')", async () => {
		const { items, error } = await ads.run(
			campaignGet({ __rl: true, mode: 'id', value: fromAi('Account') }),
			{ ...asTool({ Account: 'not an id!' }), continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([
			{
				error: expect.stringMatching(/^Account /),
				details:
					'Nothing was sent. Call the tool again with another value for its argument "Account".',
			},
		]);
		expect(ads.requests()).toEqual([]);
	});

	test('a refusal of the platform answers {error, details}, saying whether trying again helps', async () => {
		const { items } = await ads.run(
			campaignGet({ __rl: true, mode: 'id', value: fromAi('Account') }),
			{ ...asTool({ Account: 'nosuchacct1' }), continueOnFail: true },
		);
		expect(items.map((item) => item.json)).toEqual([
			{
				error: expect.stringMatching(/nosuchacct1 was not found/),
				details: expect.stringMatching(/Trying again with the same arguments will not help\.$/),
			},
		]);
	});

	test('a workflow step under Continue keeps the error item n8n makes, worded for a person', async () => {
		const { items } = await ads.run(campaignGet(fixed('not an id!')), { continueOnFail: true });
		expect(items.map((item) => item.json)).toEqual([
			{ error: expect.stringMatching(/^Item 1: Account /) },
		]);
	});
});
