import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { accountListPage } from '../../../shared/ads/accountListPage';
import { searchCampaigns } from '../../../shared/ads/campaignLocator';
import { searchLineItems } from '../../../shared/ads/lineItemLocator';

/** The entity level chosen in the panel (Create), or undefined where the test already has one (Update). */
function chosenLevel(context: ILoadOptionsFunctions): string | undefined {
	try {
		return context.getNodeParameter('entityType', '') as string;
	} catch {
		// Update has no Entity Type: the test keeps the one it was created with.
		return undefined;
	}
}

const named = (prefix: string, options: INodePropertyOptions[]) =>
	options.map((option) => ({ ...option, name: `${prefix}${option.name}` }));

/** Pages of line items read at most to tell which campaigns have line items (1,000 a page). */
const MAX_LINE_ITEM_PAGES = 5;

/**
 * The campaigns a test can take: those with a line item (a campaign flies through its line items,
 * and the platform refuses a test of one without). The others are left out of the list.
 */
async function testableCampaigns(
	context: ILoadOptionsFunctions,
	campaigns: INodePropertyOptions[],
): Promise<INodePropertyOptions[]> {
	if (campaigns.length === 0) return campaigns;
	const withLineItems = new Set<string>();
	let cursor: string | undefined;
	for (let page = 0; page < MAX_LINE_ITEM_PAGES; page++) {
		const found = await accountListPage.call(
			context,
			'/line_items',
			{
				campaign_ids: campaigns.map(({ value }) => String(value)).join(','),
				count: 1000,
				with_draft: true,
			},
			cursor,
		);
		if (!found) return campaigns;
		for (const item of found.records)
			if (item.deleted !== true) withLineItems.add(String(item.campaign_id));
		cursor = found.paginationToken;
		if (!cursor) break;
	}
	return campaigns.filter(({ value }) => withLineItems.has(String(value)));
}

/**
 * loadOptions of a user group's entities: the account's campaigns, or the line items of the
 * chosen campaign, by the chosen level; on Update, whose test keeps its level, both kinds, named.
 */
export async function abTestEntities(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const level = chosenLevel(this);
	const campaigns = async () =>
		await testableCampaigns(
			this,
			(await searchCampaigns.call(this)).results as INodePropertyOptions[],
		);
	const lineItems = async () =>
		(await searchLineItems.call(this)).results as INodePropertyOptions[];
	if (level === 'CAMPAIGN') return await campaigns();
	if (level === 'LINE_ITEM') return await lineItems();
	return [...named('Campaign: ', await campaigns()), ...named('Line Item: ', await lineItems())];
}
