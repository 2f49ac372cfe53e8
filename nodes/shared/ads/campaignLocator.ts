import type { INodeProperties } from 'n8n-workflow';

import { accountRecordSearch } from './accountRecordSearch';
import { idLocator, idSegment } from './adsLocators';

export const CAMPAIGN_PARAMETER = 'campaignId';
/** The campaign parameter, for the checks that name it in errors. */
export const CAMPAIGN_FIELD = { parameter: CAMPAIGN_PARAMETER, field: 'Campaign' };

/** listSearch: the chosen account's campaigns, drafts included, by any part of the name or ID. */
export const searchCampaigns = accountRecordSearch('/campaigns', { with_draft: true });

/** A campaign of the chosen account: from its list or by ID. */
export const campaignLocator = (
	show: Record<string, string[]> = {},
	name = CAMPAIGN_PARAMETER,
): INodeProperties =>
	idLocator(
		{
			name,
			displayName: 'Campaign',
			description: 'The campaign of the account (it holds the budget and its line items)',
			placeholder: 'c1',
			searchListMethod: 'searchCampaigns',
		},
		show,
	);

/** `/campaigns/<campaign id>`, to follow accountPath(). */
export const campaignSegment = (): string => `/campaigns/${idSegment(CAMPAIGN_PARAMETER)}`;
