'use strict';
// Activity Trigger inside the n8n server: activating the workflow registers n8n's production
// webhook URL with the emulator, whose challenge n8n answers while the registration is still
// open; a post created on the emulator starts exactly one execution; a replayed and a forged
// delivery start none, nor do deliveries sent straight to n8n with a missing, wrong,
// other-secret or stale signature (401) or an exact replay (dropped by event_uuid);
// deactivating leaves no subscription and no webhook configuration.
const { deliver, eventBody, sign } = require('../activityDeliveries');
const { waitForWebhook } = require('../triggerAttack');
const { triggerWorkflow } = require('../triggerWorkflow');
const { byType } = require('../workflows');

// 16 characters: n8n saves static data only for ids of at most 16 (utils.isWorkflowIdValid).
const WORKFLOW_ID = 'PlatformTrigger1';
const WEBHOOK_ID = 'activity-trigger-e2e-0001';
const USER = '1000000000000000001';

function workflows(credentials) {
	return [
		triggerWorkflow(credentials, {
			id: WORKFLOW_ID,
			name: 'Activity events',
			webhookId: WEBHOOK_ID,
			// The watched user is given by username, as a marketer knows it; the trigger looks up its ID.
			parameters: {
				events: ['post.create', 'ProfileBioUpdate'],
				userIds: '@emulator_user',
				tag: 'n8n-e2e',
			},
		}),
	];
}

async function run({
	h,
	check,
	assert,
	rest,
	port,
	emulator,
	credentials,
	newRequests,
	describe,
	assertRequests,
}) {
	const productionUrl = `http://127.0.0.1:${port}/webhook/${WEBHOOK_ID}/webhook`;
	const testUrl = `http://127.0.0.1:${port}/webhook-test/${WEBHOOK_ID}/webhook`;
	const platform = (pathName) => h.appRecords(emulator.url, pathName);
	const control = async (method, pathName, body) => {
		const response = await fetch(`${emulator.url}${pathName}`, {
			method,
			headers: body ? { 'content-type': 'application/json' } : {},
			body: body ? JSON.stringify(body) : undefined,
		});
		return { status: response.status, data: (await response.json()).data };
	};
	const ours = async (url = productionUrl) =>
		(await platform('/2/webhooks')).filter((webhook) => webhook.url === url);
	/** Waits until the workflow has `count` executions that ended, or the time is up. */
	const executionsAfter = async (count, ms) => {
		const deadline = Date.now() + ms;
		let executions = [];
		while (Date.now() < deadline) {
			executions = await h.listExecutions(rest, WORKFLOW_ID);
			if (
				executions.length > count ||
				(executions.length === count &&
					executions.every((e) => !['new', 'running'].includes(e.status)))
			)
				break;
			await new Promise((resolve) => setTimeout(resolve, 300));
		}
		return executions;
	};

	await check(
		'Activity Trigger: n8n describes it as a trigger with a GET and a POST webhook, two app credentials and the user sign-ins of account activity',
		async () => {
			const described = await rest.call('POST', '/rest/node-types', {
				nodeInfos: [{ name: 'n8n-nodes-platform.platformActivityTrigger', version: 1 }],
			});
			const [type] = described.json?.data ?? [];
			assert(
				type?.group?.includes('trigger') && type.inputs.length === 0 && !type.usableAsTool,
				`description ${JSON.stringify(type ?? described.text).slice(0, 500)}`,
			);
			const webhooks = type.webhooks.map((w) => `${w.name} ${w.httpMethod}`);
			assert(
				JSON.stringify(webhooks) === '["setup GET","default POST"]',
				`webhooks ${JSON.stringify(webhooks)}`,
			);
			// The default (App-Only) last of the app credentials: a new node selects it (see
			// nodes/shared/descriptions/authentication.ts).
			const credentialNames = type.credentials.map((c) => c.name);
			assert(
				JSON.stringify(credentialNames) ===
					'["platformBearerTokenApi","platformAppOnlyApi","platformOAuth2Api","platformOAuth1Api","platformOAuth1SignInApi"]',
				`credentials ${JSON.stringify(credentialNames)}`,
			);
		},
	);

	let webhookId;
	let delivery;
	await check(
		'Activity Trigger: activating looks up the watched username, registers the production URL, n8n answers the challenge, subscriptions follow',
		async () => {
			await h.setWorkflowActive(rest, WORKFLOW_ID, true);
			// n8n 2.x registers webhooks in the background after activation answered: wait for it.
			await waitForWebhook(`${productionUrl}?crc_token=probe`);
			const deadline = Date.now() + 30_000;
			while (!(await ours()).some((config) => config.valid) && Date.now() < deadline)
				await new Promise((resolve) => setTimeout(resolve, 300));
			const [config, ...more] = await ours();
			assert(
				config && more.length === 0,
				`webhook configurations at ${productionUrl}: ${JSON.stringify(await platform('/2/webhooks'))}`,
			);
			assert(config.valid === true, `the configuration is not valid: ${JSON.stringify(config)}`);
			webhookId = config.id;
			const subscriptions = (await platform('/2/activity/subscriptions')).filter(
				(s) => s.webhook_id === webhookId,
			);
			const pairs = subscriptions.map((s) => `${s.event_type} ${s.filter.user_id} ${s.tag}`).sort();
			// ProfileBioUpdate (deprecated) is subscribed under its new name.
			assert(
				JSON.stringify(pairs) ===
					JSON.stringify([`post.create ${USER} n8n-e2e`, `profile.update.bio ${USER} n8n-e2e`]),
				`subscriptions ${JSON.stringify(pairs)}`,
			);
			assertRequests(await newRequests(), [
				['GET', '/2/users/by/username/emulator_user', 200, 'bearer'],
				['POST', '/2/webhooks', 200, 'bearer'],
				['POST', '/2/activity/subscriptions', 200, 'bearer'],
			]);
		},
	);

	await check(
		'Activity Trigger: a post created on the emulator starts exactly one execution holding the event',
		async () => {
			const published = await control('POST', '/__emulator/events', {
				event_type: 'post.create',
				user_id: USER,
				payload: { id: '1500000000000000777', text: 'hello from the emulator', author_id: USER },
			});
			assert(
				published.status === 201 && published.data.deliveries.length === 1,
				`publish: ${JSON.stringify(published)}`,
			);
			[delivery] = published.data.deliveries;
			assert(
				delivery.url === productionUrl && delivery.status === 200,
				`delivery ${JSON.stringify(delivery)}`,
			);
			const executions = await executionsAfter(1, 30_000);
			assert(
				executions.length === 1 && executions[0].status === 'success',
				`executions ${JSON.stringify(executions.map((e) => [e.id, e.status, e.mode]))}`,
			);
			const execution = await h.getExecution(rest, executions[0].id);
			const [item] = execution.data.resultData.runData['Received'][0].data.main[0].map(
				(entry) => entry.json,
			);
			assert(
				item.event_type === 'post.create' && item.event_uuid === delivery.event_uuid,
				`item ${JSON.stringify(item)}`,
			);
			assert(
				item.filter.user_id === USER &&
					item.tag === 'n8n-e2e' &&
					item.payload.text === 'hello from the emulator',
				`item ${JSON.stringify(item)}`,
			);
		},
	);

	await check(
		'Activity Trigger: a replayed delivery and a later challenge start no execution, a forged delivery gets 401 and starts none',
		async () => {
			// The platform repeats its challenge about every hour; the active workflow answers it.
			const challenged = await control('POST', `/__emulator/webhooks/${webhookId}/challenge`);
			assert(
				challenged.data?.valid === true && challenged.data.status === 200,
				`challenge ${JSON.stringify(challenged)}`,
			);
			const replayed = await control('POST', `/__emulator/deliveries/${delivery.index}/replay`);
			assert(
				replayed.status === 200 &&
					replayed.data.status === 200 &&
					replayed.data.event_uuid === delivery.event_uuid,
				`replay ${JSON.stringify(replayed)}`,
			);
			const forged = await control('POST', `/__emulator/deliveries/${delivery.index}/forge`);
			assert(
				forged.status === 200 && forged.data.status === 401,
				`forged ${JSON.stringify(forged)}`,
			);
			// Give any run they might have started time to show up.
			await new Promise((resolve) => setTimeout(resolve, 3000));
			const executions = await executionsAfter(1, 1000);
			assert(
				executions.length === 1,
				`${executions.length} executions: ${JSON.stringify(executions.map((e) => [e.id, e.status]))}`,
			);
		},
	);

	await check(
		'Activity Trigger: deliveries with a missing, wrong, other-secret or stale signature get 401, an exact replay is dropped: none starts an execution',
		async () => {
			const secret = byType(credentials, 'platformAppOnlyApi').data.apiSecret;
			const before = (await executionsAfter(1, 1000)).length;
			// An earlier delivery, correctly signed: one execution.
			const earlier = eventBody({ text: 'earlier delivery' });
			const earlierSignature = sign(earlier, secret);
			const accepted = await deliver(productionUrl, earlier, earlierSignature);
			assert(
				accepted.status === 200,
				`the correctly signed delivery got ${accepted.status} ${accepted.text}`,
			);
			const fresh = eventBody({ text: 'a new body' });
			const refusals = {
				missing: await deliver(productionUrl, fresh, undefined),
				wrong: await deliver(
					productionUrl,
					fresh,
					'sha256=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
				),
				'signed with another secret': await deliver(
					productionUrl,
					fresh,
					sign(fresh, 'not-the-consumer-secret'),
				),
				'stale (the earlier signature over a new body)': await deliver(
					productionUrl,
					fresh,
					earlierSignature,
				),
			};
			for (const [name, answer] of Object.entries(refusals))
				assert(answer.status === 401, `${name}: HTTP ${answer.status} ${answer.text}`);
			const replay = await deliver(productionUrl, earlier, earlierSignature);
			assert(
				replay.status === 200 && JSON.parse(replay.text).duplicate === true,
				`exact replay: HTTP ${replay.status} ${replay.text}`,
			);
			await new Promise((resolve) => setTimeout(resolve, 3000));
			const executions = await executionsAfter(before + 1, 1000);
			assert(
				executions.length === before + 1,
				`${executions.length} executions, expected ${before + 1}: ${JSON.stringify(executions.map((e) => [e.id, e.status]))}`,
			);
		},
	);

	await check(
		'Activity Trigger: "listen for test event" while active registers the test URL beside the production one; the test setup goes after its event',
		async () => {
			const before = (await h.listExecutions(rest, WORKFLOW_ID)).length;
			const workflow = await rest.call('GET', `/rest/workflows/${WORKFLOW_ID}`);
			const started = await rest.call('POST', `/rest/workflows/${WORKFLOW_ID}/run`, {
				workflowData: workflow.json.data,
				triggerToStartFrom: { name: 'Activity Trigger' },
			});
			assert(
				started.json?.data?.waitingForWebhook === true,
				`run: ${started.status} ${started.text.slice(0, 300)}`,
			);
			const [config] = await ours(testUrl);
			assert(
				config?.valid === true,
				`test URL configuration ${JSON.stringify(await platform('/2/webhooks'))}`,
			);
			// Both setups get the event: the active workflow runs, and so does the test.
			const published = await control('POST', '/__emulator/events', {
				event_type: 'post.create',
				user_id: USER,
				payload: { text: 'test event' },
			});
			const targets = published.data.deliveries.map((d) => `${d.url} ${d.status}`).sort();
			assert(
				JSON.stringify(targets) ===
					JSON.stringify([`${productionUrl} 200`, `${testUrl} 200`].sort()),
				`deliveries ${JSON.stringify(targets)}`,
			);
			const executions = await executionsAfter(before + 2, 30_000);
			const modes = executions
				.slice(0, 2)
				.map((e) => e.mode)
				.sort();
			assert(
				executions.length === before + 2 && JSON.stringify(modes) === '["manual","webhook"]',
				`executions ${JSON.stringify(executions.map((e) => [e.id, e.mode, e.status]))}`,
			);
			// n8n ends listening after the first test event and calls delete.
			const deadline = Date.now() + 10_000;
			while ((await ours(testUrl)).length && Date.now() < deadline)
				await new Promise((resolve) => setTimeout(resolve, 300));
			assert((await ours(testUrl)).length === 0, 'the test URL configuration was not removed');
			const left = (await platform('/2/activity/subscriptions')).filter(
				(s) => s.webhook_id === config.id,
			);
			assert(left.length === 0, `test subscriptions left: ${JSON.stringify(left)}`);
			const [production] = await ours();
			assert(
				production?.id === webhookId && production.valid,
				`the production configuration changed: ${JSON.stringify(await platform('/2/webhooks'))}`,
			);
			const kept = (await platform('/2/activity/subscriptions')).filter(
				(s) => s.webhook_id === webhookId,
			);
			assert(kept.length === 2, `production subscriptions: ${JSON.stringify(kept)}`);
		},
	);

	await check(
		'Activity Trigger: deactivating leaves no subscription and no webhook configuration',
		async () => {
			await newRequests();
			await h.setWorkflowActive(rest, WORKFLOW_ID, false);
			// As with activation, n8n 2.x removes the webhook in the background.
			const deadline = Date.now() + 30_000;
			while ((await ours()).length && Date.now() < deadline)
				await new Promise((resolve) => setTimeout(resolve, 300));
			assert((await ours()).length === 0, `configurations left: ${JSON.stringify(await ours())}`);
			const left = (await platform('/2/activity/subscriptions')).filter(
				(s) => s.webhook_id === webhookId,
			);
			assert(left.length === 0, `subscriptions left: ${JSON.stringify(left)}`);
			// The two subscriptions first, then the configuration.
			const requests = await newRequests();
			const deletes = requests
				.filter((e) => e.method === 'DELETE')
				.map((e) => `${e.path} ${e.status}`);
			const expected = [
				/^\/2\/activity\/subscriptions\/\d+ 200$/,
				/^\/2\/activity\/subscriptions\/\d+ 200$/,
				new RegExp(`^/2/webhooks/${webhookId} 200$`),
			];
			assert(
				deletes.length === 3 && expected.every((pattern, i) => pattern.test(deletes[i])),
				`deletes ${JSON.stringify(deletes)}; all: ${describe(requests)}`,
			);
		},
	);
}

module.exports = { workflows, run };
