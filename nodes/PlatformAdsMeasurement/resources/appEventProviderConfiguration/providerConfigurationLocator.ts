import type { INodeProperties } from 'n8n-workflow';

import { accountRecordSearch } from '../../../shared/ads/accountRecordSearch';
import { idLocator } from '../../../shared/ads/adsLocators';
import { rules, type FieldCheck } from '../../../shared/validation';

export const PROVIDER_CONFIGURATIONS = '/app_event_provider_configurations';

/** The record Get and Delete work on. */
export const RECORD: FieldCheck = {
	parameter: 'appEventProviderConfigurationId',
	field: 'App Event Provider Configuration',
	rules: [rules.adsId],
};

/** listSearch: the account's configurations (at most one live), by partner and advertiser ID. */
export const searchProviderConfigurations = accountRecordSearch(
	PROVIDER_CONFIGURATIONS,
	{ with_deleted: true },
	(record) =>
		`${String(record.provider_name)} ${String(record.provider_advertiser_id)}${record.deleted === true ? ' (deleted)' : ''} (${String(record.id)})`,
);

/** An app event provider configuration of the account: picked or by ID. */
export const providerConfigurationLocator = (show: Record<string, string[]>): INodeProperties =>
	idLocator(
		{
			name: RECORD.parameter,
			displayName: RECORD.field,
			description: 'The link between the ads account and its measurement partner',
			placeholder: 'aepc1',
			searchListMethod: 'searchProviderConfigurations',
		},
		show,
	);
