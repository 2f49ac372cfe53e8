import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { NO_FIELDS } from './noFields';
import { OTHER_USER, seedPost } from './postFixtures';

const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });

const POST = '1500000000000000901';
const me = () => emulator().seed.userId;
const seed = () =>
	seedPost(emulator(), { id: POST, text: 'Launch day!', author_id: OTHER_USER.id });

describe('Post > Like, Unlike, Repost, Undo Repost: the signed-in user, typed nowhere', () => {
	test('Like sends POST /2/users/{me}/likes with the post, after one GET /2/users/me', async () => {
		seed();
		const { items, error } = await run({ resource: 'post', operation: 'like', postId: byId(POST) });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/me', query: {} },
			{ method: 'POST', path: `/2/users/${me()}/likes`, query: {}, body: { post_id: POST } },
		]);
		expect(json({ items } as never)).toEqual([{ liked: true }]);
	});

	test('three items like three posts with one lookup of the signed-in user', async () => {
		const ids = ['1500000000000000911', '1500000000000000912', '1500000000000000913'];
		ids.forEach((id) => seedPost(emulator(), { id, text: `post ${id}` }));
		const { items, error } = await run(
			{ resource: 'post', operation: 'like', postId: byId('={{ $json.id }}') },
			{ items: ids.map((id) => ({ json: { id } })) },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json, item.pairedItem])).toEqual(
			ids.map((_, index) => [{ liked: true }, { item: index }]),
		);
		const paths = requests().map((request) => `${request.method} ${request.path}`);
		expect(paths.filter((path) => path === 'GET /2/users/me')).toHaveLength(1);
		expect(paths.filter((path) => path === `POST /2/users/${me()}/likes`)).toHaveLength(3);
	});

	test('liking twice is reported (liked: true), and the like shows in liking users and liked posts', async () => {
		seed();
		await run({ resource: 'post', operation: 'like', postId: byId(POST) });
		const again = await run({ resource: 'post', operation: 'like', postId: byId(POST) });
		expect(json(again)).toEqual([{ liked: true }]);
		const liking = await run({
			resource: 'post',
			operation: 'getLikingUsers',
			postId: byId(POST),
			returnAll: true,
			userFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/posts/${POST}/liking_users`,
			query: { max_results: '100' },
		});
		expect(json(liking)).toEqual([expect.objectContaining({ id: me() })]);
		const liked = await run({
			resource: 'timeline',
			operation: 'likedPosts',
			returnAll: true,
			...NO_FIELDS,
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/liked_posts`,
			query: { max_results: '100' },
		});
		expect(json(liked).map((post) => post.id)).toEqual([POST]);
	});

	test('Unlike sends DELETE /2/users/{me}/likes/{post_id}', async () => {
		seed();
		await run({ resource: 'post', operation: 'like', postId: byId(POST) });
		const { items } = await run({ resource: 'post', operation: 'unlike', postId: byId(POST) });
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/users/${me()}/likes/${POST}`,
			query: {},
		});
		expect(items[0].json).toEqual({ liked: false });
	});

	test('Repost, then Get Reposts, Get Reposted By and Reposts of Me see it; Undo Repost removes it', async () => {
		const mine = seedPost(emulator(), { id: '1500000000000000921', text: 'my news' });
		const { items } = await run({ resource: 'post', operation: 'repost', postId: byId(mine.id) });
		expect(requests().at(-1)).toEqual({
			method: 'POST',
			path: `/2/users/${me()}/reposts`,
			query: {},
			body: { post_id: mine.id },
		});
		expect(items[0].json).toEqual({ reposted: true, rest_id: expect.any(String) });
		const again = await run({ resource: 'post', operation: 'repost', postId: byId(mine.id) });
		expect(again.items[0].json).toEqual(items[0].json);

		const reposts = await run({
			resource: 'post',
			operation: 'getReposts',
			postId: byId(mine.id),
			returnAll: true,
			...NO_FIELDS,
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/posts/${mine.id}/reposts`,
			query: { max_results: '100' },
		});
		expect(json(reposts).map((post) => post.id)).toEqual([items[0].json.rest_id]);
		const by = await run({
			resource: 'post',
			operation: 'getRepostedBy',
			postId: byId(mine.id),
			limit: 5,
			userFields: [],
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/posts/${mine.id}/reposted_by`,
			query: { max_results: '5' },
		});
		expect(json(by).map((user) => user.id)).toEqual([me()]);
		const ofMe = await run({
			resource: 'timeline',
			operation: 'repostsOfMe',
			returnAll: true,
			...NO_FIELDS,
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/users/reposts_of_me',
			query: { max_results: '100' },
		});
		expect(json(ofMe).map((post) => post.id)).toEqual([items[0].json.rest_id]);

		const undone = await run({ resource: 'post', operation: 'undoRepost', postId: byId(mine.id) });
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/users/${me()}/reposts/${mine.id}`,
			query: {},
		});
		expect(undone.items[0].json).toEqual({ reposted: false });
	});

	test('an app-only credential is refused before anything is sent', async () => {
		const { error } = await run({
			authentication: 'appOnly',
			resource: 'post',
			operation: 'like',
			postId: byId(POST),
		});
		expect(error?.message).toMatch(/^Item 1: Post > Like needs a Platform OAuth1 API, /);
		expect(requests()).toEqual([]);
	});
});

describe('Post > Hide or Unhide Reply, Get Quote Posts, Get Analytics', () => {
	test('Hide or Unhide Reply sends PUT /2/posts/{post_id}/hidden with hidden', async () => {
		seed();
		const { items } = await run({
			resource: 'post',
			operation: 'hideReply',
			postId: byId(POST),
			hidden: false,
		});
		expect(requests()).toEqual([
			{ method: 'PUT', path: `/2/posts/${POST}/hidden`, query: {}, body: { hidden: false } },
		]);
		expect(items[0].json).toEqual({ hidden: false });
	});

	test('Get Quote Posts lists posts quoting the post, 100 a page, with replies left out', async () => {
		seed();
		seedPost(emulator(), {
			id: '1500000000000000931',
			text: 'So true',
			referenced_posts: [{ type: 'quoted', id: POST }],
		});
		const { items } = await run({
			resource: 'post',
			operation: 'getQuotePosts',
			postId: byId(POST),
			exclude: ['replies'],
			returnAll: true,
			...NO_FIELDS,
		});
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `/2/posts/${POST}/quote_posts`,
				query: { exclude: 'replies', max_results: '100' },
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ id: '1500000000000000931', text: 'So true' },
		]);
	});

	test('Get Analytics sends the ids, the window in UTC, the granularity and the metrics', async () => {
		seed();
		const { items, error } = await run({
			resource: 'post',
			operation: 'getAnalytics',
			postIds: POST,
			startTime: '2026-11-01T00:00:00Z',
			endTime: '2026-11-08T00:00:00Z',
			granularity: 'daily',
			analyticsFields: ['likes', 'impressions'],
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/posts/analytics',
				query: {
					ids: POST,
					start_time: '2026-11-01T00:00:00Z',
					end_time: '2026-11-08T00:00:00Z',
					granularity: 'daily',
					'analytics.fields': 'likes,impressions',
				},
			},
		]);
		expect(items[0].json).toEqual({ id: POST, likes: 0, impressions: 100 });
	});
});

describe('Timeline', () => {
	test('Mentions of Me lists posts naming @me, newest first, at 100 a page', async () => {
		const { screenName } = emulator().seed;
		seedPost(
			emulator(),
			{ id: '1500000000000000941', text: `hello @${screenName}`, author_id: OTHER_USER.id },
			10,
		);
		seedPost(
			emulator(),
			{ id: '1500000000000000942', text: `@${screenName} again`, author_id: OTHER_USER.id },
			5,
		);
		seedPost(emulator(), {
			id: '1500000000000000943',
			text: 'no mention',
			author_id: OTHER_USER.id,
		});
		const { items } = await run({
			resource: 'timeline',
			operation: 'mentions',
			returnAll: true,
			...NO_FIELDS,
		});
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/me', query: {} },
			{ method: 'GET', path: `/2/users/${me()}/mentions`, query: { max_results: '100' } },
		]);
		expect(items.map((item) => item.json.id)).toEqual([
			'1500000000000000942',
			'1500000000000000941',
		]);
	});

	test('User Posts of a user by username, with filters, looks the username up once', async () => {
		seedPost(emulator(), { id: '1500000000000000951', text: 'dev news', author_id: OTHER_USER.id });
		const { items, error } = await run({
			resource: 'timeline',
			operation: 'userPosts',
			user: { __rl: true, mode: 'username', value: '@platformdev' },
			exclude: ['reposts', 'replies'],
			filters: { sinceId: '1500000000000000900' },
			limit: 3,
			...NO_FIELDS,
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/users/by/username/platformdev', query: {} },
			{
				method: 'GET',
				path: `/2/users/${OTHER_USER.id}/posts`,
				query: { exclude: 'reposts,replies', since_id: '1500000000000000900', max_results: '5' },
			},
		]);
		expect(items.map((item) => item.json.id)).toEqual(['1500000000000000951']);
	});

	test('Home Timeline holds my posts and those of the accounts I follow', async () => {
		seedPost(emulator(), { id: '1500000000000000961', text: 'followed', author_id: OTHER_USER.id });
		seedPost(emulator(), { id: '1500000000000000962', text: 'not followed', author_id: '783214' });
		const { items } = await run({
			resource: 'timeline',
			operation: 'homeTimeline',
			returnAll: true,
			...NO_FIELDS,
		});
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: `/2/users/${me()}/timelines/reverse_chronological`,
			query: { max_results: '100' },
		});
		expect(items.map((item) => item.json.id)).toEqual(['1500000000000000961']);
	});
});
