import { startEmulator, type Emulator } from '..';
import { connectionReset, malformedJson, rateLimited, serverError, slowAnswer } from '../faults';

/** The emulator's injected faults themselves, over plain HTTP with the app's bearer token. */

let emulator: Emulator;
beforeAll(async () => (emulator = await startEmulator()));
afterAll(async () => await emulator.close());
beforeEach(() => {
	emulator.clearLog();
	emulator.clearFaults();
});

const webhooks = async () =>
	await fetch(`${emulator.url}/2/webhooks`, {
		headers: { authorization: `Bearer ${emulator.seed.appBearerToken}` },
	});
const statuses = () => emulator.log.map((entry) => entry.status);

test('after: N lets N matching requests through, then the fault applies `times` times', async () => {
	emulator.injectFault(serverError({ path: '/2/webhooks', after: 2, times: 2 }));
	for (let n = 0; n < 5; n++) await webhooks();
	expect(statuses()).toEqual([200, 200, 503, 503, 200]);
});

test("a delay holds the route's own answer; its arrival time is logged", async () => {
	emulator.injectFault(slowAnswer({ path: '/2/webhooks' }, 300));
	const started = Date.now();
	const response = await webhooks();
	expect(Date.now() - started).toBeGreaterThanOrEqual(290);
	expect(response.status).toBe(200);
	expect(await response.json()).toHaveProperty('meta');
	expect(emulator.log[0]).toMatchObject({ status: 200, receivedAt: expect.any(Number) });
});

test('a reset destroys the connection without an answer; the request is logged with status 0', async () => {
	emulator.injectFault(connectionReset({ path: '/2/webhooks' }));
	await expect(webhooks()).rejects.toThrow(/fetch failed/);
	expect(emulator.log.map((entry) => [entry.path, entry.status])).toEqual([['/2/webhooks', 0]]);
	expect((await webhooks()).status).toBe(200);
});

test('malformed-json answers 200 with a JSON content type and a body that does not parse', async () => {
	emulator.injectFault(malformedJson({ path: '/2/webhooks' }));
	const response = await webhooks();
	expect(response.status).toBe(200);
	expect(response.headers.get('content-type')).toContain('application/json');
	const text = await response.text();
	expect(() => JSON.parse(text)).toThrow();
	expect(text.length).toBeGreaterThan(0);
});

test('rateLimited gives both reset headers on the ads interface, with its error body', async () => {
	emulator.injectFault(rateLimited({ path: '/ads/12/accounts' }, 2, 3));
	const response = await fetch(`${emulator.url}/ads/12/accounts`);
	const now = Math.floor(Date.now() / 1000);
	expect(response.status).toBe(429);
	expect(Number(response.headers.get('x-rate-limit-reset')) - now).toBeGreaterThanOrEqual(1);
	expect(Number(response.headers.get('x-account-rate-limit-reset')) - now).toBeGreaterThanOrEqual(
		2,
	);
	expect(await response.json()).toMatchObject({ errors: [{ code: 'TOO_MANY_REQUESTS' }] });
});

test('faults are injected and dropped over HTTP too', async () => {
	const post = await fetch(`${emulator.url}/__emulator/faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ path: '/2/webhooks', kind: 'reset', after: 1 }),
	});
	expect(post.status).toBe(201);
	expect((await webhooks()).status).toBe(200);
	const dropped = await (
		await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' })
	).json();
	expect(dropped).toEqual({ data: { dropped: 1 } });
	expect((await webhooks()).status).toBe(200);
});
