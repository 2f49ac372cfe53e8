import { userBearerCredentials } from '../helpers/credentials';
import { byId, nodeHarness, withBody } from '../helpers/nodeHarness';
import { seedMedia, seedPost } from './postFixtures';

/**
 * The fields that let the node send every parameter of the core interface's reference: each
 * test sends them and asserts the exact request the emulator received (the emulator refuses any
 * parameter or property the reference does not describe, and any value it does not allow).
 */
const { emulator, run, requests } = nodeHarness('core', { emulatorPerTest: true });

const VIDEO = '1455952740635586573';
const THUMBNAIL = '1455952740635586574';
beforeEach(() => {
	seedMedia(emulator(), VIDEO);
	seedMedia(emulator(), THUMBNAIL);
});

describe('Post > Create', () => {
	test('sends the disclosures, the poll reply settings and the media card', async () => {
		const { error } = await run({
			resource: 'post',
			operation: 'create',
			text: 'Our new trailer',
			options: {
				mediaIds: VIDEO,
				madeWithAi: true,
				forSuperFollowersOnly: false,
				directMessageDeepLink: 'https://platform.example/messages/compose?recipient_id=2244994945',
				mediaTitle: 'Trailer',
				mediaDescription: 'Two minutes of the spring collection',
				previewMediaId: THUMBNAIL,
				callToAction: 'watch_now',
				callToActionUrl: 'https://example.com/watch',
				embeddable: true,
			},
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			withBody('POST', '/2/posts', {
				text: 'Our new trailer',
				media: {
					media_ids: [VIDEO],
					title: 'Trailer',
					description: 'Two minutes of the spring collection',
					preview_media_id: THUMBNAIL,
					embeddable: true,
					call_to_actions: { watch_now: { url: 'https://example.com/watch' } },
				},
				made_with_ai: true,
				for_super_followers_only: false,
				direct_message_deep_link:
					'https://platform.example/messages/compose?recipient_id=2244994945',
			}),
		]);
	});

	test('sends who may answer a poll inside the poll', async () => {
		const { error } = await run({
			resource: 'post',
			operation: 'create',
			text: 'Which colour?',
			options: { pollOptions: ['Red', 'Blue'], pollReplySettings: 'subscribers' },
		});
		expect(error).toBeUndefined();
		expect(requests()[0].body).toEqual({
			text: 'Which colour?',
			poll: { options: ['Red', 'Blue'], duration_minutes: 1440, reply_settings: 'subscribers' },
		});
	});
});

describe('Media > Add Alt Text', () => {
	test('sends every metadata of the Additional Metadata collection', async () => {
		const { error } = await run({
			resource: 'media',
			operation: 'addMetadata',
			mediaId: VIDEO,
			altText: 'A red shoe',
			additionalMetadata: {
				allowDownload: false,
				allowedCountries: 'us, ca',
				blockedCountries: 'DE',
				allowedDomains: 'example.com, shop.example.com',
				audience: ['creator_subscriptions'],
				expiresAt: '2030-01-01T00:00:00Z',
				foundMediaProvider: 'giphy',
				foundMediaId: 'abc123',
				managed: true,
				sensitiveWarning: ['adult_content', 'other'],
				shared: true,
				uploadSource: 'gallery',
			},
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			withBody('POST', '/2/media/metadata', {
				id: VIDEO,
				metadata: {
					alt_text: { text: 'A red shoe' },
					allow_download_status: { allow_download: false },
					sensitive_media_warning: { adult_content: true, other: true },
					audience_policy: { creator_subscriptions: ['Any'] },
					content_expiration: { timestamp_sec: 1893456000 },
					domain_restrictions: { whitelist: ['example.com', 'shop.example.com'] },
					geo_restrictions: {
						whitelisted_country_codes: ['US', 'CA'],
						blacklisted_country_codes: ['DE'],
					},
					found_media_origin: { provider: 'giphy', id: 'abc123' },
					management_info: { managed: true },
					shared_info: { shared: true },
					upload_source: { upload_source: 'gallery' },
				},
			}),
		]);
	});

	test('sends metadata without alt text when only metadata is added', async () => {
		const { error } = await run({
			resource: 'media',
			operation: 'addMetadata',
			mediaId: VIDEO,
			altText: '',
			additionalMetadata: { sensitiveWarning: ['graphic_violence'] },
		});
		expect(error).toBeUndefined();
		expect(requests()[0].body).toEqual({
			id: VIDEO,
			metadata: { sensitive_media_warning: { graphic_violence: true } },
		});
	});
});

/** A broadcast's schedule as the panel takes it, and as the platform's body carries it. */
const SCHEDULE = {
	resource: 'broadcast',
	operation: 'create',
	sourceId: 'stream-key-1',
	startTime: '2026-12-01T18:00:00Z',
	endTime: '2026-12-01T19:00:00Z',
};
const SCHEDULED = {
	source_id: 'stream-key-1',
	scheduled_start_ms: '1796148000000',
	scheduled_end_ms: '1796151600000',
};

describe('Broadcast', () => {
	test('Create sends a weekly series, the chat option, the lock and the telecast', async () => {
		const { error } = await run({
			...SCHEDULE,
			additionalFields: {
				chat_option: '2',
				is_locked: true,
				telecast_id: '1700000000000000001',
				repeatFrequency: 'Weekly',
				repeatCount: 6,
			},
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			withBody('POST', '/2/broadcasts/scheduled', {
				...SCHEDULED,
				chat_option: '2',
				is_locked: true,
				telecast_id: '1700000000000000001',
				recurrence: { frequency: 'Weekly', repeats: '6' },
			}),
		]);
	});

	test('Update and Delete shift the series; Get Many filters by start time', async () => {
		const created = await run(SCHEDULE);
		const id = String(created.items[0].json.broadcast_id);
		emulator().clearLog();
		const updated = await run({
			resource: 'broadcast',
			operation: 'update',
			broadcastId: id,
			updateFields: { roll_forward: true, title: 'Weekly show' },
		});
		expect(updated.error).toBeUndefined();
		expect(requests().at(-1)).toEqual(
			withBody(
				'PUT',
				`/2/broadcasts/scheduled/${id}`,
				expect.objectContaining({ roll_forward: true, title: 'Weekly show' }),
			),
		);
		const listed = await run({
			resource: 'broadcast',
			operation: 'getAll',
			returnAll: true,
			filters: {
				oldestStartTime: '2026-12-01T00:00:00Z',
				newestStartTime: '2026-12-02T00:00:00Z',
			},
		});
		expect(listed.error).toBeUndefined();
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/broadcasts/scheduled',
			query: {
				max_results: '100',
				oldest_start_time: '2026-12-01T00:00:00Z',
				newest_start_time: '2026-12-02T00:00:00Z',
			},
		});
		const deleted = await run({
			resource: 'broadcast',
			operation: 'delete',
			broadcastId: id,
			options: { roll_forward: true },
		});
		expect(deleted.error).toBeUndefined();
		expect(requests().at(-1)).toEqual({
			method: 'DELETE',
			path: `/2/broadcasts/scheduled/${id}`,
			query: { roll_forward: 'true' },
		});
	});
});

describe('Bookmark, Article, Compliance Job, Account Activity, Stream Rule', () => {
	test('Bookmark > Add sends the folder', async () => {
		seedPost(emulator(), { id: '1500000000000000971', text: 'save me' }, 1);
		const { error } = await run(
			{
				resource: 'bookmark',
				operation: 'add',
				authentication: 'bearerToken',
				postId: byId('1500000000000000971'),
				options: { folderId: '1146654567674912769' },
			},
			{ credentials: userBearerCredentials(emulator(), 'user-oauth2-token') },
		);
		expect(error).toBeUndefined();
		expect(requests().at(-1)).toEqual(
			withBody('POST', `/2/users/${emulator().seed.userId}/bookmarks`, {
				post_id: '1500000000000000971',
				folder_id: '1146654567674912769',
			}),
		);
	});

	test('Article > Create Draft sends the cover media', async () => {
		const { error } = await run({
			resource: 'article',
			operation: 'createDraft',
			title: 'Launch notes',
			body: 'Faster uploads.',
			options: { coverMediaId: VIDEO, coverMediaCategory: 'post_video' },
		});
		expect(error).toBeUndefined();
		expect(requests()[0].body).toEqual({
			title: 'Launch notes',
			content_state: { blocks: [{ type: 'unstyled', text: 'Faster uploads.' }], entities: [] },
			cover_media: { media_id: VIDEO, media_category: 'post_video' },
		});
	});

	test('Compliance Job > Create sends resumable and the job fields, with those the node reads', async () => {
		const { error } = await run({
			authentication: 'bearerToken',
			resource: 'complianceJob',
			operation: 'create',
			jobType: 'users',
			resumable: true,
			jobFields: ['created_at', 'resumable'],
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/compliance/jobs',
				query: { 'compliance_job.fields': 'created_at,resumable,download_url,status,upload_url' },
				body: { type: 'users', resumable: true },
			},
		]);
	});

	test('Account Activity > Subscribe sends the JSON body the platform requires', async () => {
		const hook = await run({
			authentication: 'bearerToken',
			resource: 'webhook',
			operation: 'create',
			url: 'https://hooks.example.com/platform',
		});
		const id = String(hook.items[0].json.id);
		emulator().clearLog();
		await run({
			resource: 'accountActivity',
			operation: 'subscribe',
			webhookId: byId(id),
		});
		expect(requests()).toEqual([
			withBody('POST', `/2/account_activity/webhooks/${id}/subscriptions/all`, {}),
		]);
	});

	test('Stream Rule > Delete can delete every rule; Get Counts asks for the chosen parts', async () => {
		const deleted = await run({
			authentication: 'bearerToken',
			resource: 'streamRule',
			operation: 'delete',
			deleteBy: 'all',
		});
		expect(deleted.error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/posts/search/stream/rules',
				query: { delete_all: 'true' },
			},
		]);
		const counts = await run({
			authentication: 'bearerToken',
			resource: 'streamRule',
			operation: 'getCounts',
			countFields: ['cap_per_project', 'project_rules_count'],
		});
		expect(counts.error).toBeUndefined();
		expect(requests().at(-1)).toEqual({
			method: 'GET',
			path: '/2/posts/search/stream/rules/counts',
			query: { 'rules_count.fields': 'cap_per_project,project_rules_count' },
		});
	});
});

describe('Field lists of users and lists', () => {
	test("User > Get Me asks for the pinned post and that post's fields", async () => {
		const { error } = await run({
			resource: 'user',
			operation: 'getMe',
			userFields: ['parody', 'verified_followers_count'],
			userExpansions: ['pinned_post_id'],
			referredPostFields: ['created_at', 'lang'],
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'GET',
				path: '/2/users/me',
				query: {
					'user.fields': 'parody,verified_followers_count',
					expansions: 'pinned_post_id',
					'post.fields': 'created_at,lang',
				},
			},
		]);
	});
});
