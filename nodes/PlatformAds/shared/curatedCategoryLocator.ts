import type { INodeProperties } from 'n8n-workflow';

import { idLocator } from '../../shared/ads/adsLocators';

export const CURATED_CATEGORY_PARAMETER = 'curatedCategoryId';

/** A curated category of the chosen account: from its list or by ID. */
export const curatedCategoryLocator = (
	show: Record<string, string[]>,
	name = CURATED_CATEGORY_PARAMETER,
): INodeProperties =>
	idLocator(
		{
			name,
			displayName: 'Curated Category',
			description: 'The curated publisher category (available only in its country codes)',
			placeholder: '1a',
			searchListMethod: 'searchCuratedCategories',
		},
		show,
	);
