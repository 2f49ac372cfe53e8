import type { INodeProperties } from 'n8n-workflow';

import { accountRecordSearch } from '../../../shared/ads/accountRecordSearch';
import { idLocator } from '../../../shared/ads/adsLocators';
import type { FieldCheck } from '../../../shared/validation';
import { rules } from '../../../shared/validation';

export const APP_EVENT_TAGS = '/app_event_tags';

/** The record Get and Delete work on. */
export const RECORD: FieldCheck = {
	parameter: 'appEventTagId',
	field: 'App Event Tag',
	rules: [rules.adsId],
};

/** listSearch: the account's app event tags, shown by conversion type, app and partner name. */
export const searchAppEventTags = accountRecordSearch(
	APP_EVENT_TAGS,
	{},
	(tag) =>
		`${String(tag.conversion_type)} of ${String(tag.app_store_identifier)}${tag.provider_app_event_name ? ` "${String(tag.provider_app_event_name)}"` : ''} (${String(tag.id)})`,
);

/** An app event tag of the account: picked or by ID. */
export const appEventTagLocator = (show: Record<string, string[]>): INodeProperties =>
	idLocator(
		{
			name: RECORD.parameter,
			displayName: RECORD.field,
			description: 'The attribution windows of one app and conversion type',
			placeholder: 'jhp',
			searchListMethod: 'searchAppEventTags',
		},
		show,
	);
