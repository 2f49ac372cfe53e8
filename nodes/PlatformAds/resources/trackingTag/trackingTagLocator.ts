import type { ILoadOptionsFunctions, INodeListSearchResult, INodeProperties } from 'n8n-workflow';

import { matchesFilter } from '../../../shared/pickerFilter';
import { accountListPage } from '../../../shared/ads/accountListPage';
import { idLocator } from '../../../shared/ads/adsLocators';

export const TRACKING_TAGS = '/tracking_tags';
export const TRACKING_TAG_PARAMETER = 'trackingTagId';

/** A tracking tag of the account: picked (searched by URL, type, line item or ID) or by ID. */
export const trackingTagLocator = (
	show: Record<string, string[]>,
	name = TRACKING_TAG_PARAMETER,
): INodeProperties =>
	idLocator(
		{
			name,
			displayName: 'Tracking Tag',
			description: "A measurement partner's tag on a line item of the account",
			placeholder: '3m82',
			searchListMethod: 'searchTrackingTags',
		},
		show,
	);

/** listSearch: the account's tracking tags; any part of the URL, type, line item or ID matches. */
export async function searchTrackingTags(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await accountListPage.call(this, TRACKING_TAGS, { count: 1000 }, paginationToken);
	if (!page) return { results: [] };
	return {
		results: page.records
			.filter((tag) =>
				matchesFilter(
					filter,
					tag.tracking_tag_url,
					tag.tracking_tag_type,
					tag.line_item_id,
					tag.id,
				),
			)
			.map((tag) => ({
				name: `${String(tag.tracking_tag_type)} ${String(tag.tracking_tag_url)} (line item ${String(tag.line_item_id)}, ${String(tag.id)})`,
				value: String(tag.id),
			})),
		paginationToken: page.paginationToken,
	};
}
