import type { IDataObject } from 'n8n-workflow';

import { lineItems, QUIET_LINE_ITEMS, type LineItem } from '../emulator/routes/adsLineItems';
import { ACCOUNT } from '../ads/adsFixtures';
import { awayFromHourEnd } from '../helpers/hourEdge';
import { byId, json, nodeHarness } from '../helpers/nodeHarness';
import { changeMetrics } from './adsTriggerHarness';

/**
 * Analytics > Get Active Entities and Get Stats of Active Entities against the emulator: the
 * exact requests, and the platform's recommended pattern (which entities changed, then stats of
 * only those, 20 a request).
 */
const { emulator, run, requests } = nodeHarness('ads', { emulatorPerTest: true });
// The expected ranges are computed from the clock beside the node's own: not across an hour's end.
beforeEach(awayFromHourEnd, 120_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const thisHour = () => Math.floor(Date.now() / HOUR) * HOUR;
const statsPath = (account: string) => `/ads/12/stats/accounts/${account}`;

/** The second seeded account (UTC), with nothing delivering but the line items seeded here. */
const UTC_ACCOUNT = '18ce54bgxky';

/** 100 line items of UTC_ACCOUNT delivering for the last 10 days (every hour is a change). */
function seedDelivering(count: number): string[] {
	const store = lineItems(emulator().state);
	const template = store[0];
	const created = iso(Date.now() - 10 * DAY);
	const ids = Array.from({ length: count }, (_, n) => `lt${String(n).padStart(3, '0')}`);
	for (const [n, id] of ids.entries())
		store.push({
			...template,
			id,
			account_id: UTC_ACCOUNT,
			campaign_id: 'c5',
			name: `Delivering ${n}`,
			placements: ['ALL_ON_PLATFORM'],
			entity_status: 'ACTIVE',
			created_at: created,
			updated_at: created,
			deleted: false,
		} as LineItem);
	return ids;
}

test('Get Active Entities sends the exact request and gives one item per entity', async () => {
	const now = thisHour();
	await changeMetrics(emulator(), ACCOUNT, [QUIET_LINE_ITEMS[0]], [now - 4 * HOUR, now - 3 * HOUR]);
	const result = await run({
		resource: 'analytics',
		operation: 'getActiveEntities',
		accountId: byId(ACCOUNT),
		entity: 'LINE_ITEM',
		timeRange: 'custom',
		startTime: iso(now),
		endTime: iso(now + HOUR),
		activityFilter: 'campaign_ids',
		activityFilterIds: 'c8',
	});
	expect(requests().filter(({ path }) => path.startsWith(statsPath(ACCOUNT)))).toEqual([
		{
			method: 'GET',
			path: `${statsPath(ACCOUNT)}/active_entities`,
			query: {
				entity: 'LINE_ITEM',
				start_time: iso(now),
				end_time: iso(now + HOUR),
				campaign_ids: 'c8',
			},
		},
	]);
	expect(json(result)).toEqual([
		{
			entity: 'LINE_ITEM',
			entity_id: QUIET_LINE_ITEMS[0],
			activity_start_time: iso(now - 4 * HOUR),
			activity_end_time: iso(now - 2 * HOUR),
			placements: ['ALL_ON_PLATFORM'],
		},
	]);
});

test.each([
	[
		'a time not on the hour',
		{ startTime: '2026-01-01T00:30:00Z', endTime: '2026-01-01T02:00:00Z' },
		/Start/,
	],
	[
		'a window over 90 days',
		{ startTime: '2026-01-01T00:00:00Z', endTime: '2026-04-02T00:00:00Z' },
		/End/,
	],
	[
		'an end before the start',
		{ startTime: '2026-01-02T00:00:00Z', endTime: '2026-01-01T00:00:00Z' },
		/End/,
	],
	[
		'a filter without IDs',
		{ activityFilter: 'line_item_ids', activityFilterIds: '' },
		/Filter IDs/,
	],
	[
		'201 filter IDs',
		{
			activityFilter: 'campaign_ids',
			activityFilterIds: Array.from({ length: 201 }, (_, n) => `c${n}`).join(','),
		},
		/Filter IDs/,
	],
	['the account as entity', { entity: 'ACCOUNT' }, /Entity/],
])('Get Active Entities refuses %s before any stats request', async (_, parameters, field) => {
	const result = await run({
		resource: 'analytics',
		operation: 'getActiveEntities',
		accountId: byId(ACCOUNT),
		entity: 'LINE_ITEM',
		timeRange: 'custom',
		startTime: '2026-01-01T00:00:00Z',
		endTime: '2026-01-02T00:00:00Z',
		...parameters,
	});
	expect(result.error?.message).toMatch(/^Item 1: /);
	expect(result.error?.message).toMatch(field);
	expect(requests().filter(({ path }) => path.startsWith('/ads/12/stats'))).toEqual([]);
});

test('Get Stats of Active Entities: for 100 changed line items, 1 active_entities and 5 stats requests of 20', async () => {
	const ids = seedDelivering(100);
	const today = Math.floor(Date.now() / DAY) * DAY;
	const result = await run({
		resource: 'analytics',
		operation: 'getActiveEntityStats',
		accountId: byId(UTC_ACCOUNT),
		entity: 'LINE_ITEM',
		timeRange: 'yesterday',
		activeGranularity: 'DAY',
		metricGroups: ['ENGAGEMENT', 'BILLING'],
		statsOptions: { names: false },
	});
	const sent = requests().filter(({ path }) => path.startsWith(statsPath(UTC_ACCOUNT)));
	expect(sent.map(({ path }) => path)).toEqual([
		`${statsPath(UTC_ACCOUNT)}/active_entities`,
		...Array(5).fill(statsPath(UTC_ACCOUNT)),
	]);
	expect(sent[0].query).toEqual({
		entity: 'LINE_ITEM',
		start_time: iso(today - DAY),
		end_time: iso(today),
	});
	expect(sent.slice(1).map(({ query }) => query)).toEqual(
		[0, 20, 40, 60, 80].map((at) => ({
			entity: 'LINE_ITEM',
			entity_ids: ids.slice(at, at + 20).join(','),
			start_time: iso(today - DAY),
			end_time: iso(today),
			granularity: 'DAY',
			placement: 'ALL_ON_PLATFORM',
			metric_groups: 'ENGAGEMENT,BILLING',
		})),
	);
	const rows = json(result);
	expect(rows).toHaveLength(100);
	expect(new Set(rows.map((row: IDataObject) => row.id))).toEqual(new Set(ids));
	expect(rows.every((row: IDataObject) => typeof row.impressions === 'number')).toBe(true);
});

test('Get Stats of Active Entities by HOUR asks from the earliest changed hour to the latest', async () => {
	const now = thisHour();
	const [first, second] = QUIET_LINE_ITEMS;
	await changeMetrics(emulator(), ACCOUNT, [first], [now - 6 * HOUR]);
	await changeMetrics(emulator(), ACCOUNT, [second], [now - 3 * HOUR]);
	const result = await run({
		resource: 'analytics',
		operation: 'getActiveEntityStats',
		accountId: byId(ACCOUNT),
		entity: 'LINE_ITEM',
		timeRange: 'custom',
		startTime: iso(now),
		endTime: iso(now + HOUR),
		activityFilter: 'campaign_ids',
		activityFilterIds: 'c8',
		activeGranularity: 'HOUR',
		metricGroups: ['ENGAGEMENT'],
		statsOptions: { names: false },
	});
	const stats = requests().filter(({ path }) => path === statsPath(ACCOUNT));
	expect(stats.map(({ query }) => query)).toEqual([
		{
			entity: 'LINE_ITEM',
			entity_ids: `${first},${second}`,
			start_time: iso(now - 6 * HOUR),
			end_time: iso(now - 2 * HOUR),
			granularity: 'HOUR',
			placement: 'ALL_ON_PLATFORM',
			metric_groups: 'ENGAGEMENT',
		},
	]);
	expect(json(result)).toHaveLength(8);
});
