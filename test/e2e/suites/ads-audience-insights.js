'use strict';
// Platform Ads inside n8n: keyword insights, sharing a tailored audience (grant, revoke, list on
// the /5/ path), the campaigns targeting an audience over three cursor pages, and a post created
// from the account then renamed; a post with too many images fails before anything is sent.
const { ADS_ACCOUNT: ACCOUNT, adsNodes, chain, locator } = require('../workflows');
const { adsListSearch, nodeOutput, platformRequests, requestLine } = require('../executions');

const USER = '1000000000000000001';
const PERMISSIONS = `/ads/5/accounts/${ACCOUNT}/tailored_audiences/1nmth/permissions`;

function workflows(credentials) {
	const ads = adsNodes(credentials, { accountId: locator(ACCOUNT) });
	const tooManyImages = ads('Too many images', {
		resource: 'adsPost',
		operation: 'create',
		as_user_id: USER,
		text: 'Five',
		media_keys: '3_1,3_2,3_3,3_4,3_5',
	});
	tooManyImages.onError = 'continueRegularOutput';
	return [
		chain('PlatformAdsKwd01', 'Ads: keyword insights', [
			ads('Keywords', {
				resource: 'keywordInsight',
				operation: 'search',
				granularity: 'HOUR',
				keywords: 'coffee, tea',
				start_time: '2026-11-01T00:00:00Z',
				end_time: '2026-11-01T12:00:00Z',
				additionalFields: { negative_keywords: 'decaf' },
			}),
		]),
		chain('PlatformAdsPerm01', 'Ads: share an audience, then stop', [
			ads('Grant', {
				resource: 'audiencePermission',
				operation: 'grant',
				tailoredAudienceId: locator('1nmth'),
				grantedAccountId: locator('18ce54e2e01'),
				permission_level: 'READ_WRITE',
			}),
			ads('Revoke', {
				resource: 'audiencePermission',
				operation: 'revoke',
				tailoredAudienceId: locator('1nmth'),
				tailoredAudiencePermissionId: locator('={{ $json.id }}'),
			}),
			ads('Still shared', {
				resource: 'audiencePermission',
				operation: 'getAll',
				tailoredAudienceId: locator('1nmth'),
				returnAll: true,
			}),
		]),
		chain('PlatformAdsTgt01', 'Ads: campaigns targeting an audience', [
			ads('Targeting campaigns', {
				resource: 'targetedAudience',
				operation: 'get',
				customAudienceId: locator('1nmth'),
				with_active: false,
				returnAll: true,
			}),
		]),
		chain('PlatformAdsPost01', 'Ads: a post from the account, renamed', [
			ads('Create post', {
				resource: 'adsPost',
				operation: 'create',
				as_user_id: USER,
				text: 'Hello from n8n',
				media_keys: '3_1001',
				additionalFields: { name: 'First name', trim_user: true },
			}),
			ads('Rename post', {
				resource: 'adsPost',
				operation: 'rename',
				postId: locator('={{ $json.id_str }}'),
				name: 'Second name',
			}),
			tooManyImages,
		]),
	];
}

async function run({ h, check, assert, rest, newRequests, credentials }) {
	await check(
		'Ads: the Revoke picker (listSearch) lists the permissions of the chosen audience inside n8n',
		async () => {
			const answer = await adsListSearch(rest, credentials, {
				parameter: 'tailoredAudiencePermissionId',
				method: 'searchAudiencePermissions',
				filter: 'aaaa1',
				parameters: {
					resource: 'audiencePermission',
					operation: 'revoke',
					accountId: { __rl: true, mode: 'list', value: ACCOUNT },
					tailoredAudienceId: locator('1nmth'),
				},
			});
			assert(
				JSON.stringify(answer.results) ===
					JSON.stringify([{ name: '18ce54aaaa1: READ_WRITE (perm1)', value: 'perm1' }]),
				`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`,
			);
			const requests = platformRequests(await newRequests());
			assert(
				requests.length === 1 &&
					requests[0].path === PERMISSIONS &&
					requests[0].query.count === '1000' &&
					requests[0].auth.scheme === 'oauth1',
				`requests ${JSON.stringify(requests.map((e) => [e.path, e.query]))}`,
			);
		},
	);

	await check(
		'Ads: Keyword Insight Search inside n8n sends the checked keywords and returns one row per hour',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsKwd01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const items = nodeOutput(execution, 'Keywords');
			assert(
				items.length === 12 &&
					items.every(
						(item, hour) =>
							item.keywords === 'coffee, tea' &&
							item.date === '2026-11-01' &&
							item.hour === `${String(hour).padStart(2, '0')}:00` &&
							Number.isInteger(item.postVolume),
					),
				`items ${JSON.stringify(items).slice(0, 300)}`,
			);
			const requests = platformRequests(await newRequests());
			const expected = {
				granularity: 'HOUR',
				keywords: 'coffee,tea',
				negative_keywords: 'decaf',
				start_time: '2026-11-01T00:00:00Z',
				end_time: '2026-11-01T12:00:00Z',
			};
			const sorted = (query) => JSON.stringify(Object.entries(query).sort());
			assert(
				requests.length === 1 &&
					requests[0].path === '/ads/12/insights/keywords/search' &&
					sorted(requests[0].query) === sorted(expected),
				`requests ${JSON.stringify(requests.map((r) => [r.path, r.query]))}`,
			);
		},
	);

	await check(
		'Ads: an audience shared and unshared inside n8n (/5/ paths); the revoked permission leaves the list',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsPerm01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const [granted] = nodeOutput(execution, 'Grant');
			const [revoked] = nodeOutput(execution, 'Revoke');
			assert(
				granted.granted_account_id === '18ce54e2e01' && granted.permission_level === 'READ_WRITE',
				`granted ${JSON.stringify(granted)}`,
			);
			assert(
				revoked.id === granted.id && revoked.deleted === true,
				`revoked ${JSON.stringify(revoked)}`,
			);
			const listed = nodeOutput(execution, 'Still shared').map((record) => record.id);
			assert(
				listed.length === 2 && !listed.includes(granted.id),
				`listed ${JSON.stringify(listed)}`,
			);
			const lines = platformRequests(await newRequests()).map(requestLine);
			const expected = [
				`POST ${PERMISSIONS} 200`,
				`DELETE ${PERMISSIONS}/${granted.id} 200`,
				`GET ${PERMISSIONS} 200`,
			];
			assert(
				JSON.stringify(lines) === JSON.stringify(expected),
				`requests ${JSON.stringify(lines)}`,
			);
		},
	);

	await check(
		'Ads: Targeted Audience Get with Return All follows next_cursor over 3 pages inside n8n',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsTgt01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const entries = nodeOutput(execution, 'Targeting campaigns');
			assert(
				entries.length === 12 &&
					entries.some((entry) => entry.line_items.some((item) => item.servable === false)),
				`${entries.length} entries`,
			);
			const pages = platformRequests(await newRequests()).map((entry) => entry.query);
			assert(
				pages.length === 3 &&
					pages.every((query) => query.with_active === 'false' && query.count === undefined) &&
					pages.slice(1).every((query) => query.cursor),
				`pages ${JSON.stringify(pages)}`,
			);
		},
	);

	await check(
		'Ads: a post created from the account and renamed inside n8n; five images fail before sending',
		async () => {
			const execution = await h.runWorkflowInServer(rest, 'PlatformAdsPost01', 'Start');
			assert(execution.status === 'success', `execution status ${execution.status}`);
			const [created] = nodeOutput(execution, 'Create post');
			assert(
				created.text === 'Hello from n8n' &&
					created.nullcast === true &&
					created.name === 'First name' &&
					// A numeric id beside its id_str comes out as that exact string (docs/answers.md).
					JSON.stringify(created.user) === JSON.stringify({ id: USER, id_str: USER }) &&
					created.id === created.id_str,
				`created ${JSON.stringify(created)}`,
			);
			const [renamed] = nodeOutput(execution, 'Rename post');
			assert(
				renamed.id_str === created.id_str && renamed.name === 'Second name',
				`renamed ${JSON.stringify(renamed)}`,
			);
			const [refused] = nodeOutput(execution, 'Too many images');
			assert(
				String(refused.error) === 'Item 1: Media Keys allows at most 4 images (it has 5)',
				`refused ${JSON.stringify(refused)}`,
			);
			const requests = platformRequests(await newRequests());
			const lines = requests.map(requestLine);
			assert(
				JSON.stringify(lines) ===
					JSON.stringify([
						`POST /ads/12/accounts/${ACCOUNT}/post 200`,
						`PUT /ads/12/accounts/${ACCOUNT}/posts/${created.id_str}/name 200`,
					]),
				`requests ${JSON.stringify(lines)}`,
			);
			const post = requests[0].query;
			assert(
				post.as_user_id === USER &&
					post.media_keys === '3_1001' &&
					post.nullcast === 'true' &&
					post.trim_user === 'true' &&
					requests[1].query.name === 'Second name',
				`queries ${JSON.stringify(requests.map((r) => r.query))}`,
			);
		},
	);
}

module.exports = { workflows, run };
