import { startEmulator, type Emulator } from '..';
import { coreClient } from './coreClient';
import { startWebhookReceiver, type WebhookReceiver } from './webhookReceiver';
import { CRC_TOKEN_SHAPE, crcChallenges, expectedResponseToken, runChallenge } from '../challenge';
import { activitySubscriptions } from '../routes/activitySubscriptions';
import { WEBHOOK_LIMIT, replayJobs, webhookConfigs } from '../routes/webhooks';
import { sendDelivery, webhookDeliveries } from '../webhookDeliveries';

/**
 * Webhook configurations in the emulator:
 * create, validate and delete run against a real local receiver; replay re-sends recorded
 * deliveries; every refusal carries the platform's reason.
 */
let emulator: Emulator;
let receiver: WebhookReceiver;
beforeEach(async () => {
	emulator = await startEmulator();
	receiver = await startWebhookReceiver(emulator.seed.consumerSecret);
});
afterEach(async () => {
	await receiver.close();
	await emulator.close();
});

const client = () => coreClient(emulator);
const call = (...args: Parameters<ReturnType<typeof coreClient>['call']>) => client().call(...args);
const user = () => client().user();

const create = (url: string, headers?: Record<string, string>) =>
	call('POST', '/2/webhooks', { url }, headers);

/** The reason and parameters of a webhook failure answer. */
const failure = (answer: { status: number; type: string | null; body: Record<string, any> }) => ({
	status: answer.status,
	problem: answer.type?.startsWith('application/problem+json') ? answer.body.type : answer.type,
	reason: answer.body.errors?.[0]?.message,
	parameters: answer.body.errors?.[0]?.parameters,
});
const failed = (reason: string, parameters?: Record<string, string[]>) => ({
	status: 400,
	problem: 'https://api.platform.example/2/problems/invalid-request',
	reason,
	parameters: parameters ?? expect.anything(),
});

describe('POST /2/webhooks', () => {
	it('creates the configuration and sends the challenge to its URL; a correct answer makes it valid', async () => {
		const created = await create(receiver.url('/hook?workflow=1'));
		expect(created.status).toBe(200);
		expect(created.body).toEqual({
			data: {
				id: expect.stringMatching(/^[0-9]{1,19}$/),
				url: receiver.url('/hook?workflow=1'),
				valid: true,
				created_at: expect.any(String),
			},
		});
		const [challenge] = crcChallenges(emulator.state);
		expect(receiver.received).toEqual([
			expect.objectContaining({
				method: 'GET',
				url: `/hook?workflow=1&crc_token=${encodeURIComponent(challenge.crc_token)}`,
			}),
		]);
		expect(challenge).toMatchObject({ webhook_id: created.body.data.id, status: 200, valid: true });
		// Only tokens a receiver may sign: 32 base64url characters, no JSON.
		expect(challenge.crc_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
		expect(CRC_TOKEN_SHAPE.test(challenge.crc_token)).toBe(true);
		await expect(
			runChallenge(
				emulator.state,
				{ id: 'x', url: receiver.url('/hook'), valid: true },
				'{"data":{}}',
			),
		).rejects.toThrow('letters, digits');
		// The oracle: base64 of HMAC-SHA256 keyed with the consumer secret (RFC 4231 case 2 shape checked below).
		expect(expectedResponseToken('Jefe', 'what do ya want for nothing?')).toBe(
			'sha256=W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM=',
		);
		expect((await call('GET', '/2/webhooks')).body).toEqual({
			data: [created.body.data],
			meta: { result_count: 1 },
		});
	});

	it.each([
		['a wrong response_token', 'wrong-token', 'wrong response_token'],
		['HTTP 500', 'http-500', 'HTTP 500'],
	] as const)(
		'records the configuration as not valid when the callback answers %s',
		async (_name, behaviour, why) => {
			receiver.behaviour = behaviour;
			const created = await create(receiver.url());
			expect(created.body.data.valid).toBe(false);
			expect(crcChallenges(emulator.state)[0]).toMatchObject({ valid: false, failure: why });
		},
	);

	it('gives the callback 3 seconds: a later answer leaves it not valid', async () => {
		receiver.behaviour = 'too-slow';
		const started = Date.now();
		const created = await create(receiver.url());
		expect(created.body.data.valid).toBe(false);
		expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
		expect(crcChallenges(emulator.state)[0].failure).toMatch(/no answer within 3000 ms/);
	});

	it('takes user context as well as the app-only token (either scheme)', async () => {
		expect((await create(receiver.url(), user())).status).toBe(200);
	});

	it.each([
		['empty', ''],
		['longer than 200 characters', `https://example.com/${'a'.repeat(181)}`],
		['http on a public host', 'http://example.com/hook'],
		['https with a port', 'https://example.com:8443/hook'],
		['not a URL', 'not a url'],
	])('refuses a url that is %s with UrlValidationFailed, creating nothing', async (_name, url) => {
		expect(failure(await create(url))).toEqual(failed('UrlValidationFailed', { url: [url] }));
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(receiver.received).toEqual([]);
	});

	it('accepts https without a port and exactly 200 characters (the challenge then fails: nobody listens)', async () => {
		const url = `https://example.invalid/${'a'.repeat(176)}`;
		expect(url).toHaveLength(200);
		const created = await create(url);
		expect(created.status).toBe(200);
		expect(created.body.data).toMatchObject({ url, valid: false });
	});

	it('refuses a URL already registered with DuplicateUrlFailed, and more than the limit with WebhookLimitExceeded', async () => {
		await create(receiver.url('/0'));
		expect(failure(await create(receiver.url('/0')))).toEqual(
			failed('DuplicateUrlFailed', { url: [receiver.url('/0')] }),
		);
		for (let n = 1; n < WEBHOOK_LIMIT; n++)
			expect((await create(receiver.url(`/${n}`))).status).toBe(200);
		expect(failure(await create(receiver.url('/one-too-many')))).toEqual(
			failed('WebhookLimitExceeded'),
		);
		expect(webhookConfigs(emulator.state)).toHaveLength(WEBHOOK_LIMIT);
	});

	it('refuses a body with fields the endpoint does not know', async () => {
		const answer = await call('POST', '/2/webhooks', { url: receiver.url(), valid: true });
		expect(answer.status).toBe(400);
		expect(answer.body.detail).toBe('Unknown field valid');
	});
});

describe('PUT /2/webhooks/{id}', () => {
	it('runs the challenge again and answers {data: {valid}} with the new outcome', async () => {
		const { id } = (await create(receiver.url())).body.data;
		receiver.behaviour = 'wrong-token';
		expect((await call('PUT', `/2/webhooks/${id}`)).body).toEqual({ data: { valid: false } });
		expect(webhookConfigs(emulator.state)[0].valid).toBe(false);
		receiver.behaviour = 'answer';
		expect((await call('PUT', `/2/webhooks/${id}`)).body).toEqual({ data: { valid: true } });
		expect(receiver.received.map((request) => request.method)).toEqual(['GET', 'GET', 'GET']);
	});

	it('refuses an unknown or malformed id with WebhookIdInvalid', async () => {
		expect(failure(await call('PUT', '/2/webhooks/123'))).toEqual(
			failed('WebhookIdInvalid', { webhook_id: ['123'] }),
		);
		expect(failure(await call('PUT', '/2/webhooks/12345678901234567890'))).toEqual(
			failed('WebhookIdInvalid', { webhook_id: ['12345678901234567890'] }),
		);
	});
});

describe('DELETE /2/webhooks/{id}', () => {
	it('deletes the configuration and the subscriptions delivering to it, keeping the others', async () => {
		const { id } = (await create(receiver.url())).body.data;
		const filter = { user_id: emulator.seed.userId };
		await call('POST', '/2/activity/subscriptions', {
			event_type: 'post.create',
			filter,
			webhook_id: id,
		});
		await call('POST', '/2/activity/subscriptions', { event_type: 'post.delete', filter });
		expect((await call('DELETE', `/2/webhooks/${id}`)).body).toEqual({ data: { deleted: true } });
		expect(webhookConfigs(emulator.state)).toEqual([]);
		expect(
			activitySubscriptions(emulator.state).map((subscription) => subscription.event_type),
		).toEqual(['post.delete']);
		expect(failure(await call('DELETE', `/2/webhooks/${id}`))).toEqual(failed('WebhookIdInvalid'));
	});
});

describe('POST /__emulator/webhooks/{id}/challenge (test control)', () => {
	it('runs the challenge on demand and reports the outcome', async () => {
		const { id } = (await create(receiver.url())).body.data;
		receiver.behaviour = 'http-500';
		const answer = await call('POST', `/__emulator/webhooks/${id}/challenge`, undefined, {});
		expect(answer.body).toEqual({ data: { id, valid: false, status: 500, failure: 'HTTP 500' } });
		expect(webhookConfigs(emulator.state)[0].valid).toBe(false);
	});
});

/** yyyymmddhhmm in UTC. */
const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-T:]/g, '').slice(0, 12);
const MINUTE = 60_000;

describe('POST /2/webhooks/replay', () => {
	async function webhookWithDeliveries() {
		const webhook = (await create(receiver.url())).body.data as { id: string; url: string };
		const now = Date.now();
		const signed = { 'x-platform-webhooks-signature': 'sha256=recorded' };
		const old = await sendDelivery(
			emulator.state,
			webhook,
			'{"data":{"event_uuid":"old"}}',
			signed,
		);
		old.sent_at = now - 3 * 60 * MINUTE;
		await sendDelivery(emulator.state, webhook, '{"data":{"event_uuid":"a"}}', signed);
		await sendDelivery(emulator.state, webhook, '{"data":{"event_uuid":"b"}}', signed);
		receiver.received.length = 0;
		return webhook;
	}

	it('answers {data: {job_id, created_at}} and re-sends the deliveries of the window, same bytes and headers', async () => {
		const webhook = await webhookWithDeliveries();
		const now = Date.now();
		const answer = await call('POST', '/2/webhooks/replay', {
			webhook_id: webhook.id,
			from_date: stamp(now - 60 * MINUTE),
			to_date: stamp(now),
		});
		expect(answer.body).toEqual({
			data: { job_id: expect.stringMatching(/^[0-9]+$/), created_at: expect.any(String) },
		});
		const [job] = replayJobs(emulator.state);
		await job.finished;
		expect(job).toMatchObject({ job_id: answer.body.data.job_id, status: 'complete', replayed: 2 });
		expect(
			receiver.received.map((request) => [
				request.method,
				request.rawBody,
				request.headers['x-platform-webhooks-signature'],
			]),
		).toEqual([
			['POST', '{"data":{"event_uuid":"a"}}', 'sha256=recorded'],
			['POST', '{"data":{"event_uuid":"b"}}', 'sha256=recorded'],
		]);
		expect(
			webhookDeliveries(emulator.state).filter((delivery) => delivery.replay_job_id === job.job_id),
		).toHaveLength(2);
	});

	it('refuses a second job for the same webhook while one runs (409 conflict)', async () => {
		const webhook = await webhookWithDeliveries();
		const window = {
			webhook_id: webhook.id,
			from_date: stamp(Date.now() - MINUTE),
			to_date: stamp(Date.now()),
		};
		await call('POST', '/2/webhooks/replay', window);
		const second = await call('POST', '/2/webhooks/replay', window);
		expect([second.status, second.body.type]).toEqual([
			409,
			'https://api.platform.example/2/problems/conflict',
		]);
		await replayJobs(emulator.state)[0].finished;
	});

	it('refuses dates that are not 12 digits, older than 24 hours, in the future, or in the wrong order', async () => {
		const webhook = await webhookWithDeliveries();
		const now = Date.now();
		const replay = (from_date: string, to_date: string) =>
			call('POST', '/2/webhooks/replay', { webhook_id: webhook.id, from_date, to_date });
		const refusals = [
			[
				await replay('2026112300', stamp(now)),
				'from_date must be a UTC date as yyyymmddhhmm (12 digits)',
			],
			[
				await replay(stamp(now), '202613010000'),
				'to_date must be a UTC date as yyyymmddhhmm (12 digits)',
			],
			[
				await replay(stamp(now - 25 * 60 * MINUTE), stamp(now)),
				'from_date must be within the past 24 hours',
			],
			[
				await replay(stamp(now - MINUTE), stamp(now + 10 * MINUTE)),
				'to_date must not be in the future',
			],
			[await replay(stamp(now), stamp(now - 10 * MINUTE)), 'from_date must not be after to_date'],
		] as const;
		for (const [answer, detail] of refusals)
			expect([answer.status, answer.body.detail]).toEqual([400, detail]);
		expect(replayJobs(emulator.state)).toEqual([]);
	});

	it('refuses an unknown webhook with WebhookIdInvalid, a webhook that failed its check with CrcValidationFailed', async () => {
		const now = Date.now();
		const window = { from_date: stamp(now - MINUTE), to_date: stamp(now) };
		expect(
			failure(await call('POST', '/2/webhooks/replay', { webhook_id: '42', ...window })),
		).toEqual(failed('WebhookIdInvalid'));
		receiver.behaviour = 'wrong-token';
		const { id } = (await create(receiver.url())).body.data;
		expect(
			failure(await call('POST', '/2/webhooks/replay', { webhook_id: id, ...window })),
		).toEqual(failed('CrcValidationFailed'));
	});

	it('needs the app-only token (reference: BearerToken only)', async () => {
		const answer = await call(
			'POST',
			'/2/webhooks/replay',
			{ webhook_id: '1', from_date: stamp(Date.now()), to_date: stamp(Date.now()) },
			user(),
		);
		expect([answer.status, answer.body.type]).toEqual([
			403,
			'https://api.platform.example/2/problems/unsupported-authentication',
		]);
	});
});
