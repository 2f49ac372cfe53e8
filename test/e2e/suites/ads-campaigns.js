'use strict';
// Platform Ads campaign management inside n8n: funding instruments (list, get, sandbox create and
// delete), bidding rules, campaigns (create with currency amounts, get, list, update, delete) and
// Create Many: 100 input items in 3 batch requests, a refused batch failing exactly its items.
// A create run again with Find Before Create on returns the campaign already made; off, it makes
// a second one.
const { ADS_ACCOUNT: ACCOUNT, adsNodes, chain, codeNode, locator } = require('../workflows');
const { adsListSearch, nodeOutput, platformRequests, requestLine } = require('../executions');

const BATCH = `/ads/12/batch/accounts/${ACCOUNT}/campaigns`;
const RERUN_NAME = 'E2E Rerun';

/** A Code node that outputs `count` items {n}. */
const numbers = (count) =>
	codeNode('Numbers', `return Array.from({ length: ${count} }, (_, n) => ({ json: { n } }));`);

function workflows(credentials) {
	const ads = adsNodes(credentials, { accountId: locator(ACCOUNT) });
	const refused = ads('Create many, two refused', {
		resource: 'campaign',
		operation: 'createMany',
		fundingInstrumentId: locator('={{ [45, 50].includes($json.n) ? "fi4eur" : "fi1usd" }}'),
		name: '={{ "Refusal " + $json.n }}',
		entity_status: 'DRAFT',
	});
	refused.onError = 'continueRegularOutput';
	// After the list (one item per instrument), each node runs once.
	const once = (node) => ({ ...node, executeOnce: true });
	const deleteAgain = ads('Delete again', {
		resource: 'campaign',
		operation: 'delete',
		campaignId: locator('={{ $("Create").item.json.id }}'),
	});
	deleteAgain.onError = 'continueRegularOutput';
	const rerun = {
		resource: 'campaign',
		operation: 'create',
		fundingInstrumentId: locator('fi1usd'),
		name: RERUN_NAME,
		amountUnit: 'currency',
		daily_budget_amount_local_micro: '5',
	};
	const sameName = {
		resource: 'campaign',
		operation: 'getAll',
		returnAll: true,
		listOptions: { q: RERUN_NAME, withDraft: true },
	};
	return [
		chain('PlatformAdsFi01', 'Ads: funding instruments and bidding rules', [
			ads('Instruments', { resource: 'fundingInstrument', operation: 'getAll', returnAll: true }),
			once(
				ads('Instrument', {
					resource: 'fundingInstrument',
					operation: 'get',
					fundingInstrumentId: locator('fi2jpy'),
					output: 'response',
				}),
			),
			ads('Rules', {
				resource: 'biddingRule',
				operation: 'getAll',
				currency: 'JPY',
				output: 'response',
			}),
			ads('Sandbox instrument', {
				resource: 'fundingInstrument',
				operation: 'create',
				environment: 'sandbox',
				currency: 'KWD',
				type: 'INSERTION_ORDER',
				start_time: '2026-12-01T00:00:00Z',
				additionalFields: { funded_amount_local_micro: '250.125' },
			}),
			ads('Delete sandbox instrument', {
				resource: 'fundingInstrument',
				operation: 'delete',
				environment: 'sandbox',
				fundingInstrumentId: locator('={{ $json.id }}'),
			}),
		]),
		chain('PlatformAdsCamp01', 'Ads: one campaign from create to delete', [
			ads('Create', {
				resource: 'campaign',
				operation: 'create',
				fundingInstrumentId: locator('fi1usd'),
				name: 'E2E Launch',
				amountUnit: 'currency',
				daily_budget_amount_local_micro: '12.50',
				total_budget_amount_local_micro: '1000',
			}),
			ads('Get', {
				resource: 'campaign',
				operation: 'get',
				campaignId: locator('={{ $json.id }}'),
			}),
			ads('Update', {
				resource: 'campaign',
				operation: 'update',
				campaignId: locator('={{ $json.id }}'),
				updateFields: { entity_status: 'PAUSED', name: 'E2E Launch (paused)' },
			}),
			ads('List', {
				resource: 'campaign',
				operation: 'getAll',
				limit: 5,
				listOptions: { q: 'E2E', fundingInstrumentIds: 'fi1usd' },
			}),
			ads('Delete', {
				resource: 'campaign',
				operation: 'delete',
				campaignId: locator('={{ $("Create").item.json.id }}'),
			}),
			deleteAgain,
		]),
		chain(
			'PlatformAdsCamp04',
			'Ads: a campaign create run again, with Find Before Create on and off',
			[
				ads('Create', rerun),
				ads('Create again', rerun),
				ads('Listed after the re-run', sameName),
				ads('Create with the look-up off', { ...rerun, findBeforeCreate: false }),
				once(ads('Listed at the end', sameName)),
			],
		),
		chain('PlatformAdsCamp02', 'Ads: 100 campaigns in bulk', [
			numbers(100),
			ads('Create many', {
				resource: 'campaign',
				operation: 'createMany',
				fundingInstrumentId: locator('fi1usd'),
				name: '={{ "Bulk " + $json.n }}',
				entity_status: 'DRAFT',
			}),
		]),
		chain('PlatformAdsCamp03', 'Ads: a refused batch fails exactly its items', [
			numbers(100),
			refused,
		]),
	];
}

const calls = (requests) => platformRequests(requests).map(requestLine);

async function run({ h, check, assert, rest, newRequests, credentials }) {
	await check('Ads: the funding instrument picker shows name, currency and type', async () => {
		const answer = await adsListSearch(rest, credentials, {
			parameter: 'fundingInstrumentId',
			method: 'searchFundingInstruments',
			filter: 'okyo',
			parameters: {
				resource: 'fundingInstrument',
				operation: 'get',
				accountId: locator(ACCOUNT),
			},
		});
		assert(
			JSON.stringify(answer.results) ===
				JSON.stringify([
					{ name: 'Tokyo insertion order · JPY · Insertion Order (fi2jpy)', value: 'fi2jpy' },
				]),
			`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
		);
		await newRequests();
	});

	await check(
		'Ads: the campaign picker finds a word inside a campaign name, drafts too',
		async () => {
			const answer = await adsListSearch(rest, credentials, {
				parameter: 'campaignId',
				method: 'searchCampaigns',
				filter: 'iday dr',
				parameters: {
					resource: 'campaign',
					operation: 'get',
					accountId: locator(ACCOUNT),
				},
			});
			assert(
				JSON.stringify(answer.results) ===
					JSON.stringify([{ name: 'Holiday Draft (c2)', value: 'c2' }]),
				`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
			);
			const [list] = (await newRequests()).filter((entry) => entry.path.endsWith('/campaigns'));
			assert(list && list.query.with_draft === 'true', `list ${JSON.stringify(list?.query)}`);
		},
	);

	await check(
		'Ads: funding instruments listed and read, JPY bidding rules, a KWD sandbox instrument created and deleted',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsFi01', 'Start');
			const seen = calls(await newRequests());
			assert(
				execution.status === 'success',
				`execution ${execution.status}: ${execution.data.resultData.error?.message}; ${JSON.stringify(seen)}`,
			);
			const listed = nodeOutput(execution, 'Instruments').map((one) => one.id);
			assert(listed.join() === 'fi1usd,fi2jpy,fi3kwd,fi4eur', `listed ${listed}`);
			const [rules] = nodeOutput(execution, 'Rules');
			assert(
				rules.data.length === 1 && rules.data[0].minimum_denomination === 1000000,
				`rules ${JSON.stringify(rules)}`,
			);
			const [removed] = nodeOutput(execution, 'Delete sandbox instrument');
			assert(
				removed.deleted === true &&
					removed.funded_amount_local_micro === 250125000 &&
					removed.funded_amount === 250.125,
				`deleted ${JSON.stringify(removed)}`,
			);
			const expected = [
				`GET /ads/12/accounts/${ACCOUNT}/funding_instruments 200`,
				`GET /ads/12/accounts/${ACCOUNT}/funding_instruments/fi2jpy 200`,
				'GET /ads/12/bidding_rules 200',
				`POST /ads-sandbox/12/accounts/${ACCOUNT}/funding_instruments 200`,
				`DELETE /ads-sandbox/12/accounts/${ACCOUNT}/funding_instruments/${removed.id} 200`,
			];
			assert(JSON.stringify(seen) === JSON.stringify(expected), `requests ${JSON.stringify(seen)}`);
		},
	);

	await check(
		'Ads: a campaign created with 12.50 a day, read, paused, listed, deleted, and deleted again (404, explained)',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsCamp01', 'Start');
			const requests = await newRequests();
			const post = requests.find((entry) => entry.method === 'POST');
			assert(
				post &&
					post.query.daily_budget_amount_local_micro === '12500000' &&
					post.query.total_budget_amount_local_micro === '1000000000' &&
					post.query.funding_instrument_id === 'fi1usd',
				`POST ${JSON.stringify(post?.query)}`,
			);
			// The budgets in currency beside the micros, as a person or a model reads them.
			const [got] = nodeOutput(execution, 'Get');
			assert(
				got.currency === 'USD' &&
					got.daily_budget_amount_local_micro === 12500000 &&
					got.daily_budget_amount === 12.5 &&
					got.total_budget_amount_local_micro === 1000000000 &&
					got.total_budget_amount === 1000,
				`got ${JSON.stringify(got)}`,
			);
			const [updated] = nodeOutput(execution, 'Update');
			assert(updated.entity_status === 'PAUSED', `updated ${JSON.stringify(updated)}`);
			const listed = nodeOutput(execution, 'List').map((one) => one.name);
			assert(listed.includes('E2E Launch (paused)'), `listed ${JSON.stringify(listed)}`);
			const [again] = nodeOutput(execution, 'Delete again');
			assert(
				String(again.error).startsWith('The campaign was not found: it is already deleted'),
				`second delete ${JSON.stringify(again)}`,
			);
			const methods = calls(requests).map((call) => call.replace(/\/c\d+/, '/<id>'));
			const expected = [
				`GET /ads/12/accounts/${ACCOUNT}/funding_instruments/fi1usd 200`,
				'GET /ads/12/bidding_rules 200',
				// Find Before Create (on by default): no campaign of that name yet, so it is created.
				`GET /ads/12/accounts/${ACCOUNT}/campaigns 200`,
				`POST /ads/12/accounts/${ACCOUNT}/campaigns 200`,
				`GET /ads/12/accounts/${ACCOUNT}/campaigns/<id> 200`,
				`PUT /ads/12/accounts/${ACCOUNT}/campaigns/<id> 200`,
				`GET /ads/12/accounts/${ACCOUNT}/campaigns 200`,
				`DELETE /ads/12/accounts/${ACCOUNT}/campaigns/<id> 200`,
				`DELETE /ads/12/accounts/${ACCOUNT}/campaigns/<id> 404`,
			];
			assert(
				JSON.stringify(methods) === JSON.stringify(expected),
				`requests ${JSON.stringify(methods)}`,
			);
		},
	);

	await check(
		'Ads: a campaign create run again with Find Before Create on returns the same campaign (one in the account); off, a second one is created',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsCamp04', 'Start');
			const seen = calls(await newRequests());
			assert(
				execution.status === 'success',
				`execution ${execution.status}: ${execution.data.resultData.error?.message}`,
			);
			const [first] = nodeOutput(execution, 'Create');
			const [again] = nodeOutput(execution, 'Create again');
			assert(
				!first.foundExisting && again.foundExisting === true && again.id === first.id,
				`created ${JSON.stringify(first)}, then ${JSON.stringify(again)}`,
			);
			const named = (node) => nodeOutput(execution, node).filter((one) => one.name === RERUN_NAME);
			assert(named('Listed after the re-run').length === 1, 'not one campaign after the re-run');
			const [anew] = nodeOutput(execution, 'Create with the look-up off');
			const ids = named('Listed at the end').map((one) => one.id);
			assert(
				!anew.foundExisting && anew.id !== first.id && ids.length === 2 && ids.includes(anew.id),
				`created ${JSON.stringify(anew)}; listed ${JSON.stringify(ids)}`,
			);
			const posts = seen.filter((line) => line.startsWith('POST '));
			assert(posts.length === 2, `POST requests ${JSON.stringify(posts)}`);
		},
	);

	await check(
		'Ads: 100 campaigns from 100 input items: 3 batch requests, one output each',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsCamp02', 'Start');
			assert(execution.status === 'success', `execution ${execution.status}`);
			const created = nodeOutput(execution, 'Create many');
			assert(
				created.length === 100 && created.every((one, n) => one.name === `Bulk ${n}`),
				`${created.length} outputs`,
			);
			// The request log keeps no bodies: the 40/40/20 split is asserted in jest (batch.test.ts);
			// here, three batch requests, each applied.
			const batches = (await newRequests()).filter((entry) => entry.path === BATCH);
			const statuses = batches.map((entry) => entry.status);
			assert(JSON.stringify(statuses) === '[200,200,200]', `batches ${JSON.stringify(statuses)}`);
		},
	);

	await check(
		'Ads: a refused batch fails exactly its own items, each with its reason; the other batches are applied',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsCamp03', 'Start');
			const results = nodeOutput(execution, 'Create many, two refused');
			const failed = results.flatMap((one, n) => (one.error ? [n] : []));
			assert(
				results.length === 100 && failed.length === 40 && failed[0] === 40 && failed[39] === 79,
				`failed ${JSON.stringify(failed)}`,
			);
			assert(
				String(results[45].error).includes('INVALID_FUNDING_INSTRUMENT') &&
					String(results[41].error).includes('because of Item 46, Item 51'),
				`errors ${results[45].error} / ${results[41].error}`,
			);
			const batches = (await newRequests()).filter((entry) => entry.path === BATCH);
			const statuses = batches.map((entry) => entry.status);
			assert(JSON.stringify(statuses) === '[200,400,200]', `statuses ${JSON.stringify(statuses)}`);
		},
	);
}

module.exports = { workflows, run };
