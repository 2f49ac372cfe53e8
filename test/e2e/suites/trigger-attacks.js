'use strict';
// Attacks on an active Activity Trigger inside n8n, each counted in runs through n8n's REST
// API: the challenge used as a signing oracle, tampered, wrong-key, missing, repeated,
// hex and base64url signatures, compressed and multipart bodies, null and other non-event
// bodies, a stale event, a 10 MB body, deep nesting, __proto__ keys, ten identical deliveries at
// once and 500 distinct ones 25 at a time, followed by their replays; and, with a second activity
// workflow and an account-activity one of the same app, events none of them subscribed to, times
// in every form, a reordered id-less entry and a delivery over n8n's body limit
// (subscribedAttacks.js). Every answer must be JSON.
// Version-agnostic: after activation it polls until the webhook answers.
const { gzipSync } = require('node:zlib');
const { randomUUID } = require('node:crypto');

const { SIGNATURE_HEADER, sign } = require('../activityDeliveries');
const { activitySourceWorkflow } = require('../pollingWorkflows');
const { checkSubscribedEvents } = require('../subscribedAttacks');
const {
	inFlight,
	multipartBody,
	rawPost,
	settledRuns,
	waitForWebhook,
} = require('../triggerAttack');
const { triggerWorkflow } = require('../triggerWorkflow');
const { byType } = require('../workflows');

const WORKFLOW_ID = 'PlatformAttack01';
const WEBHOOK_ID = 'activity-trigger-attack-0001';
const USER = '1000000000000000001';
const TAG = 'n8n-e2e-attack';
/** Another workflow of the same app, on the same user and event type with a tag of its own. */
const OTHER = { id: 'PlatformAttack02', webhookId: 'activity-trigger-attack-0002' };
/** An account-activity trigger of the same app, for USER (the OAuth2 credential's user). */
const ACCOUNT = { id: 'PlatformAttack03', webhookId: 'activity-trigger-attack-0003' };
/** Deliveries in flight at once in the bursts (see inFlight). */
const BURST_WIDTH = 25;

function workflows(credentials) {
	return [
		triggerWorkflow(credentials, {
			id: WORKFLOW_ID,
			name: 'Activity attacks',
			webhookId: WEBHOOK_ID,
			parameters: { events: ['post.create'], userIds: USER, tag: TAG },
		}),
		triggerWorkflow(credentials, {
			id: OTHER.id,
			name: 'Activity attacks, another workflow',
			webhookId: OTHER.webhookId,
			parameters: {
				events: ['post.create'],
				userIds: USER,
				tag: 'n8n-e2e-attack-other',
				options: { includeRawBody: true },
			},
		}),
		activitySourceWorkflow(credentials, ACCOUNT.id, ACCOUNT.webhookId, {
			source: 'accountActivity',
			userAuthentication: 'oAuth2',
		}),
	];
}

const body = (data = {}) =>
	JSON.stringify({
		data: {
			event_type: 'post.create',
			event_uuid: randomUUID(),
			filter: { user_id: USER },
			tag: TAG,
			payload: { text: 'attack' },
			...data,
		},
	});

async function run({ h, check, assert, rest, port, credentials, emulator }) {
	const webhookUrl = (webhookId) => `http://127.0.0.1:${port}/webhook/${webhookId}/webhook`;
	const url = webhookUrl(WEBHOOK_ID);
	const secret = byType(credentials, 'platformAppOnlyApi').data.apiSecret;
	const post = (raw, headers = {}) =>
		rawPost(url, Buffer.isBuffer(raw) ? raw : Buffer.from(raw), {
			'content-type': 'application/json',
			...headers,
		});
	const signed = (raw, headers = {}) =>
		post(raw, { [SIGNATURE_HEADER]: sign(raw, secret), ...headers });
	/** Every answer is JSON, never n8n's `firstEntryJson` text nor a stack trace. */
	const json = (answer, what) => {
		assert(
			answer.type.startsWith('application/json'),
			`${what}: content type ${answer.type}, body ${answer.text.slice(0, 200)}`,
		);
		assert(
			!answer.text.includes('firstEntryJson') && !answer.text.includes('    at '),
			`${what}: ${answer.text.slice(0, 300)}`,
		);
		return JSON.parse(answer.text);
	};
	const runs = () => settledRuns(rest, WORKFLOW_ID);
	/** How many of the deliveries' event ids the workflow's saved static data holds. */
	const savedIds = async (raws) => {
		const workflow = await rest.call('GET', `/rest/workflows/${WORKFLOW_ID}`);
		const saved = new Set(
			Object.values(workflow.json?.data?.staticData ?? {}).flatMap((node) =>
				Object.keys(node?.seenEvents ?? {}),
			),
		);
		return raws.filter((raw) => saved.has(JSON.parse(raw).data.event_uuid)).length;
	};
	const figures = {};

	await check(
		'Trigger attacks: the workflows activate and their webhooks become reachable',
		async () => {
			for (const [id, webhookId] of [
				[WORKFLOW_ID, WEBHOOK_ID],
				[OTHER.id, OTHER.webhookId],
				[ACCOUNT.id, ACCOUNT.webhookId],
			]) {
				await h.setWorkflowActive(rest, id, true);
				const status = await waitForWebhook(`${webhookUrl(webhookId)}?crc_token=probe`);
				assert(status === 200, `${id}: challenge probe answered ${status}`);
			}
		},
	);

	await check(
		'Trigger attacks: the challenge signs no delivery body, so the oracle forgery starts no run',
		async () => {
			const before = await runs();
			const forged = body({ payload: { text: 'FORGED via challenge oracle' } });
			const oracle = await fetch(`${url}?crc_token=${encodeURIComponent(forged)}`);
			const text = await oracle.text();
			assert(
				oracle.status === 400 && !text.includes('sha256='),
				`oracle: ${oracle.status} ${text}`,
			);
			json(
				{ status: oracle.status, type: oracle.headers.get('content-type') ?? '', text },
				'oracle',
			);
			const token = await fetch(`${url}?crc_token=9b4507b3-9040-4669-9ca3-6b94edb50553`);
			assert(
				token.status === 200 && (await token.json()).response_token.startsWith('sha256='),
				`a real token: ${token.status}`,
			);
			const delivered = await post(forged, { [SIGNATURE_HEADER]: 'sha256=' });
			assert(delivered.status === 401, `forged delivery: ${delivered.status} ${delivered.text}`);
			assert((await runs()) === before, 'the forged delivery started a run');
		},
	);

	await check(
		'Trigger attacks: bad signatures, compressed and multipart bodies, non-event and stale bodies are refused with JSON and start no run',
		async () => {
			const before = await runs();
			const raw = body();
			const digest = require('node:crypto').createHmac('sha256', secret).update(raw).digest();
			const gz = gzipSync(raw);
			const multipart = multipartBody('data', raw);
			const cases = {
				'tampered body': [
					401,
					() => post(raw.replace('attack', 'ATTACK'), { [SIGNATURE_HEADER]: sign(raw, secret) }),
				],
				'wrong key': [
					401,
					() => post(raw, { [SIGNATURE_HEADER]: sign(raw, 'not-the-consumer-secret') }),
				],
				'missing header': [401, () => post(raw)],
				'header twice': [
					401,
					() => post(raw, { [SIGNATURE_HEADER]: [sign(raw, secret), sign(raw, secret)] }),
				],
				'hex digest': [
					401,
					() => post(raw, { [SIGNATURE_HEADER]: 'sha256=' + digest.toString('hex') }),
				],
				'base64url digest': [
					401,
					() => post(raw, { [SIGNATURE_HEADER]: 'sha256=' + digest.toString('base64url') }),
				],
				'gzip, signed over the sent bytes': [
					415,
					() => post(gz, { 'content-encoding': 'gzip', [SIGNATURE_HEADER]: sign(gz, secret) }),
				],
				'multipart, signed over the sent bytes': [
					415,
					() =>
						post(multipart.body, {
							'content-type': multipart.type,
							[SIGNATURE_HEADER]: sign(multipart.body, secret),
						}),
				],
				'signed null': [400, () => signed('null')],
				'signed number': [400, () => signed('42')],
				'signed list': [400, () => signed('[]')],
				'signed object with no event': [400, () => signed('{}')],
				'signed event older than 24 h': [
					400,
					() =>
						signed(
							body({
								payload: { created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() },
							}),
						),
				],
			};
			const wrong = [];
			for (const [name, [status, send]] of Object.entries(cases)) {
				const answer = await send();
				const parsed = json(answer, name);
				if (answer.status !== status || typeof parsed.error !== 'string')
					wrong.push(`${name}: ${answer.status} ${answer.text.slice(0, 200)}`);
			}
			assert(wrong.length === 0, wrong.join('; '));
			const after = await runs();
			assert(after === before, `${after - before} runs started`);
		},
	);

	await check(
		'Trigger attacks: a 10 MB body, deep nesting and __proto__ keys each start one run, answered with JSON',
		async () => {
			const before = await runs();
			const deep = '{"a":'.repeat(500) + '1' + '}'.repeat(500);
			const bodies = {
				'10 MB': body({ payload: { text: 'x'.repeat(10 * 1024 * 1024) } }),
				'deep nesting': body().replace('"payload":{"text":"attack"}', `"payload":${deep}`),
				'__proto__ keys': body()
					.replace('"payload":{', '"payload":{"__proto__":{"polluted":true},')
					.replace('{"data":{', '{"__proto__":{"polluted":true},"data":{'),
			};
			for (const [name, raw] of Object.entries(bodies)) {
				const answer = await signed(raw);
				assert(
					answer.status === 200 && json(answer, name).accepted === true,
					`${name}: ${answer.status} ${answer.text.slice(0, 200)}`,
				);
			}
			const after = await runs();
			assert(after === before + 3, `${after - before} runs, expected 3`);
			const healthy = await fetch(`http://127.0.0.1:${port}/healthz`);
			assert(healthy.status === 200, `healthz ${healthy.status}`);
		},
	);

	await checkSubscribedEvents({
		h,
		check,
		assert,
		rest,
		emulator,
		secret,
		user: USER,
		tag: TAG,
		figures,
		attack: { id: WORKFLOW_ID, url },
		other: { id: OTHER.id, url: webhookUrl(OTHER.webhookId) },
		account: { id: ACCOUNT.id, url: webhookUrl(ACCOUNT.webhookId) },
	});

	await check(
		'Trigger attacks: ten identical deliveries at once start exactly one run; replays straight after start none',
		async () => {
			const before = await runs();
			const raw = body();
			const answers = await Promise.all(Array.from({ length: 10 }, () => signed(raw)));
			const parsed = answers.map((answer, i) => json(answer, `copy ${i}`));
			assert(
				parsed.filter((p) => p.accepted).length === 1 &&
					parsed.filter((p) => p.duplicate).length === 9,
				`answers ${JSON.stringify(parsed)}`,
			);
			const replay = json(await signed(raw), 'replay');
			assert(replay.duplicate === true, `replay ${JSON.stringify(replay)}`);
			const after = await runs();
			figures.identical = after - before;
			assert(after === before + 1, `${after - before} runs from ten identical deliveries`);
		},
	);

	await check(
		'Trigger attacks: 500 distinct deliveries, 25 at a time, start 500 runs; their replays start none and leave all 500 ids in the saved record',
		async () => {
			const before = await runs();
			const raws = Array.from({ length: 500 }, () => body());
			const started = Date.now();
			const answers = await inFlight(raws, BURST_WIDTH, (raw) => signed(raw));
			figures.burstMs = Date.now() - started;
			const accepted = answers.filter(
				(answer) => answer.status === 200 && json(answer, 'burst').accepted,
			).length;
			assert(
				accepted === 500,
				`${accepted} of 500 accepted: ${[...new Set(answers.map((a) => `${a.status} ${a.text.slice(0, 80)}`))].join(' | ')}`,
			);
			const afterBurst = await runs();
			assert(
				afterBurst === before + 500,
				`${afterBurst - before} runs from 500 distinct deliveries`,
			);
			figures.savedAfterBurst = await savedIds(raws);
			const replays = await inFlight(raws, BURST_WIDTH, (raw) => signed(raw));
			const duplicates = replays.filter(
				(answer) => answer.status === 200 && json(answer, 'replay').duplicate,
			).length;
			const afterReplays = await runs();
			figures.replayRuns = afterReplays - afterBurst;
			assert(
				duplicates === 500 && afterReplays === afterBurst,
				`${duplicates} of 500 replays dropped, ${afterReplays - afterBurst} runs`,
			);
			// Concurrent saves of n8n's static data can land out of order, so the saved copy may lag
			// the process's record by a few of the last ids; any later delivery writes it whole again.
			figures.savedAfterReplays = await savedIds(raws);
			assert(
				figures.savedAfterReplays === 500,
				`${figures.savedAfterReplays} of 500 ids in the saved static data after the replays`,
			);
			console.log(`    trigger attack figures: ${JSON.stringify(figures)}`);
		},
	);

	await check('Trigger attacks: deactivating the workflows', async () => {
		for (const id of [WORKFLOW_ID, OTHER.id, ACCOUNT.id])
			await h.setWorkflowActive(rest, id, false);
	});
}

module.exports = { workflows, run };
