import type { IDataObject } from 'n8n-workflow';

import { adsRequest } from '../ads/adsRequest';
import type { RequestContext } from '../transport/platformRequest';
import { STATS_ENTITIES } from './analyticsEnums';
import { inBatches } from './statsWindows';

/** IDs per list request: the lists' largest ID filter. */
const IDS_PER_LIST = 200;

/** What a stats row tells of its entity beside the figures. */
export interface EntityDetails {
	name: string | null;
	/** The currency of its money figures (its funding instrument's), when known. */
	currency: string | null;
	/** The campaign of a line item, promoted post or promoted account. */
	campaignId?: string | null;
	campaignName?: string | null;
}

const textOrNull = (value: unknown): string | null =>
	value === undefined || value === null || value === '' ? null : String(value);

/** Entity kinds whose records name their line item, not their campaign. */
const UNDER_LINE_ITEMS = new Set(['PROMOTED_POST', 'PROMOTED_ACCOUNT']);

/** Whether a row of the entity kind names its campaign: line items and what is under them. */
export const namesCampaign = (entity: string): boolean =>
	entity === 'LINE_ITEM' || UNDER_LINE_ITEMS.has(entity);

/** The records of a list by IDs, 200 IDs a request, deleted ones too (they keep their metrics). */
async function recordsByIds(
	context: RequestContext,
	accountId: string,
	entity: string,
	ids: readonly string[],
): Promise<IDataObject[]> {
	const kind = STATS_ENTITIES[entity];
	const records: IDataObject[] = [];
	for (const batch of inBatches([...new Set(ids)], IDS_PER_LIST)) {
		const body = await adsRequest.call(context as never, {
			method: 'GET',
			path: `/12/accounts/${encodeURIComponent(accountId)}${kind.list}`,
			qs: { [kind.idsParameter]: batch.join(','), count: IDS_PER_LIST, with_deleted: true },
			idempotent: true,
		});
		records.push(...((body.data as IDataObject[] | undefined) ?? []));
	}
	return records;
}

/**
 * Details of records of a list (campaigns, line items, funding instruments, or the line item
 * and campaign records a lookup reads on the way), by ID.
 */
export const detailsOfRecords = (
	entity: string,
	records: readonly IDataObject[],
): Map<string, EntityDetails> =>
	new Map(
		records.map((record) => [
			String(record.id),
			{
				name: textOrNull(record[STATS_ENTITIES[entity].nameField]),
				currency: textOrNull(record.currency),
				...(entity === 'LINE_ITEM' ? { campaignId: textOrNull(record.campaign_id) } : {}),
			},
		]),
	);

/**
 * The campaign names of line items' details (one campaign list request per 200 campaigns),
 * filled in place.
 */
export async function addCampaignNames(
	context: RequestContext,
	accountId: string,
	details: Map<string, EntityDetails>,
): Promise<void> {
	const campaignIds = [...details.values()]
		.map(({ campaignId }) => campaignId)
		.filter((id): id is string => typeof id === 'string');
	if (campaignIds.length === 0) return;
	const campaigns = detailsOfRecords(
		'CAMPAIGN',
		await recordsByIds(context, accountId, 'CAMPAIGN', campaignIds),
	);
	for (const one of details.values())
		if (one.campaignId) one.campaignName = campaigns.get(one.campaignId)?.name ?? null;
}

/**
 * The names of the entities stats were asked for, with their currency and (line items, promoted
 * posts and accounts) their campaign and its name, by ID: one list request per 200 IDs
 * (campaigns, line items, funding instruments, promoted posts: the post ID, promoted accounts:
 * the user ID) with deleted ones (a deleted entity keeps its metrics); a promoted post's or
 * account's line items, and the line items' campaigns, one list request per 200 more. The
 * account itself: its record (its stats hold no money). An ID the list does not name is left
 * out (the row's name is null).
 */
export async function entityDetails(
	context: RequestContext,
	accountId: string,
	entity: string,
	ids: readonly string[],
): Promise<Map<string, EntityDetails>> {
	const unique = [...new Set(ids)];
	if (!STATS_ENTITIES[entity] || unique.length === 0) return new Map();
	if (entity === 'ACCOUNT') {
		// An account's stats hold no money (the platform gives it ENGAGEMENT only): no currency.
		const details = new Map<string, EntityDetails>();
		for (const id of unique) {
			const body = await adsRequest.call(context as never, {
				method: 'GET',
				path: `/12/accounts/${encodeURIComponent(id)}`,
				idempotent: true,
			});
			details.set(id, {
				name: textOrNull((body.data as IDataObject | undefined)?.name),
				currency: null,
			});
		}
		return details;
	}
	const records = await recordsByIds(context, accountId, entity, unique);
	const details = detailsOfRecords(entity, records);
	if (UNDER_LINE_ITEMS.has(entity)) {
		const lineItemOf = new Map(records.map((record) => [String(record.id), record.line_item_id]));
		const lineItems = detailsOfRecords(
			'LINE_ITEM',
			await recordsByIds(
				context,
				accountId,
				'LINE_ITEM',
				[...lineItemOf.values()].filter((id) => id !== undefined && id !== null).map(String),
			),
		);
		for (const [id, one] of details) {
			const lineItem = lineItems.get(String(lineItemOf.get(id)));
			one.currency = lineItem?.currency ?? null;
			one.campaignId = lineItem?.campaignId ?? null;
		}
	}
	if (namesCampaign(entity)) await addCampaignNames(context, accountId, details);
	return details;
}
