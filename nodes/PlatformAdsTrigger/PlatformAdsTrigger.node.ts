import {
	NodeConnectionTypes,
	NodeOperationError,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
	type ILoadOptionsFunctions,
	type IPollFunctions,
} from 'n8n-workflow';

import { readAccountId } from '../shared/ads/accountLocator';
import { searchAccounts } from '../shared/ads/accountSearch';
import { adsEnvironmentOf } from '../shared/ads/adsRequest';
import { accountTimeZone } from '../shared/adsAnalytics/accountDays';
import { entityChoices } from '../shared/adsAnalytics/entityChoices';
import { ACTIVE_ENTITY_VALUES, HOUR_MS } from '../shared/adsAnalytics/analyticsEnums';
import { checkMetricGroups, checkOneOf } from '../shared/adsAnalytics/statsRules';
import { authenticationDescription } from '../shared/descriptions/authentication';
import { nodeIcon } from '../shared/descriptions/icon';
import { checkValue, listOf, rules } from '../shared/validation';
import { changedRows, type ChangedRow, type MetricsWatch } from './metricsChanged';
import { CAMPAIGN_CHOICES, EVENTS, triggerProperties } from './description';
import { checkedWithinTheHour, checkIntervalNotice } from './hourlyCheck';
import { isBeyond, readThreshold, type Threshold } from './threshold';
import { SEEN_CAP } from '../shared/pollState';
import { triggerState } from './triggerState';

// The ads interface accepts OAuth 1.0a user context only, as Platform Ads.
const authentication = authenticationDescription(['oAuth1', 'oAuth1SignIn'], 'oAuth1');

/** The most campaign IDs active_entities takes as a filter. */
const MAX_CAMPAIGNS = 200;

/** What the node watches, checked before any request (a poll has no item: errors name item 1). */
function readWatch(context: IPollFunctions): MetricsWatch {
	const node = context.getNode();
	const event = context.getNodeParameter('event', 'metricsChanged') as string;
	if (!EVENTS.some(({ value }) => value === event))
		throw new NodeOperationError(node, `Unknown event "${event}"`);
	const accountId = readAccountId(context);
	const entity = String(context.getNodeParameter('entity', 'LINE_ITEM'));
	checkOneOf(node, 0, 'Entity', entity, ACTIVE_ENTITY_VALUES);
	const campaignIds = [...new Set(listOf(context.getNodeParameter('campaignIds', '') ?? ''))];
	checkValue(node, 0, 'Campaigns', campaignIds.join(','), [
		rules.adsIds(0, MAX_CAMPAIGNS, 'campaign IDs of letters and digits'),
	]);
	const metricGroups = listOf(context.getNodeParameter('metricGroups', []) ?? []);
	checkMetricGroups(node, 0, 'Metric Groups', metricGroups, entity);
	const names = context.getNodeParameter('options.names', true) as boolean;
	const threshold = readThreshold(context, metricGroups);
	return { accountId, entity, campaignIds, metricGroups, names, threshold };
}

/** The side of a threshold a row is on, in place of its fingerprint (see sidesOf). */
const WITHIN_THRESHOLD = 'within';

/**
 * With a threshold, a row's fingerprint is the side it is on: a row is then new when it has
 * crossed since the last check, and emitted only when it is beyond (not when it comes back).
 */
const sidesOf = (rows: ChangedRow[], threshold: Threshold | undefined): ChangedRow[] =>
	threshold
		? rows.map((row) => ({
				...row,
				fingerprint: isBeyond(row.row, threshold) ? 'beyond' : WITHIN_THRESHOLD,
			}))
		: rows;

/** The fingerprints of a poll's rows, for the next poll to tell the rows it has seen. */
const seenOf = (rows: ChangedRow[]): Record<string, string> =>
	Object.fromEntries(rows.slice(0, SEEN_CAP).map(({ key, fingerprint }) => [key, fingerprint]));

/**
 * What the next poll remembers: this poll's rows and, with a threshold, the rows known to be
 * beyond it from before (a row that changes again later is not a new crossing), newest kept.
 */
function nextSeen(
	rows: ChangedRow[],
	before: Record<string, string> | undefined,
	threshold: Threshold | undefined,
): Record<string, string> {
	const seen = seenOf(rows);
	if (!threshold || !before) return seen;
	const beyond = Object.entries(before).filter(
		([key, side]) => side !== WITHIN_THRESHOLD && !(key in seen),
	);
	const room = SEEN_CAP - Object.keys(seen).length;
	return { ...Object.fromEntries(room > 0 ? beyond.slice(-room) : []), ...seen };
}

/**
 * Starts a workflow on changed ads metrics, checked at most once an hour (hourlyCheck.ts): which
 * entities had changes recorded since the last check (active entities), then their HOUR stats
 * over the hours the changes apply to, one item per entity, placement and hour - the platform's
 * recommended synchronization.
 */
export class PlatformAdsTrigger implements INodeType {
	description: INodeTypeDescription = {
		// "Platform Ads Trigger": n8n's nodes panel lists it under Platform Ads as its trigger.
		displayName: 'Platform Ads Trigger',
		name: 'platformAdsTrigger',
		icon: nodeIcon,
		group: ['trigger'],
		version: 1,
		subtitle: 'Metrics Changed',
		// n8n's nodes panel shows Platform Ads and this trigger as one entry, with the trigger's
		// description: it says what both do. The trigger's own event says what it alone does.
		description:
			'Run ads campaigns, line items, audiences and catalogs, and start workflows when their spend or other metrics change (ads interface v12)',
		defaults: { name: 'Platform Ads Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: authentication.credentials,
		properties: [checkIntervalNotice, authentication.property, ...triggerProperties],
	};

	methods = {
		listSearch: { searchAccounts },
		loadOptions: {
			async [CAMPAIGN_CHOICES](this: ILoadOptionsFunctions) {
				return await entityChoices(this, 'CAMPAIGN');
			},
		},
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const watch = readWatch(this);
		const settings = JSON.stringify([adsEnvironmentOf(this), watch]);
		const state = triggerState.read(this, settings);
		const manual = this.getMode() === 'manual';
		const nowMs = Date.now();
		if (!manual && checkedWithinTheHour(state?.checkedMs, nowMs)) return null;
		// Change buckets are whole UTC hours; the current one may still receive changes.
		const hourMs = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
		const toMs = hourMs + HOUR_MS;
		const timeZone = state?.timeZone ?? (await accountTimeZone(this, watch.accountId));
		if (!state && manual) {
			// A test run in the editor: the rows of the changes of the last hour and this one.
			const rows = await changedRows(this, watch, hourMs - HOUR_MS, toMs, timeZone);
			const shown = rows.filter(({ row }) => !watch.threshold || isBeyond(row, watch.threshold));
			return shown.length ? [this.helpers.returnJsonArray(shown.map(({ row }) => row))] : null;
		}
		// The first poll notes the current bucket's rows as seen and emits nothing.
		const rows = sidesOf(
			await changedRows(this, watch, state?.fromMs ?? hourMs, toMs, timeZone),
			watch.threshold,
		);
		const fresh = state
			? rows.filter(
					({ key, fingerprint }) =>
						state.seen[key] !== fingerprint && fingerprint !== WITHIN_THRESHOLD,
				)
			: [];
		// Written only once the poll has read everything: a failed poll leaves the state as it
		// was, so the next one asks about the same buckets again.
		if (!manual) {
			const seen = nextSeen(rows, state?.seen, watch.threshold);
			triggerState.write(this, { settings, fromMs: hourMs, checkedMs: nowMs, timeZone, seen });
		}
		return fresh.length ? [this.helpers.returnJsonArray(fresh.map(({ row }) => row))] : null;
	}
}
