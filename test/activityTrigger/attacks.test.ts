import { createHmac } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import { PlatformActivityTrigger } from '../../nodes/ActivityTrigger/PlatformActivityTrigger.node';
import {
	claimEvent,
	forgetInProcessRecords,
	SEEN_EVENTS_CAP,
} from '../../nodes/ActivityTrigger/seenEvents';
import { SECRET, sign, WATCHED_USER, webhookContext, type WebhookCall } from './webhookContext';

/**
 * Attacks on the trigger's webhook function, each answered as n8n would call it: what matters
 * is whether a run starts (workflowData) and that every answer is JSON written by the node.
 */
const trigger = new PlatformActivityTrigger();
const HEADER = 'x-platform-webhooks-signature';

async function call(webhookCall: WebhookCall) {
	const { context, written } = webhookContext(webhookCall);
	const result = await trigger.webhook.call(context);
	return { result, written: written(), runs: result.workflowData ? 1 : 0 };
}

let counter = 0;
const eventBody = (fields: IDataObject = {}) =>
	JSON.stringify({
		data: {
			event_type: 'post.create',
			event_uuid: `attack-${++counter}`,
			filter: { user_id: WATCHED_USER },
			payload: { text: 'hi' },
			...fields,
		},
	});

const deliver = (rawBody: string, extra: Partial<WebhookCall> = {}) =>
	call({ name: 'default', rawBody, headers: { [HEADER]: sign(rawBody) }, ...extra });

describe('the challenge is no signing oracle', () => {
	it('refuses to sign a delivery body sent as crc_token, so the forged delivery starts nothing', async () => {
		const forged = JSON.stringify({
			data: {
				event_type: 'post.create',
				event_uuid: 'forged-1',
				payload: { text: 'FORGED via challenge oracle' },
			},
		});
		const challenge = await call({ name: 'setup', query: { crc_token: forged } });
		expect(challenge.written?.status).toBe(400);
		expect(JSON.stringify(challenge.written?.body)).not.toContain('sha256=');
		// With no signature to be had, the forged body can only be sent unsigned.
		const delivery = await call({ name: 'default', rawBody: forged, headers: {} });
		expect(delivery.written?.status).toBe(401);
		expect(delivery.runs).toBe(0);
	});

	it.each([
		['a UUID', 200, '9b4507b3-9040-4669-9ca3-6b94edb50553'],
		['base64', 200, 'q83vEjRWeJq8/+3vEjRWeJq8mg=='],
		['base64url of 24 bytes', 200, 'q83vEjRWeJq8-_3vEjRWeJq8mgAA'],
		['256 characters', 200, 'a'.repeat(256)],
		['257 characters', 400, 'a'.repeat(257)],
		['JSON', 400, '{"data":{}}'],
		['spaces', 400, 'a b'],
		['empty', 400, ''],
		['a list (repeated parameter)', 400, ['abc', 'def']],
	])('answers a crc_token of %s with %s', async (_case, status, token) => {
		const { written, result } = await call({ name: 'setup', query: { crc_token: token } });
		expect(written?.status).toBe(status);
		expect(result).toEqual({ noWebhookResponse: true });
		if (status === 200) {
			expect(written?.body).toEqual({
				response_token:
					'sha256=' +
					createHmac('sha256', SECRET)
						.update(token as string)
						.digest('base64'),
			});
		} else {
			expect(written?.body).toEqual({ error: expect.any(String) });
		}
	});
});

describe('signatures', () => {
	const body = eventBody();
	const digest = createHmac('sha256', SECRET).update(body).digest();
	it.each([
		['a tampered body', { rawBody: body.replace('hi', 'HI'), headers: { [HEADER]: sign(body) } }],
		['a wrong key', { rawBody: body, headers: { [HEADER]: sign(body, 'wrong-key') } }],
		['no header', { rawBody: body, headers: {} }],
		['the header twice', { rawBody: body, rawHeaders: { [HEADER]: [sign(body), sign(body)] } }],
		[
			'the header joined twice',
			{ rawBody: body, headers: { [HEADER]: `${sign(body)}, ${sign(body)}` } },
		],
		['a hex digest', { rawBody: body, headers: { [HEADER]: 'sha256=' + digest.toString('hex') } }],
		[
			'a base64url digest',
			{ rawBody: body, headers: { [HEADER]: 'sha256=' + digest.toString('base64url') } },
		],
		['no sha256= prefix', { rawBody: body, headers: { [HEADER]: digest.toString('base64') } }],
	])('refuses %s with a JSON 401 and no run', async (_case, extra) => {
		const staticData = {};
		const { written, runs } = await call({
			name: 'default',
			staticData,
			...(extra as Partial<WebhookCall>),
		});
		expect(written).toEqual({ status: 401, body: { error: expect.any(String) } });
		expect(runs).toBe(0);
		expect(staticData).not.toHaveProperty('seenEvents');
	});

	it('refuses a compressed delivery (n8n hands over only the decoded bytes) with 415 and no run', async () => {
		const { written, runs } = await call({
			name: 'default',
			rawBody: body,
			headers: { [HEADER]: sign(body), 'content-encoding': 'gzip' },
		});
		expect(written?.status).toBe(415);
		expect(runs).toBe(0);
	});

	it('refuses a delivery n8n gave no raw bytes for (multipart) rather than re-serializing it', async () => {
		const { written, runs } = await call({
			name: 'default',
			rawBody: body,
			rawBytes: null,
			headers: { [HEADER]: sign(body) },
		});
		expect(written?.status).toBe(415);
		expect(runs).toBe(0);
	});
});

describe('bodies', () => {
	it.each([
		['null', 'null'],
		['a number', '42'],
		['a string', '"data"'],
		['a list', '[{"data":{}}]'],
		['an object with no event', '{}'],
		['data null', '{"data":null}'],
		['an event with no event_uuid', '{"data":{"event_type":"post.create"}}'],
		['not JSON', 'data=1'],
	])('answers a signed %s with a JSON 400 and no run', async (_case, rawBody) => {
		const { written, result, runs } = await deliver(rawBody);
		expect(written).toEqual({ status: 400, body: { error: expect.any(String) } });
		expect(result).toEqual({ noWebhookResponse: true });
		expect(runs).toBe(0);
	});

	it('takes a 10 MB body in one step and starts one run', async () => {
		const { written, runs } = await deliver(
			eventBody({ payload: { text: 'x'.repeat(10 * 1024 * 1024) } }),
		);
		expect(written?.status).toBe(200);
		expect(runs).toBe(1);
	});

	it('takes deep nesting without a stack overflow', async () => {
		const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
		const { written, runs } = await deliver(
			eventBody().replace('"payload":{"text":"hi"}', `"payload":${deep}`),
		);
		expect(written?.status).toBe(200);
		expect(runs).toBe(1);
	});

	it('keeps __proto__ keys as plain data: no prototype is touched', async () => {
		const rawBody = eventBody().replace('"payload":{', '"payload":{"__proto__":{"polluted":true},');
		const { result, runs } = await deliver(
			rawBody.replace(
				'{"data":{',
				'{"__proto__":{"polluted":true},"data":{"__proto__":{"polluted":true},',
			),
		);
		expect(runs).toBe(1);
		expect(({} as IDataObject).polluted).toBeUndefined();
		expect(Object.getPrototypeOf(result.workflowData![0][0].json.payload)).toBe(Object.prototype);
	});
});

describe('replays and freshness', () => {
	it('starts one run for ten identical deliveries sent at once, and none for replays after', async () => {
		const staticData = {};
		const rawBody = eventBody();
		const answers = await Promise.all(
			Array.from({ length: 10 }, () => deliver(rawBody, { staticData })),
		);
		expect(answers.reduce((sum, answer) => sum + answer.runs, 0)).toBe(1);
		expect(
			answers.filter(
				(answer) => answer.written?.body && (answer.written.body as IDataObject).duplicate,
			),
		).toHaveLength(9);
		expect((await deliver(rawBody, { staticData })).runs).toBe(0);
	});

	it('remembers all of 500 distinct deliveries sent at once, even when each request gets its own stale copy of the static data', async () => {
		const bodies = Array.from({ length: 500 }, () => eventBody());
		// As n8n does: every request reads the saved static data as it was when it arrived.
		const answers = await Promise.all(
			bodies.map((rawBody) => deliver(rawBody, { staticData: {}, workflowId: 'concurrent-500' })),
		);
		expect(answers.reduce((sum, answer) => sum + answer.runs, 0)).toBe(500);
		const replays = await Promise.all(
			bodies.map((rawBody) => deliver(rawBody, { staticData: {}, workflowId: 'concurrent-500' })),
		);
		expect(replays.reduce((sum, answer) => sum + answer.runs, 0)).toBe(0);
	});

	it('drops a replay after a restart through the persisted record', async () => {
		const staticData = {};
		const rawBody = eventBody();
		expect((await deliver(rawBody, { staticData, workflowId: 'restarted' })).runs).toBe(1);
		forgetInProcessRecords();
		expect(
			(
				await deliver(rawBody, {
					staticData: JSON.parse(JSON.stringify(staticData)),
					workflowId: 'restarted',
				})
			).runs,
		).toBe(0);
	});

	it('refuses a delivery whose event is older than the window with a JSON 400, and takes a fresh one', async () => {
		const old = new Date(Date.now() - 25 * 3_600_000).toISOString();
		const stale = await deliver(eventBody({ payload: { created_at: old } }));
		expect(stale.written).toEqual({
			status: 400,
			body: { error: expect.stringContaining('older than the freshness window of 24 h') },
		});
		expect(stale.runs).toBe(0);
		const wider = await deliver(eventBody({ payload: { created_at: old } }), {
			parameters: { options: { windowHours: 48 } },
		});
		expect(wider.runs).toBe(1);
		const fresh = await deliver(eventBody({ created_at: new Date().toISOString() }));
		expect(fresh.runs).toBe(1);
	});

	it('keeps ids for the window and at most the cap', () => {
		const staticData: IDataObject = {};
		const hour = 3_600_000;
		const claim = (eventUuid: string, now: number, cap = SEEN_EVENTS_CAP) =>
			claimEvent({ key: 'window', staticData, eventUuid, windowMs: 24 * hour, now, cap });
		expect(claim('a', 0)).toBe(true);
		expect(claim('a', 23 * hour)).toBe(false);
		expect(claim('a', 25 * hour)).toBe(true);
		for (let i = 0; i < 5; i++) claim(`n${i}`, 26 * hour, 3);
		expect(Object.keys(staticData.seenEvents as IDataObject)).toEqual(['n2', 'n3', 'n4']);
	});

	it('rewrites a saved record that lags behind the process, even on a repeat', () => {
		const staticData: IDataObject = {};
		claimEvent({ key: 'lagging', staticData, eventUuid: 'a', windowMs: 3_600_000 });
		claimEvent({ key: 'lagging', staticData, eventUuid: 'b', windowMs: 3_600_000 });
		// An older concurrent save landed last: the saved copy knows only 'a'.
		const stale: IDataObject = { seenEvents: { a: Date.now() } };
		expect(
			claimEvent({ key: 'lagging', staticData: stale, eventUuid: 'a', windowMs: 3_600_000 }),
		).toBe(false);
		expect(Object.keys(stale.seenEvents as IDataObject)).toEqual(['a', 'b']);
		// A copy that is complete is left alone, so n8n has nothing to save.
		const complete = stale.seenEvents;
		expect(
			claimEvent({ key: 'lagging', staticData: stale, eventUuid: 'b', windowMs: 3_600_000 }),
		).toBe(false);
		expect(stale.seenEvents).toBe(complete);
	});

	it('reads the earlier list of remembered ids once and replaces it', () => {
		const staticData: IDataObject = { seenEventUuids: ['old-1'] };
		expect(claimEvent({ key: 'legacy', staticData, eventUuid: 'old-1', windowMs: 3_600_000 })).toBe(
			false,
		);
		expect(claimEvent({ key: 'legacy', staticData, eventUuid: 'new-1', windowMs: 3_600_000 })).toBe(
			true,
		);
		expect(staticData.seenEventUuids).toBeUndefined();
		expect(Object.keys(staticData.seenEvents as IDataObject)).toEqual(['old-1', 'new-1']);
	});
});
