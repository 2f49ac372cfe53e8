import { accountHistory } from '../emulator/routes/adsAccountHistory';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { ACCOUNT } from './adsFixtures';

const { emulator, run, requests, signedRequest } = nodeHarness('ads');
const PATH = `/ads/12/accounts/${ACCOUNT}/account_history`;

const history = (extra: Record<string, unknown>) =>
	run({
		resource: 'accountHistory',
		operation: 'getAll',
		accountId: byId(ACCOUNT),
		entity_type: 'CAMPAIGN',
		entity_id: 'c1',
		// Without a zone: the workflow's time zone (n8n's default America/New_York, UTC-5 in winter).
		start_time: '2025-12-31T19:00:00',
		end_time: '2026-01-01T03:00:00Z',
		...extra,
	});

test('sends entity_type, entity_id, whole-hour times in UTC and user_id; one item per entry', async () => {
	const result = await history({ limit: 5, listOptions: { user_id: emulator().seed.userId } });
	expect(requests()).toEqual([
		{
			method: 'GET',
			path: PATH,
			query: {
				count: '5',
				entity_type: 'CAMPAIGN',
				entity_id: 'c1',
				start_time: '2026-01-01T00:00:00Z',
				end_time: '2026-01-01T03:00:00Z',
				user_id: emulator().seed.userId,
			},
		},
	]);
	expect(json(result)).toHaveLength(5);
	expect(json(result)[0]).toEqual(
		expect.objectContaining({
			entity_id: 'c1',
			entity: 'CAMPAIGN',
			change_type: 'CREATE',
			change_by: { user_id: emulator().seed.userId, platform: 'ADS_WEB' },
		}),
	);
});

test('Return All follows next_cursor with count=1000 over 3 pages', async () => {
	const entries = accountHistory(emulator().state);
	const template = entries[1];
	for (let n = 0; n < 2100; n++)
		entries.push({
			...template,
			change_time: new Date(Date.UTC(2026, 1, 1) + n * 1000).toISOString(),
		});
	const result = await history({
		returnAll: true,
		start_time: '2026-02-01T00:00:00Z',
		end_time: '2026-02-02T00:00:00Z',
	});
	expect(result.items).toHaveLength(2100);
	const window = {
		entity_type: 'CAMPAIGN',
		entity_id: 'c1',
		start_time: '2026-02-01T00:00:00Z',
		end_time: '2026-02-02T00:00:00Z',
	};
	expect(requests()).toEqual([
		{ method: 'GET', path: PATH, query: { count: '1000', ...window } },
		{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String), ...window } },
		{ method: 'GET', path: PATH, query: { count: '1000', cursor: expect.any(String), ...window } },
	]);
});

test.each([
	[
		{ start_time: '2026-01-01T00:30:00Z' },
		'Start Time must be a whole hour (minutes and seconds zero, in UTC), got 2026-01-01T00:30:00Z',
	],
	[
		{ end_time: '2026-01-01T03:00:15Z' },
		'End Time must be a whole hour (minutes and seconds zero, in UTC), got 2026-01-01T03:00:15Z',
	],
	[
		{ start_time: '2026-01-01T05:00:00+05:30' },
		'Start Time must be a whole hour (minutes and seconds zero, in UTC), got 2025-12-31T23:30:00Z',
	],
	[{ end_time: '={{ "" }}' }, 'End Time is required'],
	[
		{ start_time: 'yesterday' },
		'Start Time must be an ISO 8601 time such as 2026-11-20T10:00:00Z, got "yesterday"',
	],
	[
		{ end_time: '2025-12-31T00:00:00Z' },
		'End Time must be after Start Time (2026-01-01T00:00:00Z), got 2025-12-31T00:00:00Z',
	],
	[
		{ entity_type: '={{ "AD_GROUP" }}' },
		'Entity Type must be one of CAMPAIGN, LINE_ITEM, PROMOTED_POST, TARGETING_CRITERIA, PROMOTED_ACCOUNT, got "AD_GROUP"',
	],
	[{ entity_id: 'c 1' }, 'Entity ID must be an ID of letters and digits, got "c 1"'],
	[{ entity_id: '={{ $json.missing }}' }, 'Entity ID is required'],
	[{ listOptions: { user_id: 'me' } }, 'User ID must be a numeric ID of 1 to 19 digits, got "me"'],
])('refuses %j before sending', async (extra, message) => {
	const result = await history({ limit: 5, ...extra });
	expect(result.error?.message).toBe(`Item 1: ${message}`);
	expect(requests()).toEqual([]);
});

test('the emulator refuses what the node checks: times that are not whole hours, a missing entity_id', async () => {
	const base = `${emulator().adsBaseUrl}/12/accounts/${ACCOUNT}/account_history?entity_type=CAMPAIGN`;
	const halfHour = await signedRequest(
		'GET',
		`${base}&entity_id=c1&start_time=2026-01-01T00:30:00Z&end_time=2026-01-01T03:00:00Z`,
	);
	expect(halfHour).toEqual({
		statusCode: 400,
		body: expect.objectContaining({
			errors: [expect.objectContaining({ code: 'INVALID_PARAMETER', parameter: 'start_time' })],
		}),
	});
	const noEntity = await signedRequest(
		'GET',
		`${base}&start_time=2026-01-01T00:00:00Z&end_time=2026-01-01T03:00:00Z`,
	);
	expect(noEntity).toEqual({
		statusCode: 400,
		body: expect.objectContaining({
			errors: [expect.objectContaining({ code: 'MISSING_PARAMETER', parameter: 'entity_id' })],
		}),
	});
});
