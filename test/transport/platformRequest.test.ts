import { NodeApiError } from 'n8n-workflow';

import { PlatformOAuth1Api } from '../../credentials/PlatformOAuth1Api.credentials';
import { platformRequest } from '../../nodes/shared/transport/platformRequest';
import { startEmulator, type Emulator } from '../emulator';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';

let emulator: Emulator;
let waits: number[];

beforeAll(async () => {
	emulator = await startEmulator();
});
afterAll(async () => await emulator.close());
beforeEach(() => {
	emulator.clearLog();
	waits = [];
});

const oauth1Data = () => emulatorCredentials(emulator).platformOAuth1Api;

/** Sends GET /2/users/me (or another call) through the transport, recording waits instead of sleeping. */
async function send(method: 'GET' | 'POST' = 'GET', maxRateLimitWaitMs = 60_000) {
	const context = fakeContext(new PlatformOAuth1Api(), oauth1Data());
	return await platformRequest.call(
		context,
		'platformOAuth1Api',
		{ method, baseURL: emulator.coreBaseUrl, url: '/2/users/me' },
		{
			policy: { maxRateLimitWaitMs, serverErrorDelayMs: 10 },
			wait: async (ms) => void waits.push(ms),
		},
	);
}

const requestsTo = (path: string) => emulator.log.filter((entry) => entry.path === path);
const resetIn = (seconds: number) => String(Math.floor(Date.now() / 1000) + seconds);

describe('platformRequest on real HTTP', () => {
	it('signs with the credential and returns the body', async () => {
		await expect(send()).resolves.toEqual({
			data: expect.objectContaining({ id: emulator.seed.userId }),
		});
		expect(requestsTo('/2/users/me')).toHaveLength(1);
		expect(requestsTo('/2/users/me')[0].auth).toMatchObject({ scheme: 'oauth1', ok: true });
	});

	it('waits out a 429 until the reset time, then succeeds', async () => {
		emulator.injectFault({
			path: '/2/users/me',
			status: 429,
			headers: { 'x-rate-limit-reset': resetIn(3) },
		});
		await expect(send()).resolves.toBeDefined();
		expect(requestsTo('/2/users/me').map((entry) => entry.status)).toEqual([429, 200]);
		expect(waits).toHaveLength(1);
		expect(waits[0]).toBeGreaterThan(1_500);
		expect(waits[0]).toBeLessThanOrEqual(4_000);
	});

	it('fails at once when the reset is past the cap, saying when to try again', async () => {
		emulator.injectFault({
			path: '/2/users/me',
			status: 429,
			headers: { 'x-rate-limit-reset': resetIn(600) },
			body: { errors: [{ code: 88, message: 'Rate limit exceeded' }] },
		});
		const error = await send('GET', 30_000).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(NodeApiError);
		expect((error as NodeApiError).message).toContain('Rate limit exceeded');
		expect((error as NodeApiError).description).toMatch(
			/resets at \d{4}-\d\d-\d\dT.*past the wait cap of 30 s/,
		);
		expect(requestsTo('/2/users/me')).toHaveLength(1);
		expect(waits).toEqual([]);
	});

	it('retries an idempotent call after 500 and 503', async () => {
		emulator.injectFault({ path: '/2/users/me', status: 500 });
		emulator.injectFault({ path: '/2/users/me', status: 503 });
		await expect(send()).resolves.toBeDefined();
		expect(requestsTo('/2/users/me').map((entry) => entry.status)).toEqual([500, 503, 200]);
	});

	it('gives up after the bounded number of retries with the mapped error', async () => {
		emulator.injectFault({
			path: '/2/users/me',
			status: 503,
			times: 5,
			body: { errors: [{ code: 130, message: 'Over capacity' }] },
		});
		const error = (await send().catch((caught: unknown) => caught)) as NodeApiError;
		expect(error.message).toBe('Over capacity (HTTP 503, code 130)');
		expect(error.httpCode).toBe('503');
		expect(requestsTo('/2/users/me')).toHaveLength(3);
	});

	it('does not send a POST twice after a 500', async () => {
		emulator.injectFault({ path: '/2/users/me', status: 500 });
		await expect(send('POST')).rejects.toThrow(NodeApiError);
		expect(requestsTo('/2/users/me')).toHaveLength(1);
	});

	it('maps problem+json to a readable message and removes any secret from it', async () => {
		emulator.injectFault({
			path: '/2/users/me',
			status: 403,
			headers: { 'content-type': 'application/problem+json' },
			body: {
				type: 'https://api.platform.example/2/problems/resource-unavailable',
				title: 'Forbidden',
				detail: `Could not see user with token ${emulator.seed.accessTokenSecret}.`,
				parameter: 'id',
				resource_id: '123',
				resource_type: 'user',
			},
		});
		const error = (await send().catch((caught: unknown) => caught)) as NodeApiError;
		expect(error.message).toBe('Forbidden (HTTP 403, resource-unavailable)');
		expect(error.description).toContain('The user 123 given in id is not available');
		expect(error.description).toContain('[redacted]');
		expect(JSON.stringify(error)).not.toContain(emulator.seed.accessTokenSecret);
		expect(JSON.stringify(error)).not.toContain(emulator.seed.consumerSecret);
	});

	it('says a not-found once: the record in the message, the fix in the description', async () => {
		emulator.injectFault({
			path: '/2/users/me',
			status: 404,
			headers: { 'content-type': 'application/problem+json' },
			body: {
				type: 'https://api.platform.example/2/problems/resource-not-found',
				title: 'Not Found Error',
				detail: 'Could not find user with id: [123].',
				parameter: 'id',
				value: '123',
				resource_type: 'user',
			},
		});
		const error = (await send().catch((caught: unknown) => caught)) as NodeApiError;
		expect(error.message).toBe('No user has the ID 123 (HTTP 404, resource-not-found)');
		expect(error.description).toMatch(/^Check the ID: /);
		expect(`${error.message} ${error.description}`.match(/123/g)).toHaveLength(1);
		expect(error.httpCode).toBe('404');
	});

	it('reports a wrong signature as an authentication problem', async () => {
		const context = fakeContext(new PlatformOAuth1Api(), {
			...oauth1Data(),
			consumerSecret: 'wrong-secret-value',
		});
		const error = (await platformRequest
			.call(context, 'platformOAuth1Api', {
				method: 'GET',
				baseURL: emulator.coreBaseUrl,
				url: '/2/users/me',
			})
			.catch((caught: unknown) => caught)) as NodeApiError;
		expect(error.httpCode).toBe('401');
		expect(error.description).toContain("check the credential's Consumer Key and Consumer Secret");
		expect(JSON.stringify(error)).not.toContain('wrong-secret-value');
	});
});
