'use strict';
// The Platform Trigger and the Activity Trigger's other event sources inside the n8n server.
// Each Platform Trigger event is an active workflow polling as often as the n8n line allows: what another account
// does on the emulator (mention, post, follow, like, message, list member) starts exactly one
// execution holding it, and what was there before activation starts none. Posts matching stream
// rules and account activity are pushed to n8n's webhook and start exactly one execution each;
// deactivating leaves no rule, stream link, subscription or webhook configuration.
const { NEXT_POLL_MS, activitySourceWorkflow, pollingWorkflow } = require('../pollingWorkflows');

const ME = '1000000000000000001';
const PLATFORMDEV = '2244994945';
const LIST_ID = '1146654567674912769';
/** One of the generated accounts, on no list before this suite. */
const NEW_MEMBER = '1600000000000000007';
const STREAM_WEBHOOK = 'stream-rules-e2e-0001';
const ACCOUNT_WEBHOOK = 'account-activity-e2e-01';

/** The events, each with its workflow (ids of at most 16 characters) and what starts it. */
const EVENTS = [
	{ id: 'PollMention00001', event: 'newMention', parameters: {} },
	{
		id: 'PollUserPosts001',
		event: 'newPostByUser',
		parameters: {
			user: { __rl: true, mode: 'username', value: 'platformdev' },
			exclude: ['replies'],
		},
	},
	{ id: 'PollSearch000001', event: 'newPostMatchingSearch', parameters: { query: 'sneakers' } },
	{ id: 'PollFollower0001', event: 'newFollower', parameters: {} },
	{ id: 'PollLike00000001', event: 'newLike', parameters: { postsToWatch: 5 } },
	{ id: 'PollMessage00001', event: 'newDirectMessage', parameters: {} },
	{
		id: 'PollListMember01',
		event: 'newListMember',
		parameters: { listId: { __rl: true, mode: 'id', value: LIST_ID } },
	},
];

function workflows(credentials) {
	return [
		...EVENTS.map(({ id, event, parameters }) =>
			pollingWorkflow(credentials, id, { event, ...parameters }),
		),
		activitySourceWorkflow(credentials, 'StreamRulesE2E01', STREAM_WEBHOOK, {
			source: 'streamRules',
			rules: { rule: [{ value: 'sneakers drop', label: 'drops' }] },
		}),
		activitySourceWorkflow(credentials, 'AccountActivity1', ACCOUNT_WEBHOOK, {
			source: 'accountActivity',
			userAuthentication: 'oAuth2',
		}),
	];
}

async function run({ h, check, assert, rest, port, emulator }) {
	/** What the emulator holds, read with the app's token. */
	const asApp = (pathName) => h.appRecords(emulator.url, pathName);
	/** Acts as another account through the platform's endpoints, with a user token of theirs. */
	const actAs = async (userId) => {
		const answer = await fetch(`${emulator.url}/__emulator/users/${userId}/token`, {
			method: 'POST',
		});
		const { token } = (await answer.json()).data;
		return async (method, pathName, body) => {
			const response = await fetch(`${emulator.url}${pathName}`, {
				method,
				headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
				body: body ? JSON.stringify(body) : undefined,
			});
			const json = await response.json();
			assert(response.ok, `${method} ${pathName}: ${response.status} ${JSON.stringify(json)}`);
			return json.data;
		};
	};
	const received = async (workflowId, executionId) =>
		(await h.getExecution(rest, executionId)).data.resultData.runData[
			'Received'
		][0].data.main[0].map((entry) => entry.json);
	const { until } = h;
	/**
	 * The items of the workflow's one execution: waits for it to end, then `settleMs` more, in
	 * which a second execution would show.
	 */
	const onlyExecution = async (workflowId, settleMs) => {
		await until(async () => {
			const executions = await h.listExecutions(rest, workflowId);
			return executions.length && executions.every((e) => !['new', 'running'].includes(e.status));
		}, NEXT_POLL_MS);
		await new Promise((resolve) => setTimeout(resolve, settleMs));
		const executions = await h.listExecutions(rest, workflowId);
		assert(
			executions.length === 1 && executions[0].status === 'success',
			`executions ${JSON.stringify(executions.map((e) => [e.id, e.status, e.mode]))}`,
		);
		return await received(workflowId, executions[0].id);
	};

	const platformdev = await actAs(PLATFORMDEV);
	const me = await actAs(ME);
	// Before activation: a mention, a post, a search match and a like that must start nothing.
	await platformdev('POST', '/2/posts', { text: '@emulator_user an old mention' });
	await platformdev('POST', '/2/posts', { text: 'old sneakers news' });
	const myPost = await me('POST', '/2/posts', { text: 'Our new running shoe is out' });
	await platformdev('POST', `/2/users/${PLATFORMDEV}/likes`, { post_id: myPost.id });

	await check(
		'Platform Polling Trigger: n8n lists it as a polling trigger with its seven events',
		async () => {
			const described = await rest.call('POST', '/rest/node-types', {
				nodeInfos: [{ name: 'n8n-nodes-platform.platformPollingTrigger', version: 1 }],
			});
			const [type] = described.json?.data ?? [];
			const events = type?.properties
				.find((property) => property.name === 'event')
				?.options.map((option) => option.value);
			assert(
				type?.polling === true &&
					JSON.stringify(events) === JSON.stringify(EVENTS.map(({ event }) => event)),
				`description ${JSON.stringify(type ?? described.text).slice(0, 400)}`,
			);
		},
	);

	for (const { id } of EVENTS) await h.setWorkflowActive(rest, id, true);
	try {
		await check(
			'Platform Polling Trigger: activating each event polls once, records where things stand and starts nothing',
			async () => {
				// Activation polls once; wait a poll more, then nothing may have run.
				await new Promise((resolve) => setTimeout(resolve, 6000));
				for (const { id, event } of EVENTS) {
					const executions = await h.listExecutions(rest, id);
					assert(executions.length === 0, `${event}: ${executions.length} executions`);
				}
			},
		);
		const mention = await platformdev('POST', '/2/posts', { text: 'hi @emulator_user' });
		await platformdev('POST', '/2/posts', { text: 'new from platformdev' });
		await platformdev('POST', '/2/posts', { text: 'the sneakers collection' });
		await platformdev('POST', `/2/users/${PLATFORMDEV}/following`, { target_user_id: ME });
		await platformdev('DELETE', `/2/users/${PLATFORMDEV}/likes/${myPost.id}`);
		const likedAgain = await me('POST', '/2/posts', { text: 'Second shoe' });
		await platformdev('POST', `/2/users/${PLATFORMDEV}/likes`, { post_id: likedAgain.id });
		await platformdev('POST', `/2/dm_conversations/with/${ME}/messages`, { text: 'hello there' });
		await me('POST', `/2/dm_conversations/with/${PLATFORMDEV}/messages`, { text: 'my answer' });
		await me('POST', `/2/lists/${LIST_ID}/members`, { user_id: NEW_MEMBER });
		const expected = {
			newMention: ['the new mention', (items) => items.length === 1 && items[0].id === mention.id],
			newPostByUser: [
				'the three new posts of @platformdev, oldest first',
				(items) =>
					items.map((item) => item.text).join('|') ===
					'hi @emulator_user|new from platformdev|the sneakers collection',
			],
			newPostMatchingSearch: [
				'the one new post matching "sneakers"',
				(items) => items.length === 1 && items[0].text === 'the sneakers collection',
			],
			newFollower: [
				'the new follower',
				(items) => items.length === 1 && items[0].id === PLATFORMDEV,
			],
			newLike: [
				'the new like, with its post and user (not the like from before, nor the one taken back)',
				(items) =>
					items.length === 1 &&
					items[0].post.id === likedAgain.id &&
					items[0].user.id === PLATFORMDEV,
			],
			newDirectMessage: [
				'the message received, not the one sent',
				(items) => items.length === 1 && items[0].text === 'hello there',
			],
			newListMember: [
				'the member added',
				(items) => items.length === 1 && items[0].id === NEW_MEMBER,
			],
		};
		for (const { id, event } of EVENTS) {
			const [what, holds] = expected[event];
			await check(
				`Platform Polling Trigger, ${event}: exactly one execution, holding ${what}`,
				async () => {
					const items = await onlyExecution(id, 500);
					assert(holds(items), `items ${JSON.stringify(items).slice(0, 600)}`);
				},
			);
		}
	} finally {
		for (const { id } of EVENTS) await h.setWorkflowActive(rest, id, false);
	}

	const streamUrl = `http://127.0.0.1:${port}/webhook/${STREAM_WEBHOOK}/webhook`;
	await check(
		'Activity Trigger, Posts Matching Stream Rules: activation adds the tagged rule and links the stream; a matching post starts one execution; deactivation removes rule, link and webhook',
		async () => {
			const before = (await asApp('/2/posts/search/stream/rules')).length;
			await h.setWorkflowActive(rest, 'StreamRulesE2E01', true);
			const config = await until(async () =>
				(await asApp('/2/webhooks')).find((one) => one.url === streamUrl && one.valid),
			);
			assert(config, `no valid configuration at ${streamUrl}`);
			const linksOf = async () =>
				(await asApp('/2/posts/search/webhooks')).filter((l) => l.webhook_id === config.id);
			const links = await until(async () => (await linksOf()).length && (await linksOf()));
			const rules = await asApp('/2/posts/search/stream/rules');
			const ours = rules.filter((rule) => rule.tag?.includes('n8n workflow StreamRulesE2E01'));
			assert(
				links.length === 1 && ours.length === 1 && ours[0].value === 'sneakers drop',
				`links ${JSON.stringify(links)} rules ${JSON.stringify(rules)}`,
			);
			await platformdev('POST', '/2/posts', { text: 'the sneakers drop is today' });
			await platformdev('POST', '/2/posts', { text: 'no match here' });
			const [item] = await onlyExecution('StreamRulesE2E01', 2000);
			assert(
				item?.text === 'the sneakers drop is today' && item.tags?.[0]?.startsWith('drops (n8n'),
				`item ${JSON.stringify(item)}`,
			);
			await h.setWorkflowActive(rest, 'StreamRulesE2E01', false);
			await until(async () => !(await asApp('/2/webhooks')).some((one) => one.url === streamUrl));
			const left = {
				webhooks: (await asApp('/2/webhooks')).filter((one) => one.url === streamUrl),
				links: await linksOf(),
				rules: (await asApp('/2/posts/search/stream/rules')).length - before,
			};
			assert(
				!left.webhooks.length && !left.links.length && left.rules === 0,
				`left ${JSON.stringify(left)}`,
			);
		},
	);

	const accountUrl = `http://127.0.0.1:${port}/webhook/${ACCOUNT_WEBHOOK}/webhook`;
	await check(
		'Activity Trigger, Account Activity: activation subscribes the OAuth2-signed-in user; a mention starts one execution; deactivation unsubscribes and removes the webhook',
		async () => {
			await h.setWorkflowActive(rest, 'AccountActivity1', true);
			const subscribed = await until(async () => {
				const config = (await asApp('/2/webhooks')).find(
					(one) => one.url === accountUrl && one.valid,
				);
				const list =
					config &&
					(await asApp(`/2/account_activity/webhooks/${config.id}/subscriptions/all/list`));
				return list?.subscriptions?.length && list.subscriptions;
			});
			assert(
				subscribed?.length === 1 && subscribed[0].user_id === ME,
				`subscriptions ${JSON.stringify(subscribed)}`,
			);
			await platformdev('POST', '/2/posts', { text: '@emulator_user are you there?' });
			const [item] = await onlyExecution('AccountActivity1', 2000);
			assert(
				item?.event_type === 'post_create' &&
					item.for_user_id === ME &&
					item.payload?.text === '@emulator_user are you there?',
				`item ${JSON.stringify(item)}`,
			);
			await h.setWorkflowActive(rest, 'AccountActivity1', false);
			await until(async () => !(await asApp('/2/webhooks')).some((one) => one.url === accountUrl));
			assert(
				!(await asApp('/2/webhooks')).some((one) => one.url === accountUrl),
				'the webhook configuration is left',
			);
			const count = await asApp('/2/account_activity/subscriptions/count');
			assert(count.subscriptions_count_all === '0', `subscriptions left ${JSON.stringify(count)}`);
		},
	);
}

module.exports = { workflows, run };
