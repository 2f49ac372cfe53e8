'use strict';
// Platform Ads inside n8n: scheduled posts and drafts as the account's own user (looked up once),
// their previews and the account's posts, tracking tags on a line item, IAB and content
// categories, promotable users and their picker: every endpoint of these resources once.
const { ADS_ACCOUNT: ACCOUNT, adsNodes, chain, locator } = require('../workflows');
const { adsListSearch, nodeOutput, platformRequests } = require('../executions');

const inAccount = { accountId: locator(ACCOUNT) };
const first = (node) => `={{ $('${node}').first().json.id }}`;

function workflows(credentials) {
	const ads = adsNodes(credentials);
	const once = { executeOnce: true };
	return [
		chain('PlatformAdsSchd01', 'Ads: a scheduled post from creation to deletion', [
			ads('Create scheduled', {
				resource: 'scheduledPost',
				operation: 'create',
				...inAccount,
				scheduledAt: '={{ $now.plus({ days: 2 }).toISO() }}',
				text: 'Winter sale starts soon',
				additionalFields: { name: 'Winter sale' },
			}),
			ads('Get scheduled', {
				resource: 'scheduledPost',
				operation: 'get',
				...inAccount,
				scheduledPostId: locator('={{ $json.id }}'),
			}),
			ads('Update scheduled', {
				resource: 'scheduledPost',
				operation: 'update',
				...inAccount,
				scheduledPostId: locator('={{ $json.id }}'),
				updateFields: { text: 'Winter sale starts tomorrow', removeMediaKeys: true },
			}),
			ads('List scheduled', {
				resource: 'scheduledPost',
				operation: 'getAll',
				...inAccount,
				returnAll: true,
			}),
			ads(
				'Delete scheduled',
				{
					resource: 'scheduledPost',
					operation: 'delete',
					...inAccount,
					scheduledPostId: locator(first('Create scheduled')),
				},
				once,
			),
			ads(
				'Get deleted',
				{
					resource: 'scheduledPost',
					operation: 'get',
					...inAccount,
					scheduledPostId: locator(first('Create scheduled')),
				},
				{ ...once, onError: 'continueRegularOutput' },
			),
		]),
		chain('PlatformAdsDrft01', 'Ads: a draft post, its preview and the account posts', [
			ads('Create draft', {
				resource: 'draftPost',
				operation: 'create',
				...inAccount,
				text: 'A draft to look at',
			}),
			ads('Get draft', {
				resource: 'draftPost',
				operation: 'get',
				...inAccount,
				draftPostId: locator('={{ $json.id }}'),
			}),
			ads('Update draft', {
				resource: 'draftPost',
				operation: 'update',
				...inAccount,
				draftPostId: locator('={{ $json.id }}'),
				updateFields: { name: 'Looked at' },
			}),
			ads('Preview draft', {
				resource: 'draftPost',
				operation: 'preview',
				...inAccount,
				draftPostId: locator(first('Create draft')),
			}),
			ads(
				'List drafts',
				{ resource: 'draftPost', operation: 'getAll', ...inAccount, limit: 50 },
				once,
			),
			ads(
				'Post previews',
				{
					resource: 'postPreview',
					operation: 'get',
					...inAccount,
					postIds: first('Create draft'),
					postType: 'DRAFT',
				},
				once,
			),
			ads(
				'Account drafts',
				{ resource: 'adsPost', operation: 'getAll', ...inAccount, postType: 'DRAFT', limit: 50 },
				once,
			),
			ads(
				'Account posts',
				{
					resource: 'adsPost',
					operation: 'getAll',
					...inAccount,
					postType: 'PUBLISHED',
					returnAll: true,
				},
				once,
			),
			ads(
				'Delete draft',
				{
					resource: 'draftPost',
					operation: 'delete',
					...inAccount,
					draftPostId: locator(first('Create draft')),
				},
				once,
			),
		]),
		chain('PlatformAdsTags01', 'Ads: a tracking tag, categories and promotable users', [
			ads('Create tag', {
				resource: 'trackingTag',
				operation: 'create',
				...inAccount,
				tagLineItemId: locator('8v7jo'),
				trackingTagType: 'CLICK_TRACKER',
				trackingTagUrl: 'https://clicks.measure.example/c?id=e2e',
			}),
			ads('Get tag', {
				resource: 'trackingTag',
				operation: 'get',
				...inAccount,
				trackingTagId: locator('={{ $json.id }}'),
			}),
			ads('Update tag', {
				resource: 'trackingTag',
				operation: 'update',
				...inAccount,
				trackingTagId: locator('={{ $json.id }}'),
				trackingTagUrl: 'https://clicks.measure.example/c?id=e2e2',
			}),
			ads(
				'List tags',
				{ resource: 'trackingTag', operation: 'getAll', ...inAccount, limit: 50 },
				once,
			),
			ads(
				'Delete tag',
				{
					resource: 'trackingTag',
					operation: 'delete',
					...inAccount,
					trackingTagId: locator(first('Create tag')),
				},
				once,
			),
			ads(
				'IAB categories',
				{ resource: 'iabCategory', operation: 'getAll', returnAll: true },
				once,
			),
			ads('Content categories', { resource: 'contentCategory', operation: 'getAll' }, once),
			ads(
				'Promotable users',
				{ resource: 'promotableUser', operation: 'getAll', ...inAccount, returnAll: true },
				once,
			),
			ads(
				'Promotable user',
				{
					resource: 'promotableUser',
					operation: 'get',
					...inAccount,
					promotableUserId: locator('1b9wk'),
				},
				once,
			),
		]),
	];
}

const calls = (requests) =>
	platformRequests(requests).map(
		(entry) => `${entry.method} ${entry.path.replace(/\/\d{6,}$/, '/:id')} ${entry.status}`,
	);

async function run({ h, check, assert, rest, newRequests, credentials }) {
	await check(
		'Ads: the promotable user picker finds @platformdev by the middle of its name',
		async () => {
			const answer = await adsListSearch(rest, credentials, {
				parameter: 'asUserId',
				method: 'searchPromotableUsers',
				filter: 'atformd',
				parameters: {
					resource: 'scheduledPost',
					operation: 'create',
					accountId: locator(ACCOUNT),
				},
			});
			assert(
				JSON.stringify(answer.results) ===
					JSON.stringify([
						{ name: '@platformdev (Platform Dev), REPOSTS_ONLY', value: '2244994945' },
					]),
				`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
			);
			await newRequests();
		},
	);

	await check(
		"Ads: a scheduled post as the account's own user, to the minute, updated, listed, deleted and then not found",
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsSchd01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const [created] = nodeOutput(execution, 'Create scheduled');
			assert(
				/T\d\d:\d\d:00Z$/.test(created.scheduled_at) && created.scheduled_status === 'SCHEDULED',
				`created ${JSON.stringify(created)}`,
			);
			const [updated] = nodeOutput(execution, 'Update scheduled');
			assert(updated.text === 'Winter sale starts tomorrow', `updated ${JSON.stringify(updated)}`);
			const [deleted] = nodeOutput(execution, 'Delete scheduled');
			assert(deleted.scheduled_status === 'DELETED', `deleted ${JSON.stringify(deleted)}`);
			const [again] = nodeOutput(execution, 'Get deleted');
			assert(/was not found/.test(String(again.error)), `read again ${JSON.stringify(again)}`);
			const seen = calls(await newRequests());
			const path = `/ads/12/accounts/${ACCOUNT}`;
			const expected = [
				`GET ${path}/promotable_users 200`,
				`POST ${path}/scheduled_posts 200`,
				`GET ${path}/scheduled_posts/:id 200`,
				`PUT ${path}/scheduled_posts/:id 200`,
				`GET ${path}/scheduled_posts 200`,
				`DELETE ${path}/scheduled_posts/:id 200`,
				`GET ${path}/scheduled_posts/:id 404`,
			];
			assert(JSON.stringify(seen) === JSON.stringify(expected), `requests ${JSON.stringify(seen)}`);
		},
	);

	await check(
		"Ads: a draft post previewed on devices, its post preview, the account drafts, deleted; the account's posts with their 64-bit ids exact",
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsDrft01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const [created] = nodeOutput(execution, 'Create draft');
			const [preview] = nodeOutput(execution, 'Preview draft');
			assert(/preview of draft post/.test(preview.message), `preview ${JSON.stringify(preview)}`);
			const previews = nodeOutput(execution, 'Post previews');
			assert(
				previews.length === 1 &&
					previews[0].post_id === created.id &&
					/^<iframe/.test(previews[0].preview),
				`post previews ${JSON.stringify(previews)}`,
			);
			const drafts = nodeOutput(execution, 'Account drafts');
			assert(
				drafts.some((post) => post.post_id === created.id && post.post_type === 'DRAFT'),
				`account drafts ${JSON.stringify(drafts.map((post) => post.post_id))}`,
			);
			// The platform writes post and user ids as 19-digit JSON numbers beside their id_str: each
			// comes out as that exact string (docs/answers.md, 64-bit IDs), the seeded post 3 included.
			const posts = nodeOutput(execution, 'Account posts');
			assert(
				posts.length >= 150 &&
					posts.every((post) => post.id === post.id_str && post.user.id === post.user.id_str) &&
					new Set(posts.map((post) => post.id)).size === posts.length &&
					posts.some((post) => post.id === '1610000000000000003'),
				`account posts ${JSON.stringify(posts.slice(0, 3).map((post) => [post.id, post.id_str, post.user]))}`,
			);
			const seen = calls(await newRequests());
			const path = `/ads/12/accounts/${ACCOUNT}`;
			const expected = [
				`GET ${path}/promotable_users 200`,
				`POST ${path}/draft_posts 200`,
				`GET ${path}/draft_posts/:id 200`,
				`PUT ${path}/draft_posts/:id 200`,
				`POST ${path}/draft_posts/preview/:id 200`,
				`GET ${path}/draft_posts 200`,
				`GET ${path}/post_previews 200`,
				`GET ${path}/posts 200`,
				`GET ${path}/posts 200`,
				`DELETE ${path}/draft_posts/:id 200`,
			];
			assert(JSON.stringify(seen) === JSON.stringify(expected), `requests ${JSON.stringify(seen)}`);
		},
	);

	await check(
		'Ads: a tracking tag on a line item, IAB and content categories, promotable users',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsTags01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const [updated] = nodeOutput(execution, 'Update tag');
			assert(
				updated.tracking_tag_url === 'https://clicks.measure.example/c?id=e2e2',
				`updated ${JSON.stringify(updated)}`,
			);
			const [deleted] = nodeOutput(execution, 'Delete tag');
			assert(deleted.deleted === true, `deleted ${JSON.stringify(deleted)}`);
			const iab = nodeOutput(execution, 'IAB categories');
			assert(
				iab.length >= 30 && iab.some((c) => c.parent_id === 'IAB1'),
				`${iab.length} IAB categories`,
			);
			const content = nodeOutput(execution, 'Content categories');
			assert(
				content.every((c) => c.iab_categories.length > 0),
				`content ${JSON.stringify(content)}`,
			);
			const types = nodeOutput(execution, 'Promotable users').map(
				(user) => user.promotable_user_type,
			);
			assert(JSON.stringify(types) === '["FULL","REPOSTS_ONLY"]', `types ${JSON.stringify(types)}`);
			const seen = calls(await newRequests()).map((call) => call.replace(/\/tt\d+ /, '/:id '));
			const path = `/ads/12/accounts/${ACCOUNT}`;
			const expected = [
				`POST ${path}/tracking_tags 200`,
				`GET ${path}/tracking_tags/:id 200`,
				`PUT ${path}/tracking_tags/:id 200`,
				`GET ${path}/tracking_tags 200`,
				`DELETE ${path}/tracking_tags/:id 200`,
				'GET /ads/12/iab_categories 200',
				'GET /ads/12/content_categories 200',
				`GET ${path}/promotable_users 200`,
				`GET ${path}/promotable_users/1b9wk 200`,
			];
			assert(JSON.stringify(seen) === JSON.stringify(expected), `requests ${JSON.stringify(seen)}`);
		},
	);
}

module.exports = { workflows, run };
