import { byId, json, nodeHarness, type RunOptions } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
const ADS = `/ads/12/accounts/${ACCOUNT}`;
const inAccount = (
	resource: string,
	operation: string,
	extra: Record<string, unknown>,
	options?: RunOptions,
) => run({ resource, operation, accountId: byId(ACCOUNT), ...extra }, options);
/** The Get Many request of the account's posts with `query`. */
const postsRequest = (query: Record<string, string>) => ({
	method: 'GET',
	path: `${ADS}/posts`,
	query,
});

/** Two published posts of the account's own user: one promoted-only, one organic. */
async function publish() {
	const me = emulator().seed.userId;
	const made = await inAccount(
		'adsPost',
		'create',
		{
			as_user_id: me,
			text: '={{ $json.text }}',
			nullcast: '={{ $json.nullcast }}',
			additionalFields: { name: '={{ $json.name }}' },
		},
		{
			items: [
				{ json: { text: 'Spring sale', nullcast: true, name: 'Spring promo' } },
				{ json: { text: 'Hello followers', nullcast: false, name: 'Organic hello' } },
			],
		},
	);
	emulator().clearLog();
	return json(made).map((post) => String(post.id_str));
}

describe('Ads Post: Get Many', () => {
	test('published posts of the own user, promoted-only by default; a name prefix in any case', async () => {
		const [promoted, organic] = await publish();
		const nullcast = await inAccount('adsPost', 'getAll', {
			postType: 'PUBLISHED',
			returnAll: true,
		});
		// The account's 150 seeded promoted-only posts and the one just made; the organic one is left out.
		const ids = json(nullcast).map((post) => post.post_id);
		expect(ids).toHaveLength(151);
		expect(ids).toContain(promoted);
		expect(ids).not.toContain(organic);
		const all = await inAccount('adsPost', 'getAll', {
			postType: 'PUBLISHED',
			limit: 10,
			listOptions: { timelineType: 'ALL', name: 'ORGANIC', trimUser: true },
		});
		expect(json(all)).toEqual([
			expect.objectContaining({
				post_id: organic,
				post_type: 'PUBLISHED',
				user: { id: emulator().seed.userId, id_str: emulator().seed.userId },
			}),
		]);
		expect(requests()).toEqual([
			postsRequest({ post_type: 'PUBLISHED', count: '1000' }),
			postsRequest({
				post_type: 'PUBLISHED',
				count: '10',
				timeline_type: 'ALL',
				name: 'ORGANIC',
				trim_user: 'true',
			}),
		]);
	});

	test('scheduled posts of another promotable user, by ID, with mentions and replies', async () => {
		const result = await inAccount('adsPost', 'getAll', {
			postType: 'SCHEDULED',
			limit: 5,
			listOptions: {
				postIds: '1339940521097347003, 1339940521097347001',
				userId: '2244994945',
				includeMentionsAndReplies: true,
			},
		});
		expect(json(result)).toEqual([
			expect.objectContaining({ post_id: '1339940521097347003', post_type: 'SCHEDULED' }),
		]);
		expect(requests()).toEqual([
			postsRequest({
				post_type: 'SCHEDULED',
				count: '5',
				post_ids: '1339940521097347003,1339940521097347001',
				user_id: '2244994945',
				include_mentions_and_replies: 'true',
			}),
		]);
	});
});

test('Post Preview: Get answers one preview per post of the type; others get none', async () => {
	const result = await inAccount('postPreview', 'get', {
		postIds: '1339940521097347004,1339940521097347001',
		postType: 'DRAFT',
	});
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: `${ADS}/post_previews`,
			query: { post_ids: '1339940521097347004,1339940521097347001', post_type: 'DRAFT' },
		},
	]);
	expect(json(result)).toEqual([
		{ post_id: '1339940521097347004', preview: expect.stringMatching(/^<iframe /) },
	]);
});
