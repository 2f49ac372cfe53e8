import type { INodeProperties } from 'n8n-workflow';

import { accountRecordSearch } from '../../../shared/ads/accountRecordSearch';
import { idLocator } from '../../../shared/ads/adsLocators';
import { rules, type FieldCheck } from '../../../shared/validation';

export const APP_LISTS = '/app_lists';

/** The record Get and Delete work on. */
export const RECORD: FieldCheck = {
	parameter: 'appListId',
	field: 'App List',
	rules: [rules.adsId],
};

/** listSearch: the account's app lists, by any part of the name or ID. */
export const searchAppLists = accountRecordSearch(APP_LISTS);

/** An app list of the account: picked or by ID. */
export const appListLocator = (show: Record<string, string[]>): INodeProperties =>
	idLocator(
		{
			name: RECORD.parameter,
			displayName: RECORD.field,
			description: 'A named set of apps (for app list targeting)',
			placeholder: 'al1',
			searchListMethod: 'searchAppLists',
		},
		show,
	);
