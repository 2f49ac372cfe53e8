import type { INodeProperties } from 'n8n-workflow';

import { accountRecordSearch } from './accountRecordSearch';
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
export const searchWebEventTags = accountRecordSearch(
	WEB_EVENT_TAGS,
	{},
	(tag) => `${String(tag.name)} (${String(tag.type)}, ${String(tag.id)})`,
	(tag) => [tag.name, tag.type, tag.id],
);
