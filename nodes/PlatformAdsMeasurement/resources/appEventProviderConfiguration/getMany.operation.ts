import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { PROVIDER_CONFIGURATIONS } from './providerConfigurationLocator';

const ids = adsIdsOption({
	name: 'providerConfigurationIds',
	displayName: 'Configuration IDs',
	property: 'ids',
	placeholder: 'aepc1',
	description: 'Only these configurations',
});

const listSettings: AdsListSettings = {
	show: { resource: ['appEventProviderConfiguration'], operation: ['getAll'] },
	url: accountPath(PROVIDER_CONFIGURATIONS),
	maxCount: 1000,
	options: [ids.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(ids.check)],
};

/** GET /12/accounts/:account_id/app_event_provider_configurations */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many app event provider configurations',
	description: 'List the configurations of the account (deleted ones with With Deleted)',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
