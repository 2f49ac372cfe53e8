'use strict';
// Platform Ads inside n8n: pick an account from a list, update a line item with currency amounts,
// delete it twice (the second answers 404, explained), page line item curated categories over
// three pages, and create a sandbox account from the production environment. Then create line
// items (one, then 45 in bulk: 2 batch requests), list them, read the placements, delete them in
// bulk, and pick a line item from the list by a word inside its name.
const { ADS_ACCOUNT: ACCOUNT, adsNodes, chain, codeNode, locator } = require('../workflows');
const { adsListSearch, nodeOutput, platformRequests, requestLine } = require('../executions');

function workflows(credentials) {
	const ads = adsNodes(credentials);
	const secondDelete = ads('Delete again', {
		resource: 'lineItem',
		operation: 'delete',
		accountId: locator('={{ $json.account_id }}'),
		lineItemId: locator('8v7jp'),
	});
	secondDelete.onError = 'continueRegularOutput';
	const many = codeNode('Items', 'return Array.from({ length: 45 }, (_, n) => ({ json: { n } }));');
	const once = (node) => Object.assign(node, { executeOnce: true });
	const newLineItem = {
		accountId: locator(ACCOUNT),
		objective: 'WEBSITE_CLICKS',
		productType: 'PROMOTED_POSTS',
		placements: ['ALL_ON_PLATFORM'],
		startTime: '2026-12-01T10:00:00Z',
	};
	return [
		chain('PlatformAdsLine03', 'Ads: create, list and delete line items', [
			ads('Create line item', {
				resource: 'lineItem',
				operation: 'create',
				campaignId: locator('c1'),
				...newLineItem,
				name: 'E2E single',
				bid_strategy: 'TARGET',
				bid_amount_local_micro: '1.25',
			}),
			many,
			ads('Create many', {
				resource: 'lineItem',
				operation: 'createMany',
				campaignId: locator('c2'),
				...newLineItem,
				name: '={{ "E2E bulk " + $json.n }}',
			}),
			once(
				ads('Placements', {
					resource: 'lineItem',
					operation: 'getPlacements',
					productType: 'PROMOTED_ACCOUNT',
				}),
			),
			once(
				ads('List', {
					resource: 'lineItem',
					operation: 'getAll',
					accountId: locator(ACCOUNT),
					returnAll: true,
					listOptions: { campaignIds: 'c2', withDraft: true },
				}),
			),
			ads('Delete many', {
				resource: 'lineItem',
				operation: 'deleteMany',
				accountId: locator(ACCOUNT),
				lineItemId: locator('={{ $json.id }}'),
			}),
		]),
		chain('PlatformAdsLine01', 'Ads: update a line item in currency units', [
			ads('Find account', {
				resource: 'account',
				operation: 'getAll',
				limit: 1,
				listOptions: { q: 'Emulator Ads' },
			}),
			ads('Update line item', {
				resource: 'lineItem',
				operation: 'update',
				accountId: locator('={{ $json.id }}'),
				lineItemId: locator('8v7jo'),
				amountUnit: 'currency',
				updateFields: {
					bid_strategy: 'MAX',
					bid_amount_local_micro: '12.50',
					total_budget_amount_local_micro: '1000.05',
					entity_status: 'PAUSED',
				},
			}),
		]),
		chain('PlatformAdsLine02', 'Ads: delete a line item twice', [
			ads('Delete', {
				resource: 'lineItem',
				operation: 'delete',
				accountId: locator(ACCOUNT),
				lineItemId: locator('8v7jp'),
			}),
			secondDelete,
		]),
		chain('PlatformAdsLicc01', 'Ads: all line item curated categories', [
			ads('All associations', {
				resource: 'lineItemCuratedCategory',
				operation: 'getAll',
				accountId: locator(ACCOUNT),
				returnAll: true,
			}),
		]),
		chain('PlatformAdsSbx01', 'Ads: sandbox account', [
			ads('Sandbox account', {
				resource: 'account',
				operation: 'create',
				environment: 'production',
			}),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests, credentials }) {
	await check(
		'Ads: the account picker (listSearch) finds a word inside an account name, inside n8n',
		async () => {
			const answer = await adsListSearch(rest, credentials, {
				parameter: 'accountId',
				method: 'searchAccounts',
				filter: 'second',
				parameters: {
					resource: 'account',
					operation: 'get',
				},
			});
			const results = answer.results;
			assert(
				JSON.stringify(results) ===
					JSON.stringify([{ name: 'Emulator Second Account (18ce54bgxky)', value: '18ce54bgxky' }]),
				`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
			);
			const requests = platformRequests(await newRequests());
			assert(
				requests.length === 1 &&
					requests[0].path === '/ads/12/accounts' &&
					requests[0].query.q === undefined &&
					requests[0].auth.scheme === 'oauth1',
				`requests ${JSON.stringify(requests.map((e) => [e.path, e.query]))}`,
			);
		},
	);

	await check(
		'Ads: an account found by name, then a line item updated with 12.50 and 1000.05 sent as exact micros',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsLine01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const [updated] = nodeOutput(execution, 'Update line item');
			assert(
				updated.bid_amount_local_micro === 12500000 &&
					updated.total_budget_amount_local_micro === 1000050000,
				`line item ${JSON.stringify(updated)}`,
			);
			const requests = await newRequests();
			const list = requests.find((entry) => entry.path === '/ads/12/accounts');
			assert(
				list && list.query.q === 'Emulator Ads' && list.query.count === '1',
				`list ${JSON.stringify(list?.query)}`,
			);
			const put = requests.find((entry) => entry.method === 'PUT');
			const expected = {
				bid_strategy: 'MAX',
				bid_amount_local_micro: '12500000',
				total_budget_amount_local_micro: '1000050000',
				entity_status: 'PAUSED',
			};
			const sorted = (query) => JSON.stringify(Object.entries(query).sort());
			assert(
				put &&
					put.path === `/ads/12/accounts/${ACCOUNT}/line_items/8v7jo` &&
					sorted(put.query) === sorted(expected),
				`PUT ${JSON.stringify(put && [put.path, put.query])}`,
			);
			assert(
				put.auth.scheme === 'oauth1' && put.status === 200,
				`PUT ${put.status} ${put.auth.scheme}`,
			);
		},
	);

	await check(
		'Ads: deleting a deleted line item says so (404), as the error item of the second node',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsLine02', 'Start');
			const [deleted] = nodeOutput(execution, 'Delete');
			assert(deleted.deleted === true, `first delete ${JSON.stringify(deleted)}`);
			const [again] = nodeOutput(execution, 'Delete again');
			assert(
				String(again.error).startsWith('The line item was not found: it is already deleted'),
				`second delete ${JSON.stringify(again)}`,
			);
			const statuses = (await newRequests())
				.filter((entry) => entry.method === 'DELETE')
				.map((entry) => entry.status);
			assert(JSON.stringify(statuses) === '[200,404]', `statuses ${JSON.stringify(statuses)}`);
		},
	);

	await check(
		'Ads: Return All of line item curated categories runs over 3 pages of 1,000',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsLicc01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const records = nodeOutput(execution, 'All associations');
			assert(
				records.length === 2079 && records.every((record) => record.deleted === false),
				`${records.length} records`,
			);
			const pages = (await newRequests()).filter((entry) =>
				entry.path.endsWith('/line_item_curated_categories'),
			);
			assert(
				pages.length === 3 &&
					pages.every((page) => page.query.count === '1000') &&
					pages.slice(1).every((page) => page.query.cursor),
				`pages ${JSON.stringify(pages.map((p) => p.query))}`,
			);
		},
	);

	await check(
		'Ads: Create (Sandbox) goes to the sandbox base URL with the production environment chosen',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsSbx01', 'Start');
			const failure = execution.data.resultData.error;
			const paths = platformRequests(await newRequests()).map(requestLine);
			assert(
				execution.status === 'success',
				`execution status ${execution.status}: ${failure?.message}; emulator saw ${JSON.stringify(paths)}`,
			);
			assert(
				JSON.stringify(paths) === '["POST /ads-sandbox/12/accounts 200"]',
				`requests ${JSON.stringify(paths)}`,
			);
			const [created] = nodeOutput(execution, 'Sandbox account');
			assert(/^sbx/.test(created.id), `account ${JSON.stringify(created)}`);
		},
	);
}

async function runLineItemChecks({ h, check, assert, rest, newRequests, credentials }) {
	await check(
		'Ads: a line item created, 45 more in 2 batch requests, listed, placements read, deleted in 2 batches',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsLine03', 'Start');
			const failure = execution.data.resultData.error;
			assert(execution.status === 'success', `status ${execution.status}: ${failure?.message}`);
			const [single] = nodeOutput(execution, 'Create line item');
			assert(single.bid_amount_local_micro === 1250000, `created ${JSON.stringify(single)}`);
			assert(nodeOutput(execution, 'Create many').length === 45, 'create many output');
			const [placements] = nodeOutput(execution, 'Placements');
			assert(placements.product_type === 'PROMOTED_ACCOUNT', JSON.stringify(placements));
			assert(nodeOutput(execution, 'List').length === 45, 'listed');
			const deleted = nodeOutput(execution, 'Delete many');
			assert(deleted.length === 45 && deleted.every((one) => one.deleted === true), 'deleted');
			const requests = await newRequests();
			const post = requests.find(
				(entry) =>
					entry.path === `/ads/12/accounts/${ACCOUNT}/line_items` && entry.method === 'POST',
			);
			assert(
				post && post.query.bid_amount_local_micro === '1250000' && post.query.campaign_id === 'c1',
				`POST ${JSON.stringify(post?.query)}`,
			);
			const batches = requests.filter(
				(entry) => entry.path === `/ads/12/batch/accounts/${ACCOUNT}/line_items`,
			);
			assert(
				JSON.stringify(batches.map((entry) => entry.status)) === '[200,200,200,200]',
				`batches ${JSON.stringify(batches.map((entry) => [entry.status, entry.path]))}`,
			);
			// The first GET of the list is Find Before Create's look-up (by name, in c1).
			const list = requests.find(
				(entry) =>
					entry.method === 'GET' &&
					entry.path === `/ads/12/accounts/${ACCOUNT}/line_items` &&
					entry.query.q === undefined,
			);
			assert(
				requests.some(
					(entry) =>
						entry.method === 'GET' &&
						entry.path === `/ads/12/accounts/${ACCOUNT}/line_items` &&
						entry.query.q === 'E2E single' &&
						entry.query.campaign_ids === 'c1',
				),
				'find before create look-up',
			);
			assert(list && list.query.campaign_ids === 'c2', `list ${JSON.stringify(list?.query)}`);
			assert(
				requests.some(
					(entry) =>
						entry.path === '/ads/12/line_items/placements' &&
						entry.query.product_type === 'PROMOTED_ACCOUNT',
				),
				'placements request',
			);
		},
	);

	await check(
		'Ads: the line item picker finds a word inside a line item name, inside n8n',
		async () => {
			const answer = await adsListSearch(rest, credentials, {
				parameter: 'lineItemId',
				method: 'searchLineItems',
				filter: 'item 8v7jo',
				parameters: {
					resource: 'lineItem',
					operation: 'update',
					accountId: locator(ACCOUNT),
				},
			});
			assert(
				JSON.stringify(answer.results) ===
					JSON.stringify([{ name: 'Line item 8v7jo (8v7jo)', value: '8v7jo' }]),
				`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
			);
		},
	);
}

module.exports = {
	workflows,
	run: async (context) => {
		await run(context);
		await runLineItemChecks(context);
	},
};
