import type { ILoadOptionsFunctions, INodeProperties } from 'n8n-workflow';

import { accountRecordSearch } from './accountRecordSearch';
import { CAMPAIGN_PARAMETER } from './campaignLocator';
import { idLocator, idSegment } from './adsLocators';

export const LINE_ITEM_PARAMETER = 'lineItemId';

/** The campaign chosen in the same panel, if the operation has one, to narrow the list. */
function chosenCampaign(context: ILoadOptionsFunctions): string {
	try {
		return String(context.getNodeParameter(CAMPAIGN_PARAMETER, '', { extractValue: true }) ?? '');
	} catch {
		// The operation has no campaign field.
		return '';
	}
}

/**
 * listSearch: the chosen account's line items, drafts included, by any part of the name or ID;
 * only the chosen campaign's when the panel has a campaign.
 */
export const searchLineItems = accountRecordSearch('/line_items', (context) => {
	const campaign = chosenCampaign(context);
	return { with_draft: true, ...(campaign ? { campaign_ids: campaign } : {}) };
});

/** A line item of the chosen account: from its list or by ID. */
export const lineItemLocator = (
	show: Record<string, string[]>,
	name = LINE_ITEM_PARAMETER,
): INodeProperties =>
	idLocator(
		{
			name,
			displayName: 'Line Item',
			description: 'The line item (ad group) of the account',
			placeholder: '8v7jo',
			searchListMethod: 'searchLineItems',
		},
		show,
	);

/** `/line_items/<line item id>`, to follow accountPath(). */
export const lineItemSegment = (): string => `/line_items/${idSegment(LINE_ITEM_PARAMETER)}`;
