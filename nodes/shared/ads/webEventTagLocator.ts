import type { ILoadOptionsFunctions, INodeListSearchResult, INodeProperties } from 'n8n-workflow';

import { matchesFilter } from '../pickerFilter';
import { accountListPage } from './accountListPage';
import { PICKER_PAGE } from './accountSearch';
import { idLocator } from './adsLocators';

export const WEB_EVENT_TAGS = '/web_event_tags';

/**
 * A web event tag (one conversion event of the account's website tag): picked from the account's
 * tags, searchable by name, type or ID, or given by ID. Conversions name it as their event; a
 * line item optimising for website conversions names it as its primary web event tag.
 */
export const webEventTagLocator = (
	show: Record<string, string[]>,
	settings: { name: string; displayName: string; description: string },
): INodeProperties =>
	idLocator({ ...settings, placeholder: 'o87ne', searchListMethod: 'searchWebEventTags' }, show);

/** listSearch: the account's live web event tags, as "Purchase (PURCHASE, o87ne)". */
export async function searchWebEventTags(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await accountListPage.call(
		this,
		WEB_EVENT_TAGS,
		{ count: PICKER_PAGE },
		paginationToken,
	);
	if (!page) return { results: [] };
	return {
		results: page.records
			.filter((tag) => matchesFilter(filter, tag.name, tag.type, tag.id))
			.map((tag) => ({
				name: `${String(tag.name)} (${String(tag.type)}, ${String(tag.id)})`,
				value: String(tag.id),
			})),
		paginationToken: page.paginationToken,
	};
}
