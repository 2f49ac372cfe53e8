import type { INodeProperties } from 'n8n-workflow';

import { idLocator } from '../../shared/ads/adsLocators';

export const CUSTOM_AUDIENCE_PARAMETER = 'customAudienceId';

/**
 * A custom audience of the chosen account: picked from its audiences (searchable in the middle
 * of a name) or by ID. `name` keeps each operation's own parameter name (saved workflows use it).
 */
export const customAudienceLocator = (
	show: Record<string, string[]>,
	// One wording where the operation says the rest: the copies then merge into one property.
	description = 'The custom audience of the account',
	{ name = CUSTOM_AUDIENCE_PARAMETER, displayName = 'Custom Audience' } = {},
): INodeProperties =>
	idLocator(
		{
			name,
			displayName,
			description,
			placeholder: '1nmth',
			searchListMethod: 'searchCustomAudiences',
		},
		show,
	);
