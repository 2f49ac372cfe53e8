'use strict';
// Platform Ads inside n8n: custom audience records (create, rename, read, delete, list shared),
// 120 posts promoted from 120 items in 3 requests, promoted post read and delete, a promoted
// account and a scheduled promoted post created, read, listed and deleted, and a late delete of
// a scheduled promotion refused with its explanation. Every endpoint of these resources is reached.
const { ADS_ACCOUNT: ACCOUNT, adsNodes, chain, codeNode, locator } = require('../workflows');
const { nodeOutput } = require('../executions');

const BASE = `/ads/12/accounts/${ACCOUNT}`;
const POSTS = 120;
/** The seeded posts of the account (test/emulator/accountPosts.ts). */
const postId = (n) => String(1610000000000000000n + BigInt(n));

function workflows(credentials) {
	const ads = adsNodes(credentials, { accountId: locator(ACCOUNT) });
	const byJsonId = '={{ $json.id }}';
	const posts = codeNode(
		'Posts',
		`return ${JSON.stringify(Array.from({ length: POSTS }, (_, n) => postId(n)))}.map((post) => ({ json: { post } }));`,
	);
	const lateDelete = ads('Delete published', {
		resource: 'scheduledPromotedPost',
		operation: 'delete',
		scheduledPromotedPostId: locator('1xrq3'),
	});
	lateDelete.onError = 'continueRegularOutput';
	return [
		chain('PlatformAdsProm01', 'Ads: custom audience records', [
			ads('Create audience', {
				resource: 'customAudience',
				operation: 'create',
				name: '=E2E audience {{ $execution.id }}',
				additionalFields: { description: 'made end to end' },
			}),
			ads('Rename audience', {
				resource: 'customAudience',
				operation: 'update',
				customAudienceId: locator(byJsonId),
				updateFields: { name: '=E2E renamed {{ $execution.id }}' },
			}),
			ads('Get audience', {
				resource: 'customAudience',
				operation: 'get',
				customAudienceId: locator(byJsonId),
			}),
			ads('Delete audience', {
				resource: 'customAudience',
				operation: 'delete',
				customAudienceId: locator(byJsonId),
			}),
			ads('Shared audiences', {
				resource: 'customAudience',
				operation: 'getAll',
				permission_scope: 'SHARED',
				limit: 10,
			}),
		]),
		chain('PlatformAdsProm02', 'Ads: promote 120 posts', [
			posts,
			ads('Promote posts', {
				resource: 'promotedPost',
				operation: 'create',
				// 9pn01, not 8v7jp: ads-line-items, which runs first in the same emulator, deletes 8v7jp.
				lineItemId: locator('9pn01'),
				postId: '={{ $json.post }}',
			}),
		]),
		chain('PlatformAdsProm03', 'Ads: promoted post, account and scheduled post records', [
			ads('Promoted posts', {
				resource: 'promotedPost',
				operation: 'getAll',
				limit: 1,
				listOptions: { lineItemIds: '8v7jo' },
			}),
			ads('Get promoted post', {
				resource: 'promotedPost',
				operation: 'get',
				promotedPostId: locator(byJsonId),
			}),
			ads('Delete promoted post', {
				resource: 'promotedPost',
				operation: 'delete',
				promotedPostId: locator(byJsonId),
			}),
			ads('Promote account', {
				resource: 'promotedAccount',
				operation: 'create',
				lineItemId: locator('8v7jr'),
				user_id: '2244994945',
			}),
			ads('Get promoted account', {
				resource: 'promotedAccount',
				operation: 'get',
				promotedAccountId: locator(byJsonId),
			}),
			ads('Delete promoted account', {
				resource: 'promotedAccount',
				operation: 'delete',
				promotedAccountId: locator(byJsonId),
			}),
			ads('Promoted accounts', {
				resource: 'promotedAccount',
				operation: 'getAll',
				limit: 5,
				listOptions: { lineItemIds: '8v7jr' },
			}),
			ads('Promote scheduled post', {
				resource: 'scheduledPromotedPost',
				operation: 'create',
				lineItemId: locator('8v7jo'),
				scheduled_post_id: '1700000000000000002',
			}),
			ads('Get scheduled promotion', {
				resource: 'scheduledPromotedPost',
				operation: 'get',
				scheduledPromotedPostId: locator(byJsonId),
			}),
			ads('Delete scheduled promotion', {
				resource: 'scheduledPromotedPost',
				operation: 'delete',
				scheduledPromotedPostId: locator(byJsonId),
			}),
			ads('Scheduled promotions', {
				resource: 'scheduledPromotedPost',
				operation: 'getAll',
				limit: 1,
			}),
			lateDelete,
		]),
	];
}

const succeeded = (execution) =>
	`execution status ${execution.status}: ${JSON.stringify(execution.data.resultData.error?.message)}`;
/** A request as `METHOD path status`, the account's path shortened, ids after the collection as :id. */
const shape = (entry) =>
	`${entry.method} ${entry.path.replace(BASE, '').replace(/^(\/[a-z_]+)\/[0-9a-z]+$/, '$1/:id')} ${entry.status}`;

async function run({ h, check, assert, rest, newRequests }) {
	await check(
		'Ads promoted: a custom audience created, renamed, read and deleted; shared audiences listed',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsProm01', 'Start');
			assert(execution.status === 'success', succeeded(execution));
			const [created] = nodeOutput(execution, 'Create audience');
			assert(
				created.targetable === false &&
					/^Not usable in targeting yet: the platform is still matching/.test(
						created.not_targetable_because,
					),
				`created ${JSON.stringify(created)}`,
			);
			const [deleted] = nodeOutput(execution, 'Delete audience');
			assert(
				deleted.deleted === true && /^E2E renamed/.test(deleted.name),
				`deleted ${JSON.stringify(deleted)}`,
			);
			const shared = nodeOutput(execution, 'Shared audiences');
			assert(
				shared.length === 1 && shared[0].id === '1nmtx' && shared[0].is_owner === false,
				`shared ${JSON.stringify(shared)}`,
			);
			const seen = (await newRequests()).filter((entry) => entry.path.startsWith(BASE)).map(shape);
			const expected = [
				'POST /custom_audiences 200',
				'PUT /custom_audiences/:id 200',
				'GET /custom_audiences/:id 200',
				'DELETE /custom_audiences/:id 200',
				'GET /custom_audiences 200',
			];
			assert(JSON.stringify(seen) === JSON.stringify(expected), `requests ${JSON.stringify(seen)}`);
		},
	);

	await check(
		'Ads promoted: 120 items promote 120 posts in 3 requests (50, 50, 20), one output item each',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsProm02', 'Start');
			assert(execution.status === 'success', succeeded(execution));
			const items = execution.data.resultData.runData['Promote posts'][0].data.main[0];
			assert(
				items.length === POSTS &&
					items.every(
						(item, index) =>
							item.json.post_id === postId(index) &&
							item.json.line_item_id === '9pn01' &&
							item.pairedItem.item === index,
					),
				`output ${JSON.stringify(items.slice(0, 2))} (${items.length} items)`,
			);
			const sent = (await newRequests()).filter((entry) => entry.path === `${BASE}/promoted_posts`);
			// Find Before Create (on by default) reads the line item's promoted posts once first.
			const lookups = sent.filter((entry) => entry.method === 'GET');
			assert(
				lookups.length === 1 && lookups[0].query.line_item_ids === '9pn01',
				`look-ups ${JSON.stringify(lookups.map((entry) => entry.query))}`,
			);
			const posts = sent.filter((entry) => entry.method === 'POST');
			const sizes = posts.map((entry) => entry.query.post_ids.split(',').length);
			assert(
				JSON.stringify(sizes) === '[50,50,20]' &&
					posts.every((entry) => entry.method === 'POST' && entry.status === 200),
				`requests ${JSON.stringify(posts.map((entry) => [entry.method, entry.status, entry.query.line_item_id]))} sizes ${JSON.stringify(sizes)}`,
			);
		},
	);

	await check(
		'Ads promoted: promoted post, promoted account and scheduled promoted post reached on every endpoint; a late delete explained',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsProm03', 'Start');
			assert(execution.status === 'success', succeeded(execution));
			const [account] = nodeOutput(execution, 'Delete promoted account');
			assert(
				account.deleted === true && account.user_id === '2244994945',
				`account ${JSON.stringify(account)}`,
			);
			const [scheduled] = nodeOutput(execution, 'Delete scheduled promotion');
			assert(
				scheduled.deleted === true && scheduled.post_id === null,
				`scheduled ${JSON.stringify(scheduled)}`,
			);
			const [late] = nodeOutput(execution, 'Delete published');
			assert(
				String(late.error).startsWith(
					'The scheduled promoted post can no longer be deleted: its post was published',
				),
				`late delete ${JSON.stringify(late)}`,
			);
			const seen = (await newRequests()).filter((entry) => entry.path.startsWith(BASE)).map(shape);
			const expected = [
				'GET /promoted_posts 200',
				'GET /promoted_posts/:id 200',
				'DELETE /promoted_posts/:id 200',
				'POST /promoted_accounts 200',
				'GET /promoted_accounts/:id 200',
				'DELETE /promoted_accounts/:id 200',
				'GET /promoted_accounts 200',
				'POST /scheduled_promoted_posts 200',
				'GET /scheduled_promoted_posts/:id 200',
				'DELETE /scheduled_promoted_posts/:id 200',
				'GET /scheduled_promoted_posts 200',
				'DELETE /scheduled_promoted_posts/:id 400',
			];
			assert(JSON.stringify(seen) === JSON.stringify(expected), `requests ${JSON.stringify(seen)}`);
		},
	);
}

module.exports = { workflows, run };
