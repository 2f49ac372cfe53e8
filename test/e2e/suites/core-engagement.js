'use strict';
// Posts, people and engagement inside n8n: a workflow that likes, reposts, follows and bookmarks
// with no user ID typed anywhere ("Me" resolved once per execution and credential), then one
// check per new resource (Timeline, User lists, Bookmark, Trend, Community, Usage).
const { byType, chain, platformNode } = require('../workflows');

const SIGNED_IN_USER = '1000000000000000001';
const POPULAR_USER = '783214';
const ENGAGE_ID = 'PlatformEngage01';
const READ_ID = 'PlatformEngage02';
const FOLLOWERS_ID = 'PlatformEngage03';
const DISCOVER_ID = 'PlatformEngage04';

function workflows(credentials) {
	const oauth1 = byType(credentials, 'platformOAuth1Api');
	const oauth2 = byType(credentials, 'platformOAuth2Api');
	const bearer = byType(credentials, 'platformBearerTokenApi');
	const created = "={{ $('Create').item.json.id }}";
	const post = { __rl: true, mode: 'id', value: created };
	return [
		chain(ENGAGE_ID, 'Engage: like, repost, follow, bookmark as Me', [
			platformNode(
				'Create',
				'platformCore',
				{ resource: 'post', operation: 'create', text: 'Big launch today' },
				oauth1,
			),
			platformNode(
				'Like',
				'platformCore',
				{ resource: 'post', operation: 'like', postId: post },
				oauth1,
			),
			platformNode(
				'Repost',
				'platformCore',
				{ resource: 'post', operation: 'repost', postId: post },
				oauth1,
			),
			platformNode(
				'Follow',
				'platformCore',
				{
					resource: 'user',
					operation: 'follow',
					targetUser: { __rl: true, mode: 'username', value: 'platformdev' },
				},
				oauth1,
			),
			platformNode(
				'Bookmark',
				'platformCore',
				{ authentication: 'oAuth2', resource: 'bookmark', operation: 'add', postId: post },
				oauth2,
			),
			platformNode(
				'Liking users',
				'platformCore',
				{
					resource: 'post',
					operation: 'getLikingUsers',
					postId: post,
					returnAll: true,
					userFields: [],
				},
				oauth1,
			),
		]),
		chain(READ_ID, 'Read: liked posts, bookmarks, home timeline', [
			platformNode(
				'Liked posts',
				'platformCore',
				{ resource: 'timeline', operation: 'likedPosts', limit: 5 },
				oauth1,
			),
		]),
		chain(FOLLOWERS_ID, 'Followers of @platform', [
			platformNode(
				'Followers',
				'platformCore',
				{
					resource: 'user',
					operation: 'followers',
					user: { __rl: true, mode: 'username', value: 'platform' },
					returnAll: true,
					userFields: [],
				},
				oauth1,
			),
		]),
		chain(DISCOVER_ID, 'Discover: trends, communities, usage', [
			platformNode(
				'Trends',
				'platformCore',
				{
					authentication: 'bearerToken',
					resource: 'trend',
					operation: 'byLocation',
					woeid: 1,
					maxTrends: 2,
				},
				bearer,
			),
			platformNode(
				'Communities',
				'platformCore',
				{ resource: 'community', operation: 'search', query: 'marketing', limit: 5 },
				oauth1,
			),
			platformNode(
				'Usage',
				'platformCore',
				{ authentication: 'bearerToken', resource: 'usage', operation: 'getPostUsage', days: 2 },
				bearer,
			),
		]),
	];
}

async function run({ h, check, assert, rest, newRequests }) {
	const output = (execution, node) =>
		execution.data.resultData.runData[node][0].data.main[0].map((item) => item.json);
	const succeeded = async (id) => {
		const execution = await h.runWorkflowInServer(rest, id, 'Start');
		assert(
			execution.status === 'success',
			`${id}: execution status ${execution.status}: ${JSON.stringify(execution.data?.resultData?.error?.message)}`,
		);
		return execution;
	};
	const paths = async () =>
		(await newRequests())
			.filter((entry) => !entry.path.startsWith('/__emulator'))
			.map((entry) => `${entry.method} ${entry.path} ${entry.status} ${entry.auth.scheme}`);

	await check(
		'Post, User and Bookmark act as Me with no user ID typed: one lookup per credential',
		async () => {
			const workflow = JSON.stringify(
				workflows(
					h.platformCredentials({ coreBaseUrl: '', adsBaseUrl: '', adsSandboxBaseUrl: '' }),
				)[0],
			);
			assert(!workflow.includes(SIGNED_IN_USER), 'the workflow names the signed-in user');
			await newRequests();
			const execution = await succeeded(ENGAGE_ID);
			const results = ['Like', 'Repost', 'Follow', 'Bookmark'].map(
				(node) => output(execution, node)[0],
			);
			assert(
				results[0].liked === true &&
					results[1].reposted === true &&
					results[2].following === true &&
					results[3].bookmarked === true,
				`outputs ${JSON.stringify(results)}`,
			);
			const liking = output(execution, 'Liking users').map((user) => user.id);
			assert(liking.includes(SIGNED_IN_USER), `liking users ${JSON.stringify(liking)}`);
			const sent = await paths();
			const lookups = sent.filter((entry) => entry.startsWith('GET /2/users/me '));
			const writes = [
				`POST /2/users/${SIGNED_IN_USER}/likes 200 oauth1`,
				`POST /2/users/${SIGNED_IN_USER}/reposts 200 oauth1`,
				`POST /2/users/${SIGNED_IN_USER}/following 200 oauth1`,
				`POST /2/users/${SIGNED_IN_USER}/bookmarks 200 bearer`,
			];
			assert(
				JSON.stringify(lookups) ===
					JSON.stringify(['GET /2/users/me 200 oauth1', 'GET /2/users/me 200 bearer']) &&
					writes.every((write) => sent.includes(write)),
				`requests ${JSON.stringify(sent)}`,
			);
		},
	);

	await check('Timeline Liked Posts of Me lists the post liked in n8n', async () => {
		const execution = await succeeded(READ_ID);
		const liked = output(execution, 'Liked posts');
		assert(
			liked.length >= 1 && liked[0].text === 'Big launch today',
			`liked ${JSON.stringify(liked)}`,
		);
		const sent = await paths();
		assert(
			sent.includes(`GET /2/users/${SIGNED_IN_USER}/liked_posts 200 oauth1`),
			`requests ${JSON.stringify(sent)}`,
		);
	});

	await check(
		'User Followers with Return All pages at 1,000: ceil(followers / 1000) requests',
		async () => {
			const execution = await succeeded(FOLLOWERS_ID);
			const followers = output(execution, 'Followers');
			const pages = (await paths()).filter((entry) =>
				entry.startsWith(`GET /2/users/${POPULAR_USER}/followers`),
			);
			assert(
				followers.length >= 1000 && pages.length === Math.ceil(followers.length / 1000),
				`${followers.length} followers in ${pages.length} requests`,
			);
		},
	);

	await check('Trend, Community and Usage run in the n8n server', async () => {
		const execution = await succeeded(DISCOVER_ID);
		const trends = output(execution, 'Trends');
		const communities = output(execution, 'Communities');
		const usage = output(execution, 'Usage');
		assert(
			trends.length === 2 &&
				communities.some((community) => community.name === 'Marketing Automation') &&
				usage[0].project_cap === '2000000',
			`trends ${JSON.stringify(trends)}, communities ${JSON.stringify(communities)}, usage ${JSON.stringify(usage)}`,
		);
	});
}

module.exports = { workflows, run };
