import type { ILoadOptionsFunctions, INodeExecutionData } from 'n8n-workflow';

import { PlatformBearerTokenApi } from '../../credentials/PlatformBearerTokenApi.credentials';
import { searchWebhooks } from '../../nodes/PlatformCore/shared/webhookLocator';
import { dateTimeToMs } from '../../nodes/PlatformCore/resources/webhook/replayDates';
import { crcChallenges } from '../emulator/challenge';
import { replayJobs, webhookConfigs, type WebhookConfig } from '../emulator/routes/webhooks';
import { sendDelivery } from '../emulator/webhookDeliveries';
import { emulatorCredentials } from '../helpers/credentials';
import { fakeContext } from '../helpers/fakeContext';
import { byId, fromList, nodeHarness } from '../helpers/nodeHarness';
import { startWebhookReceiver, type WebhookReceiver } from '../emulator/tests/webhookReceiver';

/** Platform > Webhook: each operation's exact request on the emulator and the node's output. */
const core = nodeHarness('core');
const { emulator, requests } = core;
let receiver: WebhookReceiver;
beforeAll(async () => {
	receiver = await startWebhookReceiver(emulator().seed.consumerSecret);
});
afterAll(async () => {
	await receiver.close();
});
beforeEach(() => {
	webhookConfigs(emulator().state).length = 0;
});

const webhook = (
	operation: string,
	parameters: Record<string, unknown>,
	items?: INodeExecutionData[],
	continueOnFail = false,
) =>
	core.run(
		{ authentication: 'bearerToken', resource: 'webhook', operation, ...parameters },
		{ items, continueOnFail },
	);

function seedWebhook(url: string, valid = true): WebhookConfig {
	const record = {
		id: emulator().state.nextNumericId(),
		url,
		valid,
		created_at: '2026-11-23T00:00:00.000Z',
	};
	webhookConfigs(emulator().state).push(record);
	return record;
}

describe('Webhook Create', () => {
	it('sends POST /2/webhooks {url} and returns the configuration, valid after the challenge', async () => {
		const url = receiver.url('/create');
		const { items, error } = await webhook('create', { url });
		expect(error).toBeUndefined();
		expect(requests()).toEqual([{ method: 'POST', path: '/2/webhooks', query: {}, body: { url } }]);
		expect(items.map((item) => item.json)).toEqual([
			{ id: expect.stringMatching(/^\d+$/), url, valid: true, created_at: expect.any(String) },
		]);
		expect(crcChallenges(emulator().state).at(-1)).toMatchObject({ url, valid: true });
	});

	it('under Continue On Fail, a URL over 200 characters becomes that item’s error and the others are created', async () => {
		const items = [
			receiver.url('/a'),
			`https://example.com/${'x'.repeat(181)}`,
			receiver.url('/c'),
		].map((url) => ({ json: { url } }));
		const run = await webhook('create', { url: '={{$json.url}}' }, items, true);
		expect(requests().map((request) => request.body)).toEqual([
			{ url: receiver.url('/a') },
			{ url: receiver.url('/c') },
		]);
		expect(run.items.map((item) => item.json.url ?? item.json.error)).toEqual([
			receiver.url('/a'),
			'Item 2: URL must be at most 200 characters long (it has 201)',
			receiver.url('/c'),
		]);
		expect(run.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
	});

	it('turns the platform’s refusal into an error naming the reason (DuplicateUrlFailed)', async () => {
		seedWebhook(receiver.url('/taken'));
		const { error } = await webhook('create', { url: receiver.url('/taken') });
		expect(error?.message).toBe('Invalid Request (HTTP 400, invalid-request)');
		expect(error?.description).toContain('DuplicateUrlFailed');
	});
});

describe('Webhook Get Many', () => {
	it('sends GET /2/webhooks and returns one item per configuration', async () => {
		const first = seedWebhook('https://example.com/one');
		const second = seedWebhook('https://example.com/two', false);
		const { items } = await webhook('getAll', {});
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/webhooks', query: {}, body: undefined },
		]);
		expect(items.map((item) => item.json)).toEqual([first, second]);
	});

	it('returns no items when the app has no configuration', async () => {
		expect((await webhook('getAll', {})).items).toEqual([]);
	});
});

describe('Webhook Validate', () => {
	it('sends PUT /2/webhooks/{id} and returns {id, valid} after the platform checked again', async () => {
		const record = seedWebhook(receiver.url('/validate'), false);
		const { items } = await webhook('validate', { webhookId: fromList(record.id) });
		expect(requests()).toEqual([
			{ method: 'PUT', path: `/2/webhooks/${record.id}`, query: {}, body: undefined },
		]);
		expect(items.map((item) => item.json)).toEqual([{ id: record.id, valid: true }]);
		expect(record.valid).toBe(true);
	});
});

describe('Webhook Delete', () => {
	it('trims an ID an expression gives with spaces, in the path and the output', async () => {
		const record = seedWebhook('https://example.com/spaced');
		const { items } = await webhook('delete', { webhookId: byId('={{$json.id}}') }, [
			{ json: { id: ` ${record.id} ` } },
		]);
		expect(requests().map((request) => request.path)).toEqual([`/2/webhooks/${record.id}`]);
		expect(items.map((item) => item.json)).toEqual([{ id: record.id, deleted: true }]);
	});

	it('sends DELETE /2/webhooks/{id} (ID mode) and returns {id, deleted}', async () => {
		const record = seedWebhook('https://example.com/gone');
		const { items } = await webhook('delete', { webhookId: byId(record.id) });
		expect(requests()).toEqual([
			{ method: 'DELETE', path: `/2/webhooks/${record.id}`, query: {}, body: undefined },
		]);
		expect(items.map((item) => item.json)).toEqual([{ id: record.id, deleted: true }]);
		expect(webhookConfigs(emulator().state)).toEqual([]);
	});
});

const MINUTE = 60_000;
/** yyyymmddhhmm in UTC, written out here on its own. */
const stamp = (ms: number) => {
	const date = new Date(ms);
	const two = (n: number) => String(n).padStart(2, '0');
	return `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}${two(date.getUTCHours())}${two(date.getUTCMinutes())}`;
};

describe('Webhook Replay', () => {
	it('sends POST /2/webhooks/replay {webhook_id, from_date, to_date} as UTC minutes and returns the job', async () => {
		const record = seedWebhook(receiver.url('/replay'));
		await sendDelivery(emulator().state, record, '{"data":{"event_uuid":"e1"}}', {
			'x-platform-webhooks-signature': 'sha256=x',
		});
		receiver.received.length = 0;
		const from = Date.now() - 30 * MINUTE;
		const to = Date.now();
		const { items, error } = await webhook('replay', {
			webhookId: fromList(record.id),
			fromDate: new Date(from).toISOString(),
			toDate: new Date(to).toISOString(),
		});
		expect(error).toBeUndefined();
		expect(requests()).toEqual([
			{
				method: 'POST',
				path: '/2/webhooks/replay',
				query: {},
				body: { webhook_id: record.id, from_date: stamp(from), to_date: stamp(to) },
			},
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ job_id: expect.stringMatching(/^\d+$/), created_at: expect.any(String) },
		]);
		await replayJobs(emulator().state).at(-1)!.finished;
		expect(receiver.received.map((request) => request.rawBody)).toEqual([
			'{"data":{"event_uuid":"e1"}}',
		]);
	});

	it('reads a date-time without zone (the date picker) in the workflow’s time zone', async () => {
		const record = seedWebhook(receiver.url('/zone'));
		const timeZone = 'America/New_York'; // n8n's default when the workflow names none
		const wallClock = (ms: number) =>
			new Date(ms).toLocaleString('sv-SE', { timeZone }).replace(' ', 'T');
		const offset = (ms: number) => Date.parse(`${wallClock(ms)}Z`) - Math.floor(ms / 1000) * 1000;
		// The last 80 minutes, or 4 hours earlier near a daylight-saving change, where a wall-clock
		// time of the repeated (or skipped) hour names two instants (or none).
		const near = Date.now() - 10 * MINUTE;
		const clear = offset(near - 150 * MINUTE) === offset(near + 60 * MINUTE);
		const to = clear ? near : near - 240 * MINUTE;
		const from = to - 80 * MINUTE;
		await webhook('replay', {
			webhookId: byId(record.id),
			fromDate: wallClock(from),
			toDate: wallClock(to),
		});
		expect(emulator().log[0].body).toEqual({
			webhook_id: record.id,
			from_date: stamp(from),
			to_date: stamp(to),
		});
	});

	it('moves a From computed a moment before the request ($now minus 24 hours) to the oldest minute the platform replays', async () => {
		const record = seedWebhook(receiver.url('/oldest'));
		const { error } = await webhook('replay', {
			webhookId: byId(record.id),
			fromDate: '={{$now.minus({hours: 24}).toISO()}}',
			toDate: '={{$now.toISO()}}',
		});
		expect(error).toBeUndefined();
		const sent = emulator().log[0].body as { from_date: string };
		expect(sent.from_date).toBe(
			stamp(Math.ceil((emulator().log[0].receivedAt - 24 * 60 * MINUTE) / MINUTE) * MINUTE),
		);
	});
});

describe('Webhook list search (resource locator)', () => {
	it('lists the app’s webhooks by URL, marks failed ones, and filters by the typed text', async () => {
		const good = seedWebhook('https://example.com/good');
		const bad = seedWebhook('https://example.com/bad', false);
		const context = Object.assign(
			fakeContext(new PlatformBearerTokenApi(), {
				...emulatorCredentials(emulator()).platformBearerTokenApi,
			}),
			{
				getNodeParameter: (name: string) => (name === 'authentication' ? 'bearerToken' : undefined),
			},
		) as unknown as ILoadOptionsFunctions;
		expect(await searchWebhooks.call(context)).toEqual({
			results: [
				{ name: 'https://example.com/good', value: good.id },
				{ name: 'https://example.com/bad (challenge failed)', value: bad.id },
			],
		});
		expect((await searchWebhooks.call(context, 'BAD')).results).toEqual([
			{ name: 'https://example.com/bad (challenge failed)', value: bad.id },
		]);
		expect(requests()).toEqual([
			{ method: 'GET', path: '/2/webhooks', query: {}, body: undefined },
			{ method: 'GET', path: '/2/webhooks', query: {}, body: undefined },
		]);
	});
});

describe('replay date-times', () => {
	it('reads zone-less values in the given zone across a DST change, zoned values as given', () => {
		expect(dateTimeToMs('2026-03-08T03:30:00', 'America/New_York')).toBe(
			Date.UTC(2026, 2, 8, 7, 30),
		);
		expect(dateTimeToMs('2026-03-07T03:30:00', 'America/New_York')).toBe(
			Date.UTC(2026, 2, 7, 8, 30),
		);
		expect(dateTimeToMs('2026-11-23T10:15:00+02:00', 'America/New_York')).toBe(
			Date.UTC(2026, 10, 23, 8, 15),
		);
		expect(dateTimeToMs('2026-11-23T10:15:00Z', 'Asia/Tokyo')).toBe(Date.UTC(2026, 10, 23, 10, 15));
		expect(dateTimeToMs('2026-02-30T10:15:00', 'UTC')).toBeUndefined();
	});
});
