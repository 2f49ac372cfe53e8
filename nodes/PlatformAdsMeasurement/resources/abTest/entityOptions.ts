import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

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

/**
 * loadOptions of a user group's entities: the account's campaigns, or the line items of the
 * chosen campaign, by the chosen level; on Update, whose test keeps its level, both kinds, named.
 */
export async function abTestEntities(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const level = chosenLevel(this);
	const campaigns = async () =>
		(await searchCampaigns.call(this)).results as INodePropertyOptions[];
	const lineItems = async () =>
		(await searchLineItems.call(this)).results as INodePropertyOptions[];
	if (level === 'CAMPAIGN') return await campaigns();
	if (level === 'LINE_ITEM') return await lineItems();
	return [...named('Campaign: ', await campaigns()), ...named('Line Item: ', await lineItems())];
}
