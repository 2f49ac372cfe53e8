import { searchLineItems } from '../../shared/ads/lineItemLocator';
import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { accountListPage } from '../../shared/ads/accountListPage';
import { searchAccounts } from '../../shared/ads/accountSearch';
import { matchesFilter } from '../../shared/pickerFilter';
import { accountRecordSearch } from '../../shared/ads/accountRecordSearch';
import { searchCampaigns } from '../../shared/ads/campaignLocator';
import { searchWebEventTags } from '../../shared/ads/webEventTagLocator';
import { searchFundingInstruments } from './fundingInstrumentLocator';
import { searchPromotableUserRecords, searchPromotableUsers } from './promotableUserLocator';
import { searchPromotablePosts, searchScheduledPosts } from './postLocator';

/**
 * The curated categories of the chosen account. The spec names no search parameter for this
 * list, so the filter applies to the names and IDs of the page received.
 */
export async function searchCuratedCategories(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await accountListPage.call(this, '/curated_categories', {}, paginationToken);
	if (!page) return { results: [] };
	return {
		results: page.records
			.filter((category) => matchesFilter(filter, category.name, category.id))
			.map((category) => ({
				name: `${String(category.name)} (${((category.country_codes as string[] | undefined) ?? []).join(', ')})`,
				value: String(category.id),
			})),
		paginationToken: page.paginationToken,
	};
}

/** The custom audiences the chosen account owns. */
export const searchCustomAudiences = accountRecordSearch('/custom_audiences');

/** The pickers that fields of several resources name (the node's own list searches). */
export const listSearch = {
	searchAccounts,
	searchCuratedCategories,
	searchCustomAudiences,
	searchFundingInstruments,
	searchCampaigns,
	searchLineItems,
	searchPromotableUsers,
	searchPromotableUserRecords,
	searchPromotablePosts,
	searchScheduledPosts,
	searchWebEventTags,
};
