'use strict';
// The package's nodes as AI tools, for the suites that call them through n8n's MCP Server Trigger
// (ai-mcp.js) and through the AI Agent (ai-agents.js): the tool nodes (parameters from $fromAI),
// and the calls made to them, in waves. The calls of one wave are independent and run in
// parallel; each names the requests its operation documents (docs/operations.md), so every
// request the emulator saw during a wave belongs to exactly one call, and a request no call
// documents fails the wave. Every operation written as code (a node's customOperations) has a call
// here: CODE_OPERATIONS lists them and the suites compare it with the built nodes.
const { createHash } = require('node:crypto');
const path = require('node:path');

const { ADS_ACCOUNT: ACCOUNT, byType, nodeId } = require('./workflows');

const ROOT = path.resolve(__dirname, '..', '..');
const NODE_PACKAGE = 'n8n-nodes-platform';
const ADS = `/ads/12/accounts/${ACCOUNT}`;
const BATCH = `/ads/12/batch/accounts/${ACCOUNT}`;
const STATS = `/ads/12/stats/accounts/${ACCOUNT}`;
const JOBS = `/ads/12/stats/jobs/accounts/${ACCOUNT}`;
/** A user the seeded one may message (test/emulator's people). */
const DEV = '2244994945';
const USER = '1000000000000000001';
const PIXEL = 'o8z6j';
const PURCHASE = 'o87ne';
const AUDIENCE = '1nmth';
const DO_NOT_REACH = 'dnr1a';
/** The seeded posts of the account: n = 140 + the path's index, posts no other suite promotes. */
const accountPost = (n) => String(1610000000000000000n + BigInt(n));
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Every operation written as code, per node: what the suites must call as a tool. */
const CODE_OPERATIONS = {
	platformCore: [
		'post.createThread',
		'directMessage.downloadMedia',
		'directMessage.sendToConversation',
		'directMessage.sendToUser',
		'media.upload',
		'activitySubscription.readEvents',
		'complianceJob.create',
		'complianceJob.get',
		'token.invalidateBearerToken',
	],
	platformAds: [
		'campaign.createMany',
		'campaign.deleteMany',
		'campaign.updateMany',
		'lineItem.createMany',
		'lineItem.deleteMany',
		'lineItem.updateMany',
		'promotedPost.create',
		'analytics.getStats',
		'analytics.getStatsLongRange',
		'analytics.createStatsJob',
		'analytics.getReach',
		'analytics.getActiveEntities',
		'analytics.getActiveEntityStats',
		'targetingCriterion.createMany',
		'targetingCriterion.deleteMany',
		'customAudienceUser.add',
		'customAudienceUser.remove',
		'customAudienceUser.sync',
		'doNotReachList.addUsers',
		'doNotReachList.removeUsers',
		'product.delete',
		'product.upsert',
	],
	platformAdsMeasurement: ['conversion.send'],
};

/** The built nodes' code operations ({ node: ['resource.operation'] }), read from dist/. */
function builtCodeOperations() {
	const built = {};
	for (const [folder, className] of [
		['PlatformCore', 'PlatformCore'],
		['PlatformAds', 'PlatformAds'],
		['PlatformAdsMeasurement', 'PlatformAdsMeasurement'],
	]) {
		const file = path.join(ROOT, 'dist', 'nodes', folder, `${folder}.node.js`);
		const node = new (require(file)[className])();
		built[node.description.name] = Object.entries(node.customOperations ?? {}).flatMap(
			([resource, operations]) => Object.keys(operations).map((op) => `${resource}.${op}`),
		);
	}
	return built;
}

const fromAI = (key, description, type = 'string') =>
	`={{ $fromAI('${key}', ${JSON.stringify(description)}, '${type}') }}`;
const aiLocator = (key, description) => ({
	__rl: true,
	mode: 'id',
	value: fromAI(key, description),
});
const fixedLocator = (value) => ({ __rl: true, mode: 'id', value });
const account = () => aiLocator('account_id', 'The ads account ID');

/**
 * The tool nodes: name (n8n's tool name is the node name), node type, authentication and
 * parameters. The same nodes serve the MCP Server Trigger and the agents.
 */
/** Direct Message > Send to User as a tool: the user and the text from the model. */
const DIRECT_MESSAGE_TO_USER = {
	resource: 'directMessage',
	operation: 'sendToUser',
	participant: aiLocator('user_id', 'The numeric ID of the user to message'),
	text: fromAI('text', 'The message'),
};

const TOOLS = [
	// Platform
	{
		name: 'post_create_thread',
		node: 'platformCore',
		parameters: {
			resource: 'post',
			operation: 'createThread',
			partsFrom: 'split',
			threadText: fromAI('thread_text', 'The whole text of the thread; it is split into posts'),
			threadOptions: { numbered: true },
		},
	},
	{
		name: 'direct_message_send_to_user',
		node: 'platformCore',
		parameters: DIRECT_MESSAGE_TO_USER,
	},
	{
		name: 'direct_message_send_file_to_user',
		node: 'platformCore',
		parameters: {
			...DIRECT_MESSAGE_TO_USER,
			attachBinary: true,
			binaryPropertyName: 'data',
		},
	},
	{
		name: 'direct_message_send_to_conversation',
		node: 'platformCore',
		parameters: {
			resource: 'directMessage',
			operation: 'sendToConversation',
			conversationId: fromAI('conversation_id', 'The direct message conversation ID'),
			text: fromAI('text', 'The message'),
		},
	},
	{
		name: 'direct_message_download_media',
		node: 'platformCore',
		// The user's sign-in: the platform serves a message's media in user context only.
		authentication: 'oAuth2',
		parameters: {
			resource: 'directMessage',
			operation: 'downloadMedia',
			dmId: fromAI('dm_id', 'The direct message event ID'),
			mediaId: fromAI('media_id', 'The media ID'),
			resourceId: fromAI('resource_id', 'The resource ID of the medium'),
		},
	},
	{
		name: 'media_upload',
		node: 'platformCore',
		parameters: {
			resource: 'media',
			operation: 'upload',
			binaryPropertyName: fromAI('file_field', 'The binary field holding the file'),
		},
	},
	{
		name: 'activity_read_events',
		node: 'platformCore',
		authentication: 'bearerToken',
		parameters: {
			resource: 'activitySubscription',
			operation: 'readEvents',
			maxEvents: fromAI('max_events', 'How many events to read at most', 'number'),
			maxDurationSeconds: 2,
		},
	},
	{
		name: 'compliance_job_create',
		node: 'platformCore',
		authentication: 'bearerToken',
		parameters: {
			resource: 'complianceJob',
			operation: 'create',
			jobType: 'posts',
			name: fromAI('name', 'A name for the job'),
		},
	},
	{
		name: 'compliance_job_get',
		node: 'platformCore',
		authentication: 'bearerToken',
		parameters: {
			resource: 'complianceJob',
			operation: 'get',
			jobId: fromAI('job_id', 'The compliance job ID'),
		},
	},
	{
		name: 'token_invalidate_bearer',
		node: 'platformCore',
		parameters: {
			resource: 'token',
			operation: 'invalidateBearerToken',
			bearerTokenToInvalidate: fromAI('token', 'The app-only bearer token to revoke'),
		},
	},
	// Platform Ads
	{
		name: 'campaign_create_many',
		node: 'platformAds',
		parameters: {
			resource: 'campaign',
			operation: 'createMany',
			accountId: account(),
			fundingInstrumentId: fixedLocator('fi1usd'),
			name: fromAI('name', 'The campaign name'),
			amountUnit: 'currency',
			daily_budget_amount_local_micro: fromAI('daily_budget', 'Daily budget in USD'),
			entity_status: 'PAUSED',
		},
	},
	{
		name: 'campaign_update_many',
		node: 'platformAds',
		parameters: {
			resource: 'campaign',
			operation: 'updateMany',
			accountId: account(),
			campaignId: aiLocator('campaign_id', 'The campaign ID'),
			updateFields: { name: fromAI('name', 'The new campaign name') },
		},
	},
	{
		name: 'campaign_delete_many',
		node: 'platformAds',
		parameters: {
			resource: 'campaign',
			operation: 'deleteMany',
			accountId: account(),
			campaignId: aiLocator('campaign_id', 'The campaign ID'),
		},
	},
	{
		name: 'line_item_create_many',
		node: 'platformAds',
		parameters: {
			resource: 'lineItem',
			operation: 'createMany',
			accountId: account(),
			campaignId: aiLocator('campaign_id', 'The campaign ID'),
			name: fromAI('name', 'The line item name'),
			objective: 'WEBSITE_CLICKS',
			productType: 'PROMOTED_POSTS',
			placements: ['ALL_ON_PLATFORM'],
			startTime: fromAI('start_time', 'When it starts, ISO 8601'),
		},
	},
	{
		name: 'line_item_update_many',
		node: 'platformAds',
		parameters: {
			resource: 'lineItem',
			operation: 'updateMany',
			accountId: account(),
			lineItemId: aiLocator('line_item_id', 'The line item ID'),
			updateFields: { name: fromAI('name', 'The new line item name') },
		},
	},
	{
		name: 'line_item_delete_many',
		node: 'platformAds',
		parameters: {
			resource: 'lineItem',
			operation: 'deleteMany',
			accountId: account(),
			lineItemId: aiLocator('line_item_id', 'The line item ID'),
		},
	},
	{
		name: 'promoted_post_create',
		node: 'platformAds',
		parameters: {
			resource: 'promotedPost',
			operation: 'create',
			accountId: account(),
			lineItemId: aiLocator('line_item_id', 'The line item ID'),
			postId: aiLocator('post_id', 'The ID of the post to promote'),
			findBeforeCreate: false,
		},
	},
	{
		name: 'analytics_get_stats',
		node: 'platformAds',
		parameters: {
			resource: 'analytics',
			operation: 'getStats',
			accountId: account(),
			entity: 'LINE_ITEM',
			lineItems: fromAI('line_item_id', 'The line item ID'),
			timeRange: 'yesterday',
			granularity: 'DAY',
		},
	},
	{
		name: 'analytics_get_stats_long_range',
		node: 'platformAds',
		parameters: {
			resource: 'analytics',
			operation: 'getStatsLongRange',
			accountId: account(),
			entity: 'LINE_ITEM',
			lineItems: fromAI('line_item_id', 'The line item ID'),
			timeRange: 'last7Days',
			granularity: 'DAY',
			statsOptions: { pollSeconds: 0.5 },
		},
	},
	{
		name: 'analytics_create_stats_job',
		node: 'platformAds',
		parameters: {
			resource: 'analytics',
			operation: 'createStatsJob',
			accountId: account(),
			entity: 'LINE_ITEM',
			lineItems: fromAI('line_item_id', 'The line item ID'),
			timeRange: 'last7Days',
			granularity: 'DAY',
		},
	},
	{
		name: 'analytics_get_reach',
		node: 'platformAds',
		parameters: {
			resource: 'analytics',
			operation: 'getReach',
			accountId: account(),
			entity: 'CAMPAIGN',
			campaigns: fromAI('campaign_id', 'The campaign ID'),
			timeRange: 'last7Days',
		},
	},
	{
		name: 'analytics_get_active_entities',
		node: 'platformAds',
		parameters: {
			resource: 'analytics',
			operation: 'getActiveEntities',
			accountId: account(),
			entity: 'LINE_ITEM',
			timeRange: 'yesterday',
		},
	},
	{
		name: 'analytics_get_active_entity_stats',
		node: 'platformAds',
		parameters: {
			resource: 'analytics',
			operation: 'getActiveEntityStats',
			accountId: account(),
			entity: 'LINE_ITEM',
			timeRange: 'yesterday',
		},
	},
	{
		name: 'targeting_criterion_create_many',
		node: 'platformAds',
		parameters: {
			resource: 'targetingCriterion',
			operation: 'createMany',
			accountId: account(),
			lineItemId: aiLocator('line_item_id', 'The line item ID'),
			targetingType: 'BROAD_KEYWORD',
			targetingValue: aiLocator('keyword', 'The keyword to target'),
		},
	},
	{
		name: 'targeting_criterion_delete_many',
		node: 'platformAds',
		parameters: {
			resource: 'targetingCriterion',
			operation: 'deleteMany',
			accountId: account(),
			targetingCriterionId: aiLocator('targeting_criterion_id', 'The targeting criterion ID'),
		},
	},
	...['add', 'remove'].map((operation) => ({
		name: `custom_audience_user_${operation}`,
		node: 'platformAds',
		parameters: {
			resource: 'customAudienceUser',
			operation,
			accountId: account(),
			customAudienceId: aiLocator('custom_audience_id', 'The custom audience ID'),
			dataMode: 'defineBelow',
			email: fromAI('email', "The person's e-mail address"),
		},
	})),
	{
		name: 'custom_audience_user_sync',
		node: 'platformAds',
		parameters: {
			resource: 'customAudienceUser',
			operation: 'sync',
			accountId: account(),
			customAudienceId: aiLocator('custom_audience_id', 'The custom audience ID'),
			dataMode: 'defineBelow',
			email: fromAI('email', "The person's e-mail address"),
			previousList: fromAI('previous_list', 'The list at the last sync, as JSON'),
		},
	},
	...['addUsers', 'removeUsers'].map((operation) => ({
		name: `do_not_reach_${operation === 'addUsers' ? 'add' : 'remove'}_users`,
		node: 'platformAds',
		parameters: {
			resource: 'doNotReachList',
			operation,
			accountId: account(),
			doNotReachListId: aiLocator('do_not_reach_list_id', 'The do-not-reach list ID'),
			dataMode: 'defineBelow',
			email: fromAI('email', "The person's e-mail address"),
		},
	})),
	{
		name: 'product_upsert',
		node: 'platformAds',
		parameters: {
			resource: 'product',
			operation: 'upsert',
			productCatalogId: aiLocator('catalog_id', 'The product catalog ID'),
			productSource: 'fields',
			id: fromAI('product_id', 'The product ID in the shop'),
			title: fromAI('title', 'The product title'),
			description: 'A running shoe for every day',
			availability: 'in stock',
			condition: 'new',
			price: fromAI('price', 'The price with its currency, e.g. 59.99 USD'),
			link: 'https://shop.example/shoes/1',
			image_link: 'https://shop.example/shoes/1.png',
			additionalFields: { brand: 'Stride' },
		},
	},
	{
		name: 'product_delete',
		node: 'platformAds',
		parameters: {
			resource: 'product',
			operation: 'delete',
			productCatalogId: aiLocator('catalog_id', 'The product catalog ID'),
			productKey: fromAI('product_key', 'The product key (its ID in the shop)'),
		},
	},
	// Platform Ads Measurement
	{
		name: 'conversion_send',
		node: 'platformAdsMeasurement',
		parameters: {
			resource: 'conversion',
			operation: 'send',
			accountId: account(),
			pixelId: fromAI('pixel_id', 'The pixel ID'),
			eventId: aiLocator('event_id', 'The conversion event (web event tag) ID'),
			identifierMapping: 'defineBelow',
			email: fromAI('email', "The buyer's e-mail address"),
			conversionTime: fromAI('conversion_time', 'When it happened, ISO 8601'),
			value: fromAI('value', 'The order value'),
			currency: 'USD',
			conversionId: fromAI('order_id', 'The order number'),
		},
	},
];

const CREDENTIAL_TYPES = {
	oAuth1: 'platformOAuth1Api',
	oAuth2: 'platformOAuth2Api',
	bearerToken: 'platformBearerTokenApi',
};

/**
 * The node (as n8n imports it) of a tool, signed in with the credential its authentication needs;
 * `settings` on the node itself (onError).
 */
function toolNode(tool, credentials, position, settings = {}) {
	const authentication = tool.authentication ?? 'oAuth1';
	const credential = byType(credentials, CREDENTIAL_TYPES[authentication]);
	return {
		id: nodeId(),
		name: tool.name,
		type: `${NODE_PACKAGE}.${tool.node}Tool`,
		typeVersion: 1,
		position,
		parameters: { authentication, ...tool.parameters },
		credentials: { [credential.type]: { id: credential.id, name: credential.name } },
		...settings,
	};
}

/** The $fromAI keys of a tool's parameters. */
const fromAIKeys = (tool) =>
	[
		...new Set(
			[...JSON.stringify(tool.parameters).matchAll(/\$fromAI\('([\w-]+)'/g)].map((m) => m[1]),
		),
	].sort();

// ---- the calls ----------------------------------------------------------------------------------

/**
 * Each call: `id`, the `tool`, the code operation it covers (`covers`, node and resource.operation),
 * its `wave`, `args(state)` (state: the run's path index and earlier calls' answers), the requests
 * its operation documents (`documented`: [method, path pattern]), and `expect(outcome)` that
 * throws when the answer or requests are wrong. `outcome`: { text, json, isError, requests }.
 * `sendsNothing` calls must send no request at all (bad arguments, a file the tool cannot get).
 */
function assert(condition, message) {
	if (!condition) throw new Error(message);
}
const req = (method, pattern) => [method, pattern];
const only = (requests, method, pattern) =>
	requests.filter((entry) => entry.method === method && pattern.test(entry.path));
const list = (json) => (Array.isArray(json) ? json : json === undefined ? [] : [json]);
const first = (json) => list(json)[0] ?? {};
const brief = (outcome) => `answer ${outcome.text.slice(0, 600)}`;

/** A successful answer: no error, JSON items. */
const answered = (outcome) => {
	assert(!outcome.isError && outcome.json !== undefined, `expected a result; ${brief(outcome)}`);
	return list(outcome.json);
};
/** A refusal: an error with a readable message (no JavaScript error, nothing undefined). */
const refused = (outcome, pattern) => {
	assert(outcome.isError, `expected a refusal; ${brief(outcome)}`);
	assert(
		!/TypeError|ReferenceError|Cannot read|undefined|\[object Object\]/.test(outcome.text),
		`not a readable message: ${outcome.text.slice(0, 600)}`,
	);
	if (pattern)
		assert(
			pattern.test(outcome.text),
			`message ${JSON.stringify(outcome.text.slice(0, 600))} does not match ${pattern}`,
		);
};
/** The chunked upload's requests, all a file-needing tool could send. */
const MEDIA_UPLOAD = req('POST', /^\/2\/media\/upload(\/\w+\/(append|finalize)|\/initialize)?$/);
/** A tool call carries no file: the tool says so before sending. */
const refusedForNoFile = (outcome) =>
	refused(outcome, /Input Binary Field names "data", where the input item holds no file/);
const statuses = (entries) => entries.map((e) => `${e.method} ${e.path} ${e.status}`).join('; ');

const futureIso = (days) =>
	new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');

/** Lookups docs/requests.md documents beside an operation's own requests. */
const ACCOUNT_TIME_ZONE = req('GET', new RegExp(`^${ADS}$`));
const ENTITY_NAMES = [
	req('GET', new RegExp(`^${ADS}/line_items$`)),
	req('GET', new RegExp(`^${ADS}/campaigns$`)),
];
const CURRENCY_RULES = req('GET', /^\/ads\/12\/bidding_rules$/);

/**
 * A call of a batch operation (Create, Update or Delete Many): exactly one POST to the account's
 * batch path of `entity` with one operation of `type`, answered 200, and the answered record
 * judged with what was sent (`judge(record, operation, state)` true); `keep` names the answer
 * later waves read the record's ID from.
 */
const batchCall = ({ entity, type, keep, judge, documented = [], ...call }) => ({
	...call,
	documented: [req('POST', new RegExp(`^${BATCH}/${entity}$`)), ...documented],
	expect: (o, s) => {
		const [record] = answered(o);
		const posts = only(o.requests, 'POST', new RegExp(`^${BATCH}/${entity}$`));
		assert(posts.length === 1 && posts[0].status === 200, statuses(o.requests));
		const [operation, ...more] = posts[0].body ?? [];
		assert(
			more.length === 0 && operation?.operation_type === type,
			`sent ${JSON.stringify(posts[0].body)}`,
		);
		assert(record?.id && judge(record, operation, s), `answered ${JSON.stringify(record)}`);
		if (keep) s.answers[keep] = record.id;
	},
});

/** Delete Many of what wave 1 made (`made`: its answer), in wave 3: the record answered deleted. */
const batchDelete = ({ made, argument, ...call }) =>
	batchCall({
		...call,
		wave: 3,
		type: 'Delete',
		args: (s) => ({ account_id: ACCOUNT, [argument]: s.answers[made] ?? `nosuch${made}` }),
		judge: (record, sent, s) =>
			sent.params[argument] === s.answers[made] &&
			record.id === s.answers[made] &&
			record.deleted === true,
	});

/**
 * A call adding or removing a user of an audience or do-not-reach list (`list`: its argument and
 * ID): one POST to `path` of `type` holding the SHA-256 of the normalized e-mail and never the
 * e-mail itself (`exactly(body, hash)`, when given, the whole body), answered with one
 * operation done.
 */
const AUDIENCE_USERS = {
	list: ['custom_audience_id', AUDIENCE],
	path: new RegExp(`^${ADS}/custom_audiences/${AUDIENCE}/users$`),
};
const DO_NOT_REACH_USERS = {
	list: ['do_not_reach_list_id', DO_NOT_REACH],
	path: new RegExp(`^${BATCH}/do_not_reach_lists/${DO_NOT_REACH}/users$`),
};
const usersCall = ({ list: [argument, listId], path, type, email, exactly, ...call }) => ({
	...call,
	args: (s) => ({ account_id: ACCOUNT, [argument]: listId, email: email(s) }),
	documented: [req('POST', path)],
	expect: (o, s) => {
		const [result] = answered(o);
		const posts = only(o.requests, 'POST', path);
		assert(posts.length === 1 && posts[0].status === 200, statuses(o.requests));
		const hash = sha256(email(s).trim().toLowerCase());
		const sent = JSON.stringify(posts[0].body);
		assert(
			sent.includes(hash) &&
				sent.includes(`"${type}"`) &&
				!sent.toLowerCase().includes('example.com') &&
				(!exactly || exactly(posts[0].body, hash)),
			`sent ${sent.slice(0, 400)}`,
		);
		assert(
			result?.operation_type === type &&
				result.identifier_counts?.email === 1 &&
				result.batch?.success_count === 1 &&
				result.batch.total_count === 1,
			`answered ${JSON.stringify(result)}`,
		);
	},
});

const CALLS = [
	// ---- wave 1 ----
	{
		id: 'thread',
		tool: 'post_create_thread',
		covers: 'platformCore post.createThread',
		mustHave: true,
		wave: 1,
		args: (s) => ({
			thread_text: `Spring sale, told by the assistant ${s.tag}. Every running shoe is 20% off until Sunday, in every size we stock. ${'Come and see the new colours, the lighter soles and the trail models that arrived this week. '.repeat(3)}`,
		}),
		documented: [
			req('GET', /^\/2\/users\/me$/),
			req('GET', /^\/2\/users\/\d+\/posts$/),
			req('POST', /^\/2\/posts$/),
		],
		expect: (o) => {
			const parts = answered(o);
			const posts = only(o.requests, 'POST', /^\/2\/posts$/);
			assert(
				parts.length >= 2 && posts.length === parts.length,
				`${parts.length} parts answered, ${posts.length} posted: ${statuses(o.requests)}`,
			);
			assert(
				posts.every((p) => p.status === 201),
				statuses(posts),
			);
			const ids = posts.map((p) => p.responseBody?.data?.id);
			assert(
				JSON.stringify(parts.map((p) => p.id)) === JSON.stringify(ids),
				`answered ${JSON.stringify(parts.map((p) => p.id))}, created ${JSON.stringify(ids)}`,
			);
			posts
				.slice(1)
				.forEach((p, n) =>
					assert(
						p.body?.reply?.in_reply_to_post_id === ids[n],
						`part ${n + 2} replies to ${JSON.stringify(p.body?.reply)}`,
					),
				);
			assert(
				/ 1\/\d+$/.test(posts[0].body?.text),
				`part 1 text ${JSON.stringify(posts[0].body?.text)}`,
			);
		},
	},
	{
		id: 'dmUser',
		tool: 'direct_message_send_to_user',
		covers: 'platformCore directMessage.sendToUser',
		mustHave: true,
		wave: 1,
		args: (s) => ({ user_id: DEV, text: `Your coupon code is SPRING20 (${s.tag})` }),
		documented: [req('POST', new RegExp(`^/2/dm_conversations/with/${DEV}/messages$`))],
		expect: (o, s) => {
			const [message] = answered(o);
			const posts = only(o.requests, 'POST', /^\/2\/dm_conversations\/with\//);
			assert(posts.length === 1 && posts[0].status === 201, statuses(o.requests));
			assert(
				posts[0].body?.text === `Your coupon code is SPRING20 (${s.tag})`,
				`sent ${JSON.stringify(posts[0].body)}`,
			);
			const sent = posts[0].responseBody?.data;
			assert(
				message?.dm_event_id === sent?.dm_event_id &&
					message.dm_conversation_id === sent.dm_conversation_id,
				`answered ${JSON.stringify(message)}, emulator ${JSON.stringify(sent)}`,
			);
			s.answers.dmConversation = sent.dm_conversation_id;
		},
	},
	{
		id: 'dmMedia',
		tool: 'direct_message_download_media',
		covers: 'platformCore directMessage.downloadMedia',
		wave: 1,
		args: () => ({
			dm_id: '1700000000000000001',
			media_id: '1700000000000000002',
			resource_id: 'nosuchfile',
		}),
		documented: [
			req(
				'GET',
				/^\/2\/dm_conversations\/media\/1700000000000000001\/1700000000000000002\/nosuchfile$/,
			),
		],
		expect: (o) => {
			const gets = only(o.requests, 'GET', /^\/2\/dm_conversations\/media\//);
			assert(
				gets.length === 1 && gets[0].status === 404 && gets[0].auth.scheme === 'bearer',
				statuses(o.requests),
			);
			refused(o, /HTTP 404/);
		},
	},
	{
		id: 'readEvents',
		tool: 'activity_read_events',
		covers: 'platformCore activitySubscription.readEvents',
		wave: 1,
		args: () => ({ max_events: 1 }),
		documented: [req('GET', /^\/2\/activity\/stream$/)],
		expect: (o) => {
			const gets = only(o.requests, 'GET', /^\/2\/activity\/stream$/);
			assert(gets.length === 1 && gets[0].status === 200, statuses(o.requests));
			assert(!o.isError, brief(o));
		},
	},
	{
		id: 'complianceCreate',
		tool: 'compliance_job_create',
		covers: 'platformCore complianceJob.create',
		wave: 1,
		args: (s) => ({ name: `assistant check ${s.tag}` }),
		documented: [req('POST', /^\/2\/compliance\/jobs$/)],
		expect: (o, s) => {
			const [job] = answered(o);
			const posts = only(o.requests, 'POST', /^\/2\/compliance\/jobs$/);
			assert(
				posts.length === 1 && posts[0].status === 200 && posts[0].body?.type === 'posts',
				statuses(o.requests),
			);
			assert(
				job?.id === posts[0].responseBody?.data?.id && job.name === `assistant check ${s.tag}`,
				`answered ${JSON.stringify(job)}`,
			);
			s.answers.complianceJob = job.id;
		},
	},
	{
		id: 'invalidate',
		tool: 'token_invalidate_bearer',
		covers: 'platformCore token.invalidateBearerToken',
		wave: 1,
		// Not the app's token, which later suites use: the platform refuses it, readably.
		args: () => ({ token: 'not-the-app-bearer-token' }),
		documented: [req('POST', /^\/oauth2\/invalidate_token$/)],
		expect: (o) => {
			const posts = only(o.requests, 'POST', /^\/oauth2\/invalidate_token$/);
			assert(
				posts.length === 1 && posts[0].status === 400 && posts[0].auth.scheme === 'basic',
				statuses(o.requests),
			);
			refused(o, /not permitted to invalidate this token/);
			assert(!o.text.includes('not-the-app-bearer-token'), 'the token is in the message');
		},
	},
	batchCall({
		id: 'campaignCreate',
		tool: 'campaign_create_many',
		covers: 'platformAds campaign.createMany',
		wave: 1,
		entity: 'campaigns',
		type: 'Create',
		keep: 'campaign',
		args: (s) => ({
			account_id: ACCOUNT,
			name: `Assistant campaign ${s.tag}`,
			daily_budget: '25.50',
		}),
		documented: [req('GET', new RegExp(`^${ADS}/funding_instruments/fi1usd$`)), CURRENCY_RULES],
		judge: (campaign, sent, s) =>
			sent.params.daily_budget_amount_local_micro === 25500000 &&
			sent.params.name === `Assistant campaign ${s.tag}` &&
			campaign.name === sent.params.name &&
			campaign.daily_budget_amount === 25.5,
	}),
	batchCall({
		id: 'lineItemCreate',
		tool: 'line_item_create_many',
		covers: 'platformAds lineItem.createMany',
		wave: 1,
		entity: 'line_items',
		type: 'Create',
		keep: 'lineItem',
		args: (s) => ({
			account_id: ACCOUNT,
			campaign_id: 'c2',
			name: `Assistant line item ${s.tag}`,
			start_time: futureIso(7),
		}),
		judge: (lineItem, sent, s) =>
			sent.params.campaign_id === 'c2' && lineItem.name === `Assistant line item ${s.tag}`,
	}),
	batchCall({
		id: 'criterionCreate',
		tool: 'targeting_criterion_create_many',
		covers: 'platformAds targetingCriterion.createMany',
		wave: 1,
		entity: 'targeting_criteria',
		type: 'Create',
		keep: 'criterion',
		args: (s) => ({
			account_id: ACCOUNT,
			line_item_id: '9pn01',
			keyword: `running shoes ${s.tag}`,
		}),
		judge: (criterion, sent, s) =>
			sent.params.line_item_id === '9pn01' &&
			criterion.targeting_value === `running shoes ${s.tag}` &&
			criterion.targeting_type === 'BROAD_KEYWORD',
	}),
	{
		id: 'promote',
		tool: 'promoted_post_create',
		covers: 'platformAds promotedPost.create',
		wave: 1,
		args: (s) => ({
			account_id: ACCOUNT,
			line_item_id: '9pn01',
			post_id: accountPost(140 + s.index),
		}),
		documented: [req('POST', new RegExp(`^${ADS}/promoted_posts$`))],
		expect: (o, s) => {
			const [promoted] = answered(o);
			const posts = only(o.requests, 'POST', new RegExp(`^${ADS}/promoted_posts$`));
			assert(posts.length === 1 && posts[0].status === 200, statuses(o.requests));
			assert(
				promoted?.post_id === accountPost(140 + s.index) && promoted.line_item_id === '9pn01',
				`answered ${JSON.stringify(promoted)}`,
			);
		},
	},
	{
		id: 'stats',
		tool: 'analytics_get_stats',
		covers: 'platformAds analytics.getStats',
		mustHave: true,
		wave: 1,
		args: () => ({ account_id: ACCOUNT, line_item_id: '8v7jo' }),
		documented: [req('GET', new RegExp(`^${STATS}$`)), ACCOUNT_TIME_ZONE, ...ENTITY_NAMES],
		expect: (o) => {
			const rows = answered(o);
			const gets = only(o.requests, 'GET', new RegExp(`^${STATS}$`));
			assert(gets.length === 1 && gets[0].status === 200, statuses(o.requests));
			const q = gets[0].query;
			assert(
				q.entity === 'LINE_ITEM' &&
					q.entity_ids === '8v7jo' &&
					q.granularity === 'DAY' &&
					q.placement === 'ALL_ON_PLATFORM' &&
					q.metric_groups === 'ENGAGEMENT,BILLING',
				`query ${JSON.stringify(q)}`,
			);
			// Yesterday in the account's zone: one day, one row of the line item.
			const served = gets[0].responseBody.data[0].id_data[0].metrics;
			assert(
				rows.length === 1 && rows[0].id === '8v7jo',
				`rows ${JSON.stringify(rows).slice(0, 400)}`,
			);
			assert(
				rows[0].impressions === (served.impressions?.[0] ?? null) &&
					rows[0].clicks === (served.clicks?.[0] ?? null),
				`row ${JSON.stringify(rows[0])}, served ${JSON.stringify(served).slice(0, 300)}`,
			);
		},
	},
	{
		id: 'statsLong',
		tool: 'analytics_get_stats_long_range',
		covers: 'platformAds analytics.getStatsLongRange',
		wave: 1,
		args: () => ({ account_id: ACCOUNT, line_item_id: '8v7jo' }),
		documented: [
			req('POST', new RegExp(`^${JOBS}$`)),
			req('GET', new RegExp(`^${JOBS}$`)),
			req('GET', /^\/files\/stats\/[\w-]+\.json\.gz$/),
			ACCOUNT_TIME_ZONE,
			...ENTITY_NAMES,
		],
		expect: (o) => {
			const rows = answered(o);
			assert(only(o.requests, 'POST', new RegExp(`^${JOBS}$`)).length === 1, statuses(o.requests));
			assert(only(o.requests, 'GET', /^\/files\/stats\//).length >= 1, statuses(o.requests));
			assert(
				rows.length === 7 && rows.every((row) => row.id === '8v7jo'),
				`rows ${JSON.stringify(rows).slice(0, 400)}`,
			);
		},
	},
	{
		id: 'reach',
		tool: 'analytics_get_reach',
		covers: 'platformAds analytics.getReach',
		wave: 1,
		args: () => ({ account_id: ACCOUNT, campaign_id: 'c1' }),
		documented: [
			req('GET', new RegExp(`^${STATS}/reach/campaigns$`)),
			ACCOUNT_TIME_ZONE,
			...ENTITY_NAMES,
		],
		expect: (o) => {
			const [reach] = answered(o);
			const gets = only(o.requests, 'GET', new RegExp(`^${STATS}/reach/campaigns$`));
			assert(
				gets.length === 1 && gets[0].status === 200 && gets[0].query.campaign_ids === 'c1',
				statuses(o.requests),
			);
			assert(reach?.id === 'c1', `answered ${JSON.stringify(reach)}`);
		},
	},
	{
		id: 'active',
		tool: 'analytics_get_active_entities',
		covers: 'platformAds analytics.getActiveEntities',
		wave: 1,
		args: () => ({ account_id: ACCOUNT }),
		documented: [req('GET', new RegExp(`^${STATS}/active_entities$`)), ACCOUNT_TIME_ZONE],
		expect: (o) => {
			const entities = answered(o);
			const gets = only(o.requests, 'GET', new RegExp(`^${STATS}/active_entities$`));
			assert(
				gets.length === 1 && gets[0].status === 200 && gets[0].query.entity === 'LINE_ITEM',
				statuses(o.requests),
			);
			assert(
				entities.length === gets[0].responseBody.data.length && entities.length > 0,
				`answered ${entities.length}, served ${gets[0].responseBody.data.length}`,
			);
		},
	},
	usersCall({
		id: 'audienceAdd',
		tool: 'custom_audience_user_add',
		covers: 'platformAds customAudienceUser.add',
		mustHave: true,
		wave: 1,
		...AUDIENCE_USERS,
		type: 'Update',
		// Spaces and capitals as a CRM keeps them: trimmed and lower-cased before hashing.
		email: (s) => `  Ann.${s.tag}@Example.com `,
		exactly: (body, hash) =>
			JSON.stringify(body) ===
			JSON.stringify([{ operation_type: 'Update', params: { users: [{ email: [hash] }] } }]),
	}),
	usersCall({
		id: 'doNotReachAdd',
		tool: 'do_not_reach_add_users',
		covers: 'platformAds doNotReachList.addUsers',
		wave: 1,
		...DO_NOT_REACH_USERS,
		type: 'Update',
		email: (s) => `bob.${s.tag}@example.com`,
	}),
	{
		id: 'productUpsert',
		tool: 'product_upsert',
		covers: 'platformAds product.upsert',
		wave: 1,
		args: (s) => ({
			catalog_id: s.catalog,
			product_id: `shoe-${s.tag}`,
			title: `Trail shoe ${s.tag}`,
			price: '59.99 USD',
		}),
		documented: [req('PUT', /^\/ads\/12\/product_catalogs\/[\w-]+\/products$/)],
		expect: (o, s) => {
			const [product] = answered(o);
			const puts = only(o.requests, 'PUT', /\/product_catalogs\/[\w-]+\/products$/);
			assert(
				puts.length === 1 && puts[0].status === 200 && puts[0].path.includes(s.catalog),
				statuses(o.requests),
			);
			assert(
				puts[0].body?.products?.[0]?.id === `shoe-${s.tag}` &&
					puts[0].body.products[0].brand === 'Stride' &&
					puts[0].body.products[0].price === '59.99 USD',
				`sent ${JSON.stringify(puts[0].body)}`,
			);
			assert(
				product?.id === `shoe-${s.tag}` &&
					product.status === 'CREATE_SUCCESS' &&
					/^pk\w+$/.test(product.product_key),
				`answered ${JSON.stringify(product)}`,
			);
			s.answers.productKey = product.product_key;
		},
	},
	{
		id: 'conversion',
		tool: 'conversion_send',
		covers: 'platformAdsMeasurement conversion.send',
		mustHave: true,
		wave: 1,
		args: (s) => ({
			account_id: ACCOUNT,
			pixel_id: PIXEL,
			event_id: PURCHASE,
			email: `Buyer.${s.tag}@Example.com`,
			conversion_time: s.conversionTime,
			value: '42.50',
			order_id: `AI-${s.tag}`,
		}),
		documented: [
			req('POST', new RegExp(`^/ads/12/measurement/conversions/${PIXEL}$`)),
			// The event's web event tag, read once before sending (its pixel, type and windows).
			req('GET', new RegExp(`^${ADS}/web_event_tags/${PURCHASE}$`)),
		],
		expect: (o, s) => {
			const [result] = answered(o);
			const posts = only(o.requests, 'POST', /^\/ads\/12\/measurement\/conversions\//);
			assert(posts.length === 1 && posts[0].status === 200, statuses(o.requests));
			const [conversion, ...more] = posts[0].body?.conversions ?? [];
			assert(
				more.length === 0 &&
					conversion?.event_id === PURCHASE &&
					conversion.conversion_id === `AI-${s.tag}` &&
					conversion.value === '42.50' &&
					conversion.price_currency === 'USD' &&
					conversion.conversion_time === s.conversionTime,
				`sent ${JSON.stringify(posts[0].body)}`,
			);
			assert(
				JSON.stringify(conversion.identifiers) ===
					JSON.stringify([{ hashed_email: sha256(`buyer.${s.tag}@example.com`) }]),
				`identifiers ${JSON.stringify(conversion.identifiers)}`,
			);
			assert(
				result?.conversions_processed === 1 && result.conversion_id === `AI-${s.tag}`,
				`answered ${JSON.stringify(result)}`,
			);
		},
	},
	// ---- wave 2: what needs wave 1's answers, and the calls sharing its endpoints ----
	{
		id: 'dmConversation',
		tool: 'direct_message_send_to_conversation',
		covers: 'platformCore directMessage.sendToConversation',
		wave: 2,
		args: (s) => ({
			conversation_id: s.answers.dmConversation ?? `${DEV}-${USER}`,
			text: `Thanks for your order (${s.tag})`,
		}),
		documented: [req('POST', /^\/2\/dm_conversations\/[\w-]+\/messages$/)],
		expect: (o, s) => {
			const [message] = answered(o);
			const posts = only(o.requests, 'POST', /^\/2\/dm_conversations\/[\w-]+\/messages$/);
			assert(
				posts.length === 1 &&
					posts[0].status === 201 &&
					posts[0].body?.text === `Thanks for your order (${s.tag})`,
				statuses(o.requests),
			);
			assert(
				message?.dm_event_id === posts[0].responseBody?.data?.dm_event_id,
				`answered ${JSON.stringify(message)}`,
			);
		},
	},
	{
		id: 'complianceGet',
		tool: 'compliance_job_get',
		covers: 'platformCore complianceJob.get',
		wave: 2,
		args: (s) => ({ job_id: s.answers.complianceJob ?? '1' }),
		documented: [req('GET', /^\/2\/compliance\/jobs\/\d+$/)],
		expect: (o, s) => {
			const [job] = answered(o);
			const gets = only(o.requests, 'GET', /^\/2\/compliance\/jobs\/\d+$/);
			assert(gets.length === 1 && gets[0].status === 200, statuses(o.requests));
			assert(job?.id === s.answers.complianceJob && job.status, `answered ${JSON.stringify(job)}`);
		},
	},
	batchCall({
		id: 'campaignUpdate',
		tool: 'campaign_update_many',
		covers: 'platformAds campaign.updateMany',
		wave: 2,
		entity: 'campaigns',
		type: 'Update',
		args: (s) => ({
			account_id: ACCOUNT,
			campaign_id: s.answers.campaign ?? 'c1',
			name: `Assistant campaign ${s.tag}, renamed`,
		}),
		judge: (campaign, sent, s) =>
			campaign.id === s.answers.campaign &&
			campaign.name === `Assistant campaign ${s.tag}, renamed`,
	}),
	batchCall({
		id: 'lineItemUpdate',
		tool: 'line_item_update_many',
		covers: 'platformAds lineItem.updateMany',
		wave: 2,
		entity: 'line_items',
		type: 'Update',
		args: (s) => ({
			account_id: ACCOUNT,
			line_item_id: s.answers.lineItem ?? '9pn01',
			name: `Assistant line item ${s.tag}, renamed`,
		}),
		judge: (lineItem, sent, s) =>
			lineItem.id === s.answers.lineItem &&
			lineItem.name === `Assistant line item ${s.tag}, renamed`,
	}),
	{
		id: 'statsJob',
		tool: 'analytics_create_stats_job',
		covers: 'platformAds analytics.createStatsJob',
		wave: 2,
		args: () => ({ account_id: ACCOUNT, line_item_id: '8v7jo' }),
		documented: [req('POST', new RegExp(`^${JOBS}$`)), ACCOUNT_TIME_ZONE],
		expect: (o) => {
			const [job] = answered(o);
			const posts = only(o.requests, 'POST', new RegExp(`^${JOBS}$`));
			assert(
				posts.length === 1 && posts[0].status === 200 && posts[0].query.entity_ids === '8v7jo',
				statuses(o.requests),
			);
			assert(
				/^\d+$/.test(job?.id_str ?? '') &&
					job.status === 'PROCESSING' &&
					JSON.stringify(job.entity_ids) === '["8v7jo"]' &&
					job.granularity === 'DAY',
				`answered ${JSON.stringify(job)}`,
			);
		},
	},
	{
		id: 'activeStats',
		tool: 'analytics_get_active_entity_stats',
		covers: 'platformAds analytics.getActiveEntityStats',
		wave: 2,
		args: () => ({ account_id: ACCOUNT }),
		documented: [
			req('GET', new RegExp(`^${STATS}/active_entities$`)),
			req('GET', new RegExp(`^${STATS}$`)),
			ACCOUNT_TIME_ZONE,
			...ENTITY_NAMES,
		],
		expect: (o) => {
			const rows = answered(o);
			assert(
				only(o.requests, 'GET', new RegExp(`^${STATS}/active_entities$`)).length === 1,
				statuses(o.requests),
			);
			assert(only(o.requests, 'GET', new RegExp(`^${STATS}$`)).length >= 1, statuses(o.requests));
			assert(
				rows.length > 0 && rows.every((row) => row.id),
				`rows ${JSON.stringify(rows).slice(0, 300)}`,
			);
		},
	},
	usersCall({
		id: 'audienceRemove',
		tool: 'custom_audience_user_remove',
		covers: 'platformAds customAudienceUser.remove',
		wave: 2,
		...AUDIENCE_USERS,
		type: 'Delete',
		email: (s) => `ann.${s.tag}@example.com`,
	}),
	usersCall({
		id: 'doNotReachRemove',
		tool: 'do_not_reach_remove_users',
		covers: 'platformAds doNotReachList.removeUsers',
		wave: 2,
		...DO_NOT_REACH_USERS,
		type: 'Delete',
		email: (s) => `bob.${s.tag}@example.com`,
	}),
	// ---- wave 3: deletes of what the earlier waves made ----
	batchDelete({
		id: 'campaignDelete',
		tool: 'campaign_delete_many',
		covers: 'platformAds campaign.deleteMany',
		entity: 'campaigns',
		made: 'campaign',
		argument: 'campaign_id',
	}),
	batchDelete({
		id: 'lineItemDelete',
		tool: 'line_item_delete_many',
		covers: 'platformAds lineItem.deleteMany',
		entity: 'line_items',
		made: 'lineItem',
		argument: 'line_item_id',
	}),
	batchDelete({
		id: 'criterionDelete',
		tool: 'targeting_criterion_delete_many',
		covers: 'platformAds targetingCriterion.deleteMany',
		entity: 'targeting_criteria',
		made: 'criterion',
		argument: 'targeting_criterion_id',
	}),
	{
		id: 'audienceSync',
		tool: 'custom_audience_user_sync',
		covers: 'platformAds customAudienceUser.sync',
		wave: 3,
		args: (s) => ({
			account_id: ACCOUNT,
			custom_audience_id: AUDIENCE,
			email: `cleo.${s.tag}@example.com`,
			previous_list: '[]',
		}),
		documented: [req('POST', new RegExp(`^${ADS}/custom_audiences/${AUDIENCE}/users$`))],
		expect: (o, s) => {
			const [result] = answered(o);
			const posts = only(o.requests, 'POST', /\/custom_audiences\//);
			assert(posts.length === 1 && posts[0].status === 200, statuses(o.requests));
			const sent = JSON.stringify(posts[0].body);
			assert(
				sent.includes(sha256(`cleo.${s.tag}@example.com`)) && /Update/.test(sent),
				`sent ${sent.slice(0, 300)}`,
			);
			assert(
				result?.added === 1 && result.removed === 0 && result.requests === 1,
				`answered ${JSON.stringify(result)}`,
			);
		},
	},
	{
		id: 'productDelete',
		tool: 'product_delete',
		covers: 'platformAds product.delete',
		wave: 3,
		args: (s) => ({ catalog_id: s.catalog, product_key: s.answers.productKey ?? `shoe-${s.tag}` }),
		documented: [req('DELETE', /^\/ads\/12\/product_catalogs\/[\w-]+\/products$/)],
		expect: (o, s) => {
			const [result] = answered(o);
			const deletes = only(o.requests, 'DELETE', /\/product_catalogs\/[\w-]+\/products$/);
			assert(
				deletes.length === 1 &&
					deletes[0].status === 200 &&
					JSON.stringify(deletes[0].body) ===
						JSON.stringify({ product_keys: [s.answers.productKey] }),
				`${statuses(o.requests)} ${JSON.stringify(deletes[0]?.body)}`,
			);
			assert(
				result?.product_key === s.answers.productKey && !result.error,
				`answered ${JSON.stringify(result)}`,
			);
		},
	},
	// ---- waves 4 to 9, one call each, so each is judged alone: nothing may be sent ----
	{
		id: 'uploadNeedsFile',
		tool: 'media_upload',
		covers: 'platformCore media.upload',
		wave: 4,
		sendsNothing: true,
		args: () => ({ file_field: 'data' }),
		documented: [MEDIA_UPLOAD, req('GET', /^\/2\/media\/upload$/)],
		expect: refusedForNoFile,
	},
	{
		id: 'dmFileNeedsFile',
		tool: 'direct_message_send_file_to_user',
		wave: 5,
		sendsNothing: true,
		args: () => ({ user_id: DEV, text: 'Here is the coupon image' }),
		documented: [
			MEDIA_UPLOAD,
			req('POST', new RegExp(`^/2/dm_conversations/with/${DEV}/messages$`)),
		],
		expect: refusedForNoFile,
	},
	{
		id: 'badStatsId',
		tool: 'analytics_get_stats',
		wave: 6,
		sendsNothing: true,
		args: () => ({ account_id: ACCOUNT, line_item_id: 'not a line item!' }),
		expect: (o) =>
			refused(o, /Line Items must hold IDs of letters and digits; "not a line item!" is not one/),
	},
	{
		id: 'badConversionTime',
		tool: 'conversion_send',
		wave: 7,
		sendsNothing: true,
		args: (s) => ({
			account_id: ACCOUNT,
			pixel_id: PIXEL,
			event_id: PURCHASE,
			email: 'x@example.com',
			conversion_time: 'last tuesday',
			value: '10',
			order_id: `AI-bad-${s.tag}`,
		}),
		expect: (o) => refused(o, /Conversion Time must be an ISO 8601 time/),
	},
	{
		id: 'badAudienceEmail',
		tool: 'custom_audience_user_add',
		wave: 8,
		sendsNothing: true,
		args: () => ({ account_id: ACCOUNT, custom_audience_id: AUDIENCE, email: '' }),
		expect: (o) => refused(o, /all empty: each item is one user and needs at least one of them/),
	},
	{
		id: 'badAccount',
		tool: 'campaign_create_many',
		wave: 9,
		sendsNothing: true,
		args: () => ({ account_id: 'no such account!', name: 'Never sent', daily_budget: '10' }),
		expect: (o) =>
			refused(o, /Account must be an ID of letters and digits, got "no such account!"/),
	},
];

// A call that must send nothing is still held to what its operation documents: a request it
// sends is reported as sent (its own check) and, if undocumented, as stray.
for (const call of CALLS)
	if (call.sendsNothing && !call.documented?.length)
		call.documented =
			CALLS.find((other) => other.tool === call.tool && !other.sendsNothing)?.documented ?? [];

/** The waves, in order; the calls of a wave run in parallel. */
const WAVES = [...new Set(CALLS.map((call) => call.wave))].sort((a, b) => a - b);

/**
 * Splits a wave's requests between its calls by the requests each documents; the rest are
 * requests no call of the wave documents.
 */
function attribute(calls, requests) {
	const byCall = new Map(calls.map((call) => [call.id, []]));
	const stray = [];
	for (const entry of requests) {
		const owner = calls.find((call) =>
			call.documented.some(
				([method, pattern]) => method === entry.method && pattern.test(entry.path),
			),
		);
		if (owner) byCall.get(owner.id).push(entry);
		else stray.push(entry);
	}
	return { byCall, stray };
}

module.exports = {
	CODE_OPERATIONS,
	TOOLS,
	CALLS,
	WAVES,
	builtCodeOperations,
	toolNode,
	fromAIKeys,
	attribute,
	statuses,
	futureIso,
};
