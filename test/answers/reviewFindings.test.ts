import { PlatformCore } from '../../nodes/PlatformCore/PlatformCore.node';
import { ACCOUNT } from '../ads/adsFixtures';
import { seedPost } from '../core/postFixtures';
import { byId, nodeHarness } from '../helpers/nodeHarness';
import { NO_FIELDS } from '../core/noFields';

/** The findings of the review against the interface's documents, each on the exact request. */
const { emulator, run } = nodeHarness('ads');
const runCore = (parameters: Record<string, unknown>) => run(parameters, { node: 'core' });
const sent = () =>
	emulator().log.map(({ method, path, query, body }) => ({ method, path, query, body }));
/** Answers every request to the path with a plausible 200, so only the request is under test. */
const answerOk = (path: string, body: unknown = { data: { id: '1' }, request: { params: {} } }) =>
	emulator().injectFault({ path, status: 200, body, times: 100 });
afterEach(() => emulator().clearFaults());

describe('Activity Subscription > Create: filter.direction', () => {
	const create = (direction: string) =>
		runCore({
			authentication: 'bearerToken',
			resource: 'activitySubscription',
			operation: 'create',
			eventType: 'dm.received',
			userId: '1500000000000000001',
			direction,
			webhookId: { __rl: true, mode: 'list', value: '' },
		});

	test('both (the default) sends no direction: its absence means both', async () => {
		answerOk('/2/activity/subscriptions', { data: { subscription_id: '9' } });
		await create('both');
		expect(sent()).toEqual([
			{
				method: 'POST',
				path: '/2/activity/subscriptions',
				query: {},
				body: { event_type: 'dm.received', filter: { user_id: '1500000000000000001' } },
			},
		]);
	});

	test('received is sent as it is', async () => {
		answerOk('/2/activity/subscriptions', { data: { subscription_id: '9' } });
		await create('received');
		expect(sent()[0].body).toEqual({
			event_type: 'dm.received',
			filter: { user_id: '1500000000000000001', direction: 'received' },
		});
	});
});

test("Ads Post > Create accepts the media library's amplify video keys (13_)", async () => {
	answerOk(`/ads/12/accounts/${ACCOUNT}/post`);
	const { error } = await run({
		resource: 'adsPost',
		operation: 'create',
		accountId: byId(ACCOUNT),
		as_user_id: emulator().seed.userId,
		media_keys: '13_1151345051455221761',
	});
	expect(error).toBeUndefined();
	expect(sent()).toEqual([
		{
			method: 'POST',
			path: `/ads/12/accounts/${ACCOUNT}/post`,
			query: {
				as_user_id: emulator().seed.userId,
				media_keys: '13_1151345051455221761',
				nullcast: 'true',
			},
			body: undefined,
		},
	]);
});

describe('Line Item > Update: goal, pay_by and bid_strategy together', () => {
	const update = (updateFields: Record<string, unknown>) =>
		run({
			resource: 'lineItem',
			operation: 'update',
			accountId: byId(ACCOUNT),
			lineItemId: byId('8v7jo'),
			updateFields,
		});

	test.each([
		[
			{ goal: 'LINK_CLICKS', pay_by: 'APP_CLICK' },
			'Item 1: Pay By must be LINK_CLICK or IMPRESSION with Goal LINK_CLICKS, got APP_CLICK',
		],
		[
			{ goal: 'APP_INSTALLS', pay_by: 'LINK_CLICK' },
			'Item 1: Pay By must be APP_CLICK or IMPRESSION with Goal APP_INSTALLS, got LINK_CLICK',
		],
		[
			{
				goal: 'LINK_CLICKS',
				pay_by: 'IMPRESSION',
				bid_strategy: 'TARGET',
				bid_amount_local_micro: 1,
			},
			'Item 1: Bid Strategy cannot be TARGET with Goal LINK_CLICKS paid by IMPRESSION',
		],
	])('%j is refused before sending', async (fields, message) => {
		const { error } = await update(fields);
		expect(error?.message.startsWith(message) ? message : error?.message).toBe(message);
		expect(sent()).toEqual([]);
	});

	test('a pair that agrees is sent', async () => {
		answerOk(`/ads/12/accounts/${ACCOUNT}/line_items/8v7jo`);
		await update({ goal: 'APP_INSTALLS', pay_by: 'APP_CLICK', bid_strategy: 'AUTO' });
		expect(sent()).toEqual([
			{
				method: 'PUT',
				path: `/ads/12/accounts/${ACCOUNT}/line_items/8v7jo`,
				query: { goal: 'APP_INSTALLS', pay_by: 'APP_CLICK', bid_strategy: 'AUTO' },
				body: undefined,
			},
		]);
	});
});

test('Custom Audience User: partner_user_id is sent as is, commas and spaces included', async () => {
	answerOk(`/ads/12/batch/accounts/${ACCOUNT}/custom_audiences/1nmth/users`, {
		data: { success_count: 1, total_count: 1 },
		request: { params: {} },
	});
	const { error } = await run({
		resource: 'customAudienceUser',
		operation: 'add',
		accountId: byId(ACCOUNT),
		customAudienceId: byId('1nmth'),
		partnerUserId: ' CRM-1, branch 7 ',
	});
	expect(error).toBeUndefined();
	const [operation] = sent()[0].body as Array<{ params: { users: unknown[] } }>;
	expect(operation.params.users).toEqual([{ partner_user_id: [' CRM-1, branch 7 '] }]);
});

describe('catalog ids are checked before sending', () => {
	const EMPTY = byId('={{ "" }}');
	test.each([
		['productCatalog', 'delete', {}],
		['productCatalog', 'update', { catalogName: 'Renamed' }],
		['product', 'getAll', { limit: 5 }],
		['productSet', 'get', { productSetId: '123' }],
		['productSet', 'create', { name: 'Set', productKeys: 'SKU-1' }],
	])('%s > %s with an empty catalog id', async (resource, operation, extra) => {
		const { error } = await run({ resource, operation, productCatalogId: EMPTY, ...extra });
		expect(error?.message).toBe('Item 1: Product Catalog is required');
		expect(sent()).toEqual([]);
	});
});

describe('Post > Search All', () => {
	test('Return All over 10,000 results makes 20 requests of 500', async () => {
		for (let n = 0; n < 10_000; n++)
			seedPost(
				emulator(),
				{ id: String(1600000000000000000n + BigInt(n)), text: `archive entry ${n}` },
				60 * 24 * 30 + n,
			);
		emulator().clearLog();
		const { items, error } = await runCore({
			authentication: 'bearerToken',
			resource: 'post',
			operation: 'searchAll',
			query: 'archive',
			returnAll: true,
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(10_000);
		const pages = emulator().log.filter((entry) => entry.path === '/2/posts/search/all');
		expect(pages).toHaveLength(20);
		expect(pages.every((entry) => entry.query.max_results === '500')).toBe(true);
	});
});

test('Post Fields no longer offer `source`', () => {
	const postFields = new PlatformCore().description.properties.filter(
		(property) => property.name === 'postFields',
	);
	expect(postFields.length).toBeGreaterThan(0);
	for (const property of postFields)
		expect(
			(property.options ?? []).map((option) => (option as { value: string }).value),
		).not.toContain('source');
});

describe('parameters that were missing', () => {
	test('Post > Create: reply.exclude_reply_user_ids, reply.auto_populate_reply_metadata, media.tagged_user_ids, nullcast, geo.place_id', async () => {
		answerOk('/2/posts', { data: { id: '1', text: 'x' } });
		const { error } = await runCore({
			resource: 'post',
			operation: 'create',
			text: 'Hello',
			options: {
				inReplyToPostId: '1500000000000000001',
				excludeReplyUserIds: '11, 12',
				autoPopulateReplyMetadata: true,
				mediaIds: '1455952740635586573',
				taggedUserIds: '21,22',
				nullcast: true,
				placeId: '01a9a39529b27f36',
			},
		});
		expect(error).toBeUndefined();
		expect(sent()[0].body).toEqual({
			text: 'Hello',
			media: { media_ids: ['1455952740635586573'], tagged_user_ids: ['21', '22'] },
			reply: {
				in_reply_to_post_id: '1500000000000000001',
				exclude_reply_user_ids: ['11', '12'],
				auto_populate_reply_metadata: true,
			},
			nullcast: true,
			geo: { place_id: '01a9a39529b27f36' },
		});
	});

	test('Post > Get: poll.fields and place.fields, with the place merged into the post', async () => {
		answerOk('/2/posts/1500000000000000001', {
			data: { id: '1500000000000000001', text: 'x', geo: { place_id: 'p1' } },
			includes: { places: [{ id: 'p1', full_name: 'Berlin, Germany' }] },
		});
		const { items } = await runCore({
			resource: 'post',
			operation: 'get',
			postId: byId('1500000000000000001'),
			...NO_FIELDS,
			expansions: ['geo.place_id', 'attachments.poll_ids'],
			pollFields: ['voting_status'],
			placeFields: ['country'],
		});
		expect(sent()[0].query).toEqual({
			expansions: 'geo.place_id,attachments.poll_ids',
			'poll.fields': 'voting_status',
			'place.fields': 'country',
		});
		expect(items[0].json.place).toEqual({ id: 'p1', full_name: 'Berlin, Germany' });
	});

	test('Webhook > Get Many: webhook_config.fields', async () => {
		answerOk('/2/webhooks', { data: [{ id: '1', url: 'https://example.com/hook' }] });
		await runCore({
			authentication: 'bearerToken',
			resource: 'webhook',
			operation: 'getAll',
			webhookFields: ['url', 'valid'],
		});
		expect(sent()).toEqual([
			{
				method: 'GET',
				path: '/2/webhooks',
				query: { 'webhook_config.fields': 'url,valid' },
				body: undefined,
			},
		]);
	});

	test('Post > Count Recent: search_count.fields', async () => {
		answerOk('/2/posts/counts/recent', {
			data: [{ start: 'a', end: 'b', post_count: 1 }],
			meta: { total_post_count: 1 },
		});
		await runCore({
			authentication: 'bearerToken',
			resource: 'post',
			operation: 'countRecent',
			query: 'x',
			countFields: ['post_count', 'start'],
		});
		expect(sent()[0].query).toEqual({
			query: 'x',
			granularity: 'hour',
			'search_count.fields': 'post_count,start',
		});
	});
});
