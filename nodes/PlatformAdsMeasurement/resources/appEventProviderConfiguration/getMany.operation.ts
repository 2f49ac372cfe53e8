import { idsListOperation } from '../../shared/idsListOperation';
import { PROVIDER_CONFIGURATIONS } from './providerConfigurationLocator';

/** GET /12/accounts/:account_id/app_event_provider_configurations */
export const getManyOperation = idsListOperation({
	resource: 'appEventProviderConfiguration',
	collection: PROVIDER_CONFIGURATIONS,
	records: 'app event provider configurations',
	description: 'List the configurations of the account (deleted ones with With Deleted)',
	ids: {
		name: 'providerConfigurationIds',
		displayName: 'Configuration IDs',
		property: 'ids',
		placeholder: 'aepc1',
	},
});
