import {
	searchPromotablePosts,
	searchScheduledPosts,
} from '../../nodes/PlatformAds/shared/postLocator';
import { accountPostId } from '../emulator/accountPosts';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';
import { accountPickerContext, pickerContext } from './pickerContext';

const { emulator, run, requests } = nodeHarness('ads');
const ACCOUNT_PATH = `/ads/12/accounts/${ACCOUNT}`;

describe('the post pickers of Promoted Post and Scheduled Promoted Post', () => {
	test("the account's published posts: text and date (workflow zone), found by any part of a word", async () => {
		const found = await searchPromotablePosts.call(accountPickerContext(emulator()), 'ALE, DAY 1');
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: `${ACCOUNT_PATH}/posts`,
				query: { post_type: 'PUBLISHED', timeline_type: 'ALL', count: '200' },
			},
		]);
		// Days 1, 10 to 19 and 100 to 150 of the 150 seeded "Spring sale, day <n>" posts.
		expect(found.results).toHaveLength(62);
		// Seeded one a minute from 2026-01-01T00:00Z, the day before in New York (UTC-5).
		expect(found.results).toContainEqual({
			name: 'Spring sale, day 12 (2025-12-31 19:11)',
			value: accountPostId(11),
		});
		const byPostId = await searchPromotablePosts.call(
			accountPickerContext(emulator()),
			accountPostId(42).slice(-6),
		);
		expect(byPostId.results.map((result) => result.value)).toEqual([accountPostId(42)]);
	});

	test('the newest posts come first', async () => {
		const found = await searchPromotablePosts.call(accountPickerContext(emulator()), 'sale');
		const days = found.results.map(({ name }) => Number(/day (\d+)/.exec(name)?.[1]));
		expect(days.slice(0, 3)).toEqual([150, 149, 148]);
		expect(days).toEqual([...days].sort((a, b) => b - a));
	});

	test('no account chosen yet: an empty list, nothing sent', async () => {
		const found = await searchPromotablePosts.call(
			pickerContext(emulator(), { environment: 'production' }),
			'sale',
		);
		expect(found.results).toEqual([]);
		expect(requests()).toEqual([]);
	});

	test("the account's scheduled posts, with the time each is to be published", async () => {
		const found = await searchScheduledPosts.call(accountPickerContext(emulator()), 'T 2 #LAU');
		expect(requests()).toEqual([
			{ method: 'GET', path: `${ACCOUNT_PATH}/scheduled_posts`, query: { count: '200' } },
		]);
		expect(found.results).toEqual([
			{ name: 'Scheduled post 2 #launch (2099-01-02 05:00)', value: '1339940521097347002' },
		]);
	});

	test('Promote posts takes the post from the list, by its link, or as a plain ID saved before', async () => {
		const promote = (postId: unknown) =>
			run({
				resource: 'promotedPost',
				operation: 'create',
				accountId: byId(ACCOUNT),
				lineItemId: byId('8v7jp'),
				postId,
				findBeforeCreate: false,
			});
		const fromList = await promote({ __rl: true, mode: 'list', value: accountPostId(20) });
		const byLink = await promote({
			__rl: true,
			mode: 'url',
			value: `https://example.com/someone/status/${accountPostId(21)}?s=20`,
		});
		const plain = await promote(accountPostId(22));
		expect([fromList, byLink, plain].map((result) => json(result)[0].post_id)).toEqual([
			accountPostId(20),
			accountPostId(21),
			accountPostId(22),
		]);
		expect(requests().map((request) => request.query.post_ids)).toEqual([
			accountPostId(20),
			accountPostId(21),
			accountPostId(22),
		]);
		// An expression passes the panel's check of the mode, so the node's own check speaks.
		const badLink = await promote({
			__rl: true,
			mode: 'url',
			value: '={{ "https://example.com/x" }}',
		});
		expect(badLink.error?.message).toBe(
			'Item 1: Post must be a link to it (e.g. https://<site>/<username>/status/<id>), got "https://example.com/x"',
		);
	});

	test('Promote a scheduled post takes it from the list', async () => {
		const result = await run({
			resource: 'scheduledPromotedPost',
			operation: 'create',
			accountId: byId(ACCOUNT),
			lineItemId: byId('8v7jp'),
			scheduled_post_id: { __rl: true, mode: 'list', value: '1339940521097347001' },
		});
		expect(result.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: `${ACCOUNT_PATH}/scheduled_promoted_posts`,
				query: { line_item_id: '8v7jp', scheduled_post_id: '1339940521097347001' },
			},
		]);
	});
});
