'use strict';
// The move from the Activity Trigger's Account Activity source inside the n8n server. The
// Activity Events source's preset (Subscribe To: Everything Account Activity Delivered) is
// activated with the user's OAuth1 sign-in: it subscribes that user to the 18 event types that
// replace every Account Activity kind; one delivery of each starts exactly one execution, with the
// kind it replaces in the item; deactivation removes every subscription and the webhook. Then the
// Account Activity source is activated under a clock moved past 2027-01-01 (fakeTriggerClock.js,
// the trigger's clock only): n8n refuses the activation with the replacement named.
const fs = require('node:fs');
const path = require('node:path');

const { received } = require('../pollingWorkflows');
const { byType, platformNode } = require('../workflows');

const ME = '1000000000000000001';
const PRESET_WEBHOOK = 'aaa-preset-e2e-0001';
const ENDED_WEBHOOK = 'aaa-ended-e2e-00001';
const PRESET_WORKFLOW = 'AaaPresetE2E0001';
const ENDED_WORKFLOW = 'AaaEndedE2E00001';

/** The preset's event types and the Account Activity kind each replaces (written out here). */
const REPLACED = {
	'post.create': 'post_create',
	'post.mention.create': 'post_create',
	'post.reply.create': 'post_create',
	'post.quote.create': 'post_create',
	'post.repost.create': 'post_create',
	'post.delete': 'post_delete',
	'like.create': 'favorite',
	'follow.follow': 'follow',
	'follow.unfollow': 'follow',
	'block.block': 'block',
	'block.unblock': 'block',
	'mute.mute': 'mute',
	'mute.unmute': 'mute',
	'dm.sent': 'direct_message',
	'dm.received': 'direct_message',
	'dm.indicate_typing': 'direct_message_indicate_typing',
	'dm.read': 'direct_message_mark_read',
	'oauth.revoke': 'user_event',
};

/** An Activity Trigger workflow with the app's credential and the user's `userType` one. */
function triggerWorkflow(credentials, id, name, webhookId, parameters, userType) {
	const trigger = platformNode(
		'Activity Trigger',
		'platformActivityTrigger',
		{ authentication: 'appOnly', options: {}, ...parameters },
		byType(credentials, 'platformAppOnlyApi'),
	);
	const user = byType(credentials, userType);
	trigger.credentials[user.type] = { id: user.id, name: user.name };
	return received(id, name, { ...trigger, webhookId });
}

function workflows(credentials) {
	return [
		triggerWorkflow(
			credentials,
			PRESET_WORKFLOW,
			'Activity Trigger Account Activity preset',
			PRESET_WEBHOOK,
			{
				source: 'activity',
				subscribeTo: 'accountActivityReplacement',
				userSignIn: 'oAuth1',
				tag: 'moved from account activity',
			},
			'platformOAuth1Api',
		),
		triggerWorkflow(
			credentials,
			ENDED_WORKFLOW,
			'Activity Trigger Account Activity after its end',
			ENDED_WEBHOOK,
			{ source: 'accountActivity', userAuthentication: 'oAuth2' },
			'platformOAuth2Api',
		),
	];
}

async function run({ h, check, assert, rest, port, emulator, env }) {
	/** What the emulator holds, read with the app's token. */
	const asApp = (pathName) => h.appRecords(emulator.url, pathName);
	const control = async (pathName, body) => {
		const response = await fetch(`${emulator.url}${pathName}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
		});
		return { status: response.status, ...(await response.json()) };
	};
	const { until } = h;
	const presetUrl = `http://127.0.0.1:${port}/webhook/${PRESET_WEBHOOK}/webhook`;
	const ourConfig = async (url) =>
		(await asApp('/2/webhooks')).find((one) => one.url === url && one.valid);
	const ourSubscriptions = async (webhookId) =>
		(await asApp('/2/activity/subscriptions?max_results=1000')).filter(
			(one) => one.webhook_id === webhookId,
		);

	let config;
	await check(
		'Activity Trigger, Account Activity preset: activation subscribes the signed-in user to the 18 event types that replace Account Activity',
		async () => {
			await h.setWorkflowActive(rest, PRESET_WORKFLOW, true);
			config = await until(async () => await ourConfig(presetUrl));
			assert(config, `no valid configuration at ${presetUrl}`);
			const subscriptions = await until(async () => {
				const ours = await ourSubscriptions(config.id);
				return ours.length === 18 && ours;
			});
			assert(subscriptions, `subscriptions ${JSON.stringify(await ourSubscriptions(config.id))}`);
			const types = subscriptions.map((one) => one.event_type).sort();
			assert(
				JSON.stringify(types) === JSON.stringify(Object.keys(REPLACED).sort()) &&
					subscriptions.every(
						(one) =>
							one.tag === 'moved from account activity' &&
							(one.event_type === 'oauth.revoke'
								? Object.keys(one.filter ?? {}).length === 0
								: one.filter?.user_id === ME),
					),
				`subscriptions ${JSON.stringify(subscriptions)}`,
			);
		},
	);

	await check(
		'Activity Trigger, Account Activity preset: one delivery of each replaced kind runs the workflow once, with the kind in the item',
		async () => {
			for (const eventType of Object.keys(REPLACED)) {
				// Without a payload the emulator sends the event type's documented payload.
				const published = await control('/__emulator/events', {
					event_type: eventType,
					user_id: ME,
				});
				const ours = (published.data?.deliveries ?? []).filter((one) => one.url === presetUrl);
				assert(
					ours.length === 1 && ours[0].status === 200,
					`${eventType}: deliveries ${JSON.stringify(published)}`,
				);
			}
			const total = Object.keys(REPLACED).length;
			const executions = await until(async () => {
				const all = await h.listExecutions(rest, PRESET_WORKFLOW);
				return (
					all.length >= total && all.every((one) => !['new', 'running'].includes(one.status)) && all
				);
			}, 60_000);
			await new Promise((resolve) => setTimeout(resolve, 1000));
			const settled = await h.listExecutions(rest, PRESET_WORKFLOW);
			assert(
				executions && settled.length === total && settled.every((one) => one.status === 'success'),
				`executions ${JSON.stringify(settled.map((e) => [e.id, e.status]))}`,
			);
			const seen = {};
			for (const execution of settled) {
				const items = (await h.getExecution(rest, execution.id)).data.resultData.runData[
					'Received'
				][0].data.main[0].map((entry) => entry.json);
				assert(items.length === 1, `execution ${execution.id}: ${items.length} items`);
				const [item] = items;
				assert(
					REPLACED[item.event_type] === item.account_activity_kind &&
						item.for_user_id === ME &&
						item.details &&
						!seen[item.event_type],
					`item ${JSON.stringify(item).slice(0, 400)}`,
				);
				seen[item.event_type] = true;
			}
			assert(Object.keys(seen).length === total, `event types run ${Object.keys(seen)}`);
		},
	);

	await check(
		'Activity Trigger, Account Activity preset: deactivation removes every subscription, then the webhook',
		async () => {
			await h.setWorkflowActive(rest, PRESET_WORKFLOW, false);
			await until(async () => !(await asApp('/2/webhooks')).some((one) => one.url === presetUrl));
			const left = {
				webhooks: (await asApp('/2/webhooks')).filter((one) => one.url === presetUrl),
				subscriptions: config ? await ourSubscriptions(config.id) : ['no configuration'],
				tagged: (await asApp('/2/activity/subscriptions?max_results=1000')).filter(
					(one) => one.tag === 'moved from account activity',
				),
			};
			assert(
				!left.webhooks.length && !left.subscriptions.length && !left.tagged.length,
				`left ${JSON.stringify(left)}`,
			);
		},
	);

	const clockFile = path.join(env.N8N_USER_FOLDER, 'trigger-clock.json');
	const endedUrl = `http://127.0.0.1:${port}/webhook/${ENDED_WEBHOOK}/webhook`;
	await check(
		'Activity Trigger, Account Activity under a clock moved past 2027-01-01: activation fails with the replacement named, nothing registered',
		async () => {
			fs.writeFileSync(clockFile, JSON.stringify({ now: '2027-01-02T00:00:00Z' }));
			try {
				// The n8n process reads the clock file every 200 ms.
				await new Promise((resolve) => setTimeout(resolve, 600));
				const refusal = await h
					.setWorkflowActive(rest, ENDED_WORKFLOW, true)
					.then(() => 'activated')
					.catch((error) => error.message);
				assert(
					refusal.includes('Account Activity ended on 2027-01-01') &&
						refusal.includes('Everything Account Activity Delivered'),
					`activation: ${refusal.slice(0, 600)}`,
				);
			} finally {
				fs.rmSync(clockFile, { force: true });
				await h.setWorkflowActive(rest, ENDED_WORKFLOW, false).catch(() => undefined);
			}
			assert(
				!(await asApp('/2/webhooks')).some((one) => one.url === endedUrl),
				'a webhook configuration was registered',
			);
			const count = await asApp('/2/account_activity/subscriptions/count');
			assert(count.subscriptions_count_all === '0', `subscriptions ${JSON.stringify(count)}`);
		},
	);
}

module.exports = { workflows, run };
