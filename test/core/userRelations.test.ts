import type { ILoadOptionsFunctions } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { emulatorCredentials, userBearerCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { json, nodeHarness } from '../helpers/nodeHarness';
import { OTHER_USER, seedPost } from './postFixtures';

const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });

const me = () => emulator().seed.userId;
const POPULAR = '783214';
const byUsername = (value: string) => ({ __rl: true, mode: 'username', value });

describe('User lookups', () => {
	test('Get Many by IDs sends the ids and names an unknown one in an error item', async () => {
		const { items } = await run({
			resource: 'user',
			operation: 'getManyByIds',
			userIds: `${OTHER_USER.id}, 999`,
			userFields: [],
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users', query: { ids: `${OTHER_USER.id},999` } },
		]);
		expect(json({ items } as never)).toEqual([
			OTHER_USER,
			{
				id: '999',
				error: expect.objectContaining({ detail: 'Could not find user with ids: [999].' }),
			},
		]);
	});

	test('Get Many by Usernames drops the @ and sends the usernames', async () => {
		const { items } = await run({
			resource: 'user',
			operation: 'getManyByUsernames',
			usernames: '@platformdev,platform',
			userFields: ['verified'],
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/users/by',
				query: { usernames: 'platformdev,platform', 'user.fields': 'verified' },
			},
		]);
		expect(items.map((item) => item.json.username)).toEqual(['platformdev', 'platform']);
	});

	test('Search sends the query and pages with next_token at 1,000 a page', async () => {
		const { items } = await run({
			resource: 'user',
			operation: 'search',
			query: 'fan',
			returnAll: true,
			userFields: [],
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/search', query: { query: 'fan', max_results: '1000' } },
		]);
		expect(items).toHaveLength(1000);
	});
});

describe('Followers and Following', () => {
	test('Return All over 1,000 followers makes exactly ceil(1000 / 1000) = 1 request', async () => {
		const { items } = await run({
			resource: 'user',
			operation: 'followers',
			user: { __rl: true, mode: 'id', value: POPULAR },
			returnAll: true,
			userFields: [],
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: `/2/users/${POPULAR}/followers`, query: { max_results: '1000' } },
		]);
		expect(items).toHaveLength(1000);
		expect(new Set(items.map((item) => item.json.id)).size).toBe(1000);
	});

	test('a 1,001st follower makes a second page: ceil(1001 / 1000) = 2 requests', async () => {
		await run({ resource: 'user', operation: 'follow', targetUser: byUsername('platform') });
		emulator().clearLog();
		const { items } = await run({
			resource: 'user',
			operation: 'followers',
			user: { __rl: true, mode: 'url', value: 'https://example.com/platform' },
			returnAll: true,
			userFields: [],
		});
		expect(requests().map((request) => request.query)).toEqual([
			{},
			{ max_results: '1000' },
			{ max_results: '1000', pagination_token: expect.any(String) },
		]);
		expect(requests()[0].path).toBe('/2/users/by/username/platform');
		expect(items).toHaveLength(1001);
		expect(items[0].json.id).toBe(me());
	});

	test('Following of Me lists the accounts the signed-in user follows', async () => {
		const { items } = await run({
			resource: 'user',
			operation: 'following',
			limit: 10,
			userFields: [],
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/me', query: {} },
			{ method: 'GET', path: `/2/users/${me()}/following`, query: { max_results: '10' } },
		]);
		expect(json({ items } as never)).toEqual([OTHER_USER]);
	});
});

describe('Follow, Unfollow, Mute, Unmute, Muted, Blocked, Affiliates', () => {
	test('Follow sends POST /2/users/{me}/following; following again is reported, not failed', async () => {
		const first = await run({
			resource: 'user',
			operation: 'follow',
			targetUser: byUsername('platform'),
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/by/username/platform', query: {} },
			{ method: 'GET', path: '/2/users/me', query: {} },
			{
				method: 'POST',
				path: `/2/users/${me()}/following`,
				query: {},
				body: { target_user_id: POPULAR },
			},
		]);
		expect(first.items[0].json).toEqual({ following: true, pending_follow: false });
		const again = await run({
			resource: 'user',
			operation: 'follow',
			targetUser: byUsername('platform'),
		});
		expect(again.items[0].json).toEqual({ following: true, pending_follow: false });
	});

	test('Unfollow sends DELETE /2/users/{me}/following/{target}', async () => {
		const { items } = await run({
			resource: 'user',
			operation: 'unfollow',
			targetUser: { __rl: true, mode: 'id', value: OTHER_USER.id },
		});
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/users/${me()}/following/${OTHER_USER.id}`,
			query: {},
		});
		expect(items[0].json).toEqual({ following: false });
	});

	test('Mute, then Muted lists the user; Unmute removes them', async () => {
		const muted = await run({
			resource: 'user',
			operation: 'mute',
			targetUser: { __rl: true, mode: 'id', value: OTHER_USER.id },
		});
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/users/${me()}/muting`,
			query: {},
			body: { target_user_id: OTHER_USER.id },
		});
		expect(muted.items[0].json).toEqual({ muting: true });
		const list = await run({
			resource: 'user',
			operation: 'muted',
			returnAll: true,
			userFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/muting`,
			query: { max_results: '1000' },
		});
		expect(json(list)).toEqual([OTHER_USER]);
		const unmuted = await run({
			resource: 'user',
			operation: 'unmute',
			targetUser: { __rl: true, mode: 'id', value: OTHER_USER.id },
		});
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/users/${me()}/muting/${OTHER_USER.id}`,
			query: {},
		});
		expect(unmuted.items[0].json).toEqual({ muting: false });
	});

	test('Blocked lists the accounts the signed-in user blocked', async () => {
		const { items } = await run({
			resource: 'user',
			operation: 'blocked',
			limit: 5,
			userFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/blocking`,
			query: { max_results: '5' },
		});
		expect(items.map((item) => item.json.username)).toEqual(['spam_account']);
	});

	test('Affiliates of a user by ID', async () => {
		const { items } = await run({
			authentication: 'bearerToken',
			resource: 'user',
			operation: 'affiliates',
			user: { __rl: true, mode: 'id', value: POPULAR },
			returnAll: true,
			userFields: [],
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: `/2/users/${POPULAR}/affiliates`, query: { max_results: '1000' } },
		]);
		expect(json({ items } as never)).toEqual([OTHER_USER]);
	});

	test('the user picker lists Me first, then the accounts the signed-in user follows', async () => {
		const context = {
			...fakeContext(new PlatformOAuth1Api(), {
				...emulatorCredentials(emulator()).platformOAuth1Api,
			}),
			getNodeParameter: () => 'oAuth1',
		} as unknown as ILoadOptionsFunctions;
		const { searchUsers } = new PlatformCore().methods.listSearch;
		const { results } = await searchUsers.call(context);
		expect(results.map((result) => result.value)).toEqual(['me', OTHER_USER.id]);
		const filtered = await searchUsers.call(context, 'dev');
		expect(filtered.results.map((result) => result.name)).toEqual(['Platform Dev (@platformdev)']);
	});
});

describe('Bookmark', () => {
	const POST = '1500000000000000971';
	const asUser = () => ({ credentials: userBearerCredentials(emulator(), 'user-oauth2-token') });

	test('Add, Get Many, Remove with an OAuth 2.0 user token and Me resolved once per run', async () => {
		seedPost(emulator(), { id: POST, text: 'save for later', author_id: OTHER_USER.id });
		const added = await run(
			{
				authentication: 'bearerToken',
				resource: 'bookmark',
				operation: 'add',
				postId: { __rl: true, mode: 'id', value: POST },
			},
			asUser(),
		);
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/me', query: {} },
			{ method: 'POST', path: `/2/users/${me()}/bookmarks`, query: {}, body: { post_id: POST } },
		]);
		expect(added.items[0].json).toEqual({ bookmarked: true });
		const list = await run(
			{
				authentication: 'bearerToken',
				resource: 'bookmark',
				operation: 'getAll',
				returnAll: true,
				postFields: [],
				expansions: [],
				userFields: [],
			},
			asUser(),
		);
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/bookmarks`,
			query: { max_results: '100' },
		});
		expect(json(list)).toEqual([{ id: POST, text: 'save for later' }]);
		const removed = await run(
			{
				authentication: 'bearerToken',
				resource: 'bookmark',
				operation: 'remove',
				postId: { __rl: true, mode: 'id', value: POST },
			},
			asUser(),
		);
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/users/${me()}/bookmarks/${POST}`,
			query: {},
		});
		expect(removed.items[0].json).toEqual({ bookmarked: false });
	});

	test('adding a bookmark with OAuth1 keys is refused before sending: the platform takes OAuth 2.0 there', async () => {
		const { error } = await run({
			resource: 'bookmark',
			operation: 'add',
			postId: { __rl: true, mode: 'id', value: POST },
		});
		expect(error?.message).toBe(
			'Item 1: Bookmark > Add needs a Platform OAuth2 API or Platform Bearer Token API credential',
		);
		expect(requests()).toEqual([]);
	});

	test('Create Folder, Folders and Folder Posts', async () => {
		const created = await run(
			{
				authentication: 'bearerToken',
				resource: 'bookmark',
				operation: 'createFolder',
				name: 'Launch',
			},
			asUser(),
		);
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/users/${me()}/bookmarks/folders`,
			query: {},
			body: { name: 'Launch' },
		});
		const folder = created.items[0].json;
		expect(folder).toEqual({ id: expect.any(String), name: 'Launch' });
		const folders = await run({ resource: 'bookmark', operation: 'folders', returnAll: true });
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/bookmarks/folders`,
			query: { max_results: '100' },
		});
		expect(json(folders).map((one) => one.name)).toEqual(['Campaign ideas', 'Launch']);
		const posts = await run({
			resource: 'bookmark',
			operation: 'folderPosts',
			folderId: { __rl: true, mode: 'id', value: String(folder.id) },
			returnAll: true,
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/bookmarks/folders/${String(folder.id)}`,
			query: { max_results: '100' },
		});
		expect(posts.items).toEqual([]);
	});
});

describe('Trend, Community, Usage', () => {
	test('Trend By Location sends the WOEID in the path, max_trends and the fields', async () => {
		const { items } = await run({
			authentication: 'bearerToken',
			resource: 'trend',
			operation: 'byLocation',
			woeid: 23424977,
			maxTrends: 2,
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/trends/by/woeid/23424977',
				query: { max_trends: '2', 'trend.fields': 'post_count,trend_name' },
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ trend_name: '#MondayMotivation', post_count: 52000 },
			{ trend_name: 'Rocket launch', post_count: 31500 },
		]);
	});

	test('Personalized trends of the signed-in user', async () => {
		const { items } = await run({ resource: 'trend', operation: 'personalized' });
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/users/personalized_trends',
				query: { 'personalized_trend.fields': 'category,post_count,trend_name,trending_since' },
			},
		]);
		expect(items[0].json).toEqual(expect.objectContaining({ trend_name: '#MondayMotivation' }));
	});

	test('Community Get and Search', async () => {
		const found = await run({
			resource: 'community',
			operation: 'search',
			query: 'marketing',
			limit: 5,
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/communities/search',
				query: {
					query: 'marketing',
					'community.fields': 'description,member_count',
					max_results: '10',
				},
			},
		]);
		expect(json(found)).toEqual([
			expect.objectContaining({ id: '1900000000000000101', name: 'Marketing Automation' }),
		]);
		const one = await run({
			authentication: 'bearerToken',
			resource: 'community',
			operation: 'get',
			communityId: '1900000000000000102',
			communityFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/communities/1900000000000000102',
			query: {},
		});
		expect(one.items[0].json).toEqual({ id: '1900000000000000102', name: 'Rocket Fans' });
	});

	test('Usage Get Post Usage sends days and the fields, with the app', async () => {
		const { items } = await run({
			authentication: 'bearerToken',
			resource: 'usage',
			operation: 'getPostUsage',
			days: 3,
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/usage/posts',
				query: {
					days: '3',
					'usage.fields': 'cap_reset_day,daily_project_usage,project_cap,project_usage',
				},
			},
		]);
		expect(items[0].json).toEqual(
			expect.objectContaining({ project_cap: '2000000', cap_reset_day: 19 }),
		);
		expect((items[0].json.daily_project_usage as { usage: unknown[] }).usage).toHaveLength(3);
	});
});
