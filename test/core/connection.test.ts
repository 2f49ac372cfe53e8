import { connections } from '../emulator/routes/connections';
import { nodeHarness } from '../helpers/nodeHarness';

const core = nodeHarness('core', { emulatorPerTest: true });
const { emulator } = core;

const run = (
	operation: string,
	extra: Record<string, unknown> = {},
	continueOnFail = false,
	items?: Array<{ json: object }>,
) =>
	core.run(
		{ authentication: 'bearerToken', resource: 'connection', operation, ...extra },
		{ continueOnFail, items: items as never },
	);

const wire = () => emulator().log.map((r) => [r.method, r.path, r.query, r.body]);

test('Get Many with Return All pages through next_token with max_results=100', async () => {
	const seeded = connections(emulator().state);
	for (let n = seeded.length; n < 250; n++) {
		seeded.push({
			id: `conn-${n}`,
			endpoint_name: 'sample_stream',
			client_ip: '203.0.113.99',
			connected_at: '2026-11-22T00:00:00.000Z',
		});
	}
	const { items, error } = await run('getAll', {
		returnAll: true,
		status: 'all',
		connectionFields: ['client_ip', 'endpoint_name'],
	});
	expect(error).toBeUndefined();
	expect(items).toHaveLength(250);
	expect(items[0].json).toEqual({
		id: '00000000-0000-4000-8000-000000000001',
		endpoint_name: 'filtered_stream',
		client_ip: '203.0.113.10',
	});
	const query = {
		status: 'all',
		'connection.fields': 'client_ip,endpoint_name',
		max_results: '100',
	};
	expect(wire()).toEqual([
		['GET', '/2/connections', query, undefined],
		['GET', '/2/connections', { ...query, pagination_token: expect.any(String) }, undefined],
		['GET', '/2/connections', { ...query, pagination_token: expect.any(String) }, undefined],
	]);
	expect(emulator().log.every((r) => r.auth.scheme === 'bearer' && r.status === 200)).toBe(true);
});

test('Get Many with a Limit and an endpoint filter asks for that many, once', async () => {
	const { items } = await run('getAll', {
		limit: 1,
		endpoints: ['filtered_stream', 'sample_stream'],
	});
	expect(items.map((i) => i.json.id)).toEqual(['00000000-0000-4000-8000-000000000001']);
	expect(wire()).toEqual([
		[
			'GET',
			'/2/connections',
			{ status: 'active', endpoints: 'filtered_stream,sample_stream', max_results: '1' },
			undefined,
		],
	]);
});

test('Delete All sends DELETE /2/connections/all and returns the kills', async () => {
	const { items, error } = await run('deleteAll');
	expect(error).toBeUndefined();
	expect(wire()).toEqual([['DELETE', '/2/connections/all', {}, undefined]]);
	expect(items.map((i) => i.json)).toEqual([
		{
			successful_kills: 3,
			failed_kills: 0,
			results: [1, 2, 3].map((n) => ({
				uuid: `00000000-0000-4000-8000-00000000000${n}`,
				success: true,
			})),
		},
	]);
});

test('Delete by Endpoint sends DELETE /2/connections/{endpoint_id}', async () => {
	const { items, error } = await run('deleteByEndpoint', { endpointId: 'sample_stream' });
	expect(error).toBeUndefined();
	expect(wire()).toEqual([['DELETE', '/2/connections/sample_stream', {}, undefined]]);
	expect(items[0].json).toMatchObject({ successful_kills: 1, failed_kills: 0 });
});

test('Delete by IDs sends DELETE /2/connections with {uuids}', async () => {
	const { items, error } = await run('deleteByIds', {
		connectionIds: '00000000-0000-4000-8000-000000000002, unknown-connection',
	});
	expect(error).toBeUndefined();
	expect(wire()).toEqual([
		[
			'DELETE',
			'/2/connections',
			{},
			{ uuids: ['00000000-0000-4000-8000-000000000002', 'unknown-connection'] },
		],
	]);
	expect(items[0].json).toEqual({
		successful_kills: 1,
		failed_kills: 1,
		results: [
			{ uuid: '00000000-0000-4000-8000-000000000002', success: true },
			{
				uuid: 'unknown-connection',
				success: false,
				error_message: 'No active connection with this id',
			},
		],
	});
});

test('Delete by IDs allows at most 100 IDs; with Continue On Fail the other items go on', async () => {
	const tooMany = Array.from({ length: 101 }, (_, n) => `c${n}`).join(',');
	const { items, error } = await run('deleteByIds', { connectionIds: '={{$json.ids}}' }, true, [
		{ json: { ids: tooMany } },
		{ json: { ids: '00000000-0000-4000-8000-000000000001' } },
	]);
	expect(error).toBeUndefined();
	expect(items[0]).toMatchObject({
		json: { error: 'Item 1: Connection IDs allows at most 100 entries (it has 101)' },
		pairedItem: { item: 0 },
	});
	expect(items[1].json).toMatchObject({ successful_kills: 1 });
	expect(wire()).toEqual([
		['DELETE', '/2/connections', {}, { uuids: ['00000000-0000-4000-8000-000000000001'] }],
	]);
});

test('Connections need an app-only token: a user credential is refused before sending', async () => {
	const { error } = await core.run({
		authentication: 'oAuth1',
		resource: 'connection',
		operation: 'deleteAll',
	});
	expect(error?.message).toBe(
		'Item 1: Connection > Delete All needs a Platform App-Only API or Platform Bearer Token API credential',
	);
	expect(emulator().log).toEqual([]);
});
