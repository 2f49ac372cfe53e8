import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { startEmulator, type Emulator, type LoggedRequest } from '../emulator';
import { lineItems, type LineItem } from '../emulator/routes/adsLineItems';
import { emulatorCredentials } from '../helpers/credentials';
import { runNode } from '../helpers/runNode';
import { count, type BenchResult } from './benchResult';

/**
 * Requests sent for "stats of the last day for an account with 1,000 line items of which 100
 * changed": Analytics > Get Stats of Active Entities (the platform's recommended way: which
 * entities changed, then stats of only those, 20 a request) against Get Stats of every line item
 * (listed by Line Item > Get Many, their IDs from the input items, 20 a request), counted on the
 * emulator's log by path. The lookups both make (the account's time zone, the entities' names)
 * are counted apart.
 */

/** The second seeded account (UTC): only the benchmark's line items live there. */
const ACCOUNT = '18ce54bgxky';
/** Its seeded campaign. */
const CAMPAIGN = 'c5';
const LINE_ITEMS = 1000;
const CHANGED = 100;
const DAY_MS = 86_400_000;
const STATS_PATH = `/ads/12/stats/accounts/${ACCOUNT}`;

const byId = (value: string) => ({ __rl: true, mode: 'id', value });
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * 1,000 line items in the account: the first 100 active since 10 days ago (they deliver every
 * hour, so each hour of the last day is a change), the other 900 paused 10 days ago after 10
 * days of delivery (nothing changes for them in the last day). Put straight into the emulator's
 * store: the interface limits active line items per account and campaign.
 */
function seedLineItems(emulator: Emulator): string[] {
	const store = lineItems(emulator.state);
	const template = store[0];
	const now = Date.now();
	const ids = Array.from({ length: LINE_ITEMS }, (_, n) => `lb${String(n).padStart(4, '0')}`);
	ids.forEach((id, n) => {
		const active = n < CHANGED;
		const record: LineItem = {
			...template,
			id,
			account_id: ACCOUNT,
			campaign_id: CAMPAIGN,
			name: `Bench line item ${n}`,
			placements: ['ALL_ON_PLATFORM'],
			entity_status: active ? 'ACTIVE' : 'PAUSED',
			created_at: iso(now - 20 * DAY_MS),
			updated_at: iso(now - (active ? 20 : 10) * DAY_MS),
			deleted: false,
		};
		store.push(record);
	});
	return ids;
}

/** Requests on the log by kind: stats-path ones (the comparison) and the lookups. */
function tally(log: LoggedRequest[]): Record<string, number> {
	const kinds: Record<string, number> = {};
	for (const entry of log) {
		const path = entry.path;
		const kind =
			path === STATS_PATH
				? 'stats'
				: path === `${STATS_PATH}/active_entities`
					? 'active entities'
					: path === `/ads/12/accounts/${ACCOUNT}/line_items`
						? entry.query.line_item_ids
							? 'names'
							: 'line item list'
						: path === `/ads/12/accounts/${ACCOUNT}`
							? 'account (time zone)'
							: path.startsWith('/__emulator')
								? 'admin'
								: path;
		kinds[kind] = (kinds[kind] ?? 0) + 1;
	}
	return kinds;
}

const platformAds = 'n8n-nodes-platform.platformAds';
const ANALYTICS = {
	authentication: 'oAuth1',
	resource: 'analytics',
	accountId: byId(ACCOUNT),
	entity: 'LINE_ITEM',
	timeRange: 'yesterday',
	granularity: 'DAY',
};

/** Ours: Get Stats of Active Entities, one node. */
async function activeEntityStats(emulator: Emulator): Promise<INodeExecutionData[]> {
	const { items, error } = await runNode({
		type: platformAds,
		parameters: { ...ANALYTICS, operation: 'getActiveEntityStats' },
		credentials: emulatorCredentials(emulator),
	});
	if (error) throw error;
	return items;
}

/** Baseline: Line Item > Get Many (Return All), then Get Stats with each item's ID. */
async function statsOfEveryLineItem(emulator: Emulator): Promise<INodeExecutionData[]> {
	const credentials = emulatorCredentials(emulator);
	const listed = await runNode({
		type: platformAds,
		parameters: {
			authentication: 'oAuth1',
			resource: 'lineItem',
			operation: 'getAll',
			accountId: byId(ACCOUNT),
			returnAll: true,
			listOptions: { campaignIds: CAMPAIGN },
		},
		credentials,
	});
	if (listed.error) throw listed.error;
	if (listed.items.length !== LINE_ITEMS)
		throw new Error(`Get Many listed ${listed.items.length} line items, not ${LINE_ITEMS}`);
	const { items, error } = await runNode({
		type: platformAds,
		parameters: { ...ANALYTICS, operation: 'getStats', lineItems: '={{ $json.id }}' },
		credentials,
		items: listed.items.map((item) => ({ json: { id: (item.json as IDataObject).id } })),
	});
	if (error) throw error;
	return items;
}

/** Rows with a figure: a line item that delivered in the range. */
const delivered = (rows: INodeExecutionData[]) =>
	new Set(rows.filter((row) => row.json.impressions != null).map((row) => String(row.json.id)));

export async function statsRequests(): Promise<BenchResult> {
	const emulator = await startEmulator();
	try {
		const ids = seedLineItems(emulator);
		emulator.clearLog();
		const oursRows = await activeEntityStats(emulator);
		const ours = tally(emulator.log);
		emulator.clearLog();
		const baselineRows = await statsOfEveryLineItem(emulator);
		const baseline = tally(emulator.log);
		const oursStats = (ours.stats ?? 0) + (ours['active entities'] ?? 0);
		const baselineStats = (baseline.stats ?? 0) + (baseline['line item list'] ?? 0);
		const changed = new Set(ids.slice(0, CHANGED));
		const sameRows =
			[...delivered(oursRows)].every((id) => changed.has(id)) &&
			[...delivered(baselineRows)].every((id) => changed.has(id)) &&
			delivered(oursRows).size === CHANGED &&
			delivered(baselineRows).size === CHANGED;
		const lookups = (kinds: Record<string, number>) =>
			`${kinds['account (time zone)'] ?? 0} account, ${kinds.names ?? 0} names`;
		return {
			name: `Stats of the last day, ${count(LINE_ITEMS)} line items of which ${CHANGED} changed`,
			rows: [
				{
					measure:
						'stats-path requests (ours: active entities + stats; baseline: line item list + stats)',
					ours: `${ours['active entities'] ?? 0} + ${ours.stats ?? 0} = ${oursStats}`,
					baseline: `${baseline['line item list'] ?? 0} + ${baseline.stats ?? 0} = ${baselineStats}`,
					ratio: `${(baselineStats / oursStats).toFixed(1)}x fewer`,
				},
				{
					measure: 'lookups besides (account time zone; names of the line items)',
					ours: lookups(ours),
					baseline: lookups(baseline),
					ratio: '',
				},
				{
					measure: 'goal: 6 requests against 51',
					ours: String(oursStats),
					baseline: String(baselineStats),
					ratio: oursStats === 6 && baselineStats === 51 ? 'met' : 'goal missed',
				},
			],
			notes: [
				`${count(LINE_ITEMS)} line items in account ${ACCOUNT}: ${CHANGED} active (delivering every hour, so each hour of the last day is a metric change), ${count(LINE_ITEMS - CHANGED)} paused 10 days ago; Time Range Yesterday, Day, Engagement and Billing. Ours: Analytics > Get Stats of Active Entities; baseline: Line Item > Get Many (Return All) then Analytics > Get Stats with the ID of each of the ${count(LINE_ITEMS)} items (gathered 20 a request). Rows with figures: ours ${delivered(oursRows).size}, baseline ${delivered(baselineRows).size} of ${baselineRows.length}${sameRows ? ', the same line items' : ' (NOT the changed line items)'}. Every request of each side: ours ${JSON.stringify(ours)}, baseline ${JSON.stringify(baseline)}.`,
			],
		};
	} finally {
		await emulator.close();
	}
}
