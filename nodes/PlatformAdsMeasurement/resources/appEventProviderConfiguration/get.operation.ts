import { recordRouting } from '../../../shared/ads/adsRouting';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import type { Operation } from '../../../shared/descriptions/resource';
import { PROVIDER_CONFIGURATIONS, RECORD } from './providerConfigurationLocator';

/** GET /12/accounts/:account_id/app_event_provider_configurations/:id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get an app event provider configuration',
	description: 'Retrieve the configuration',
	routing: recordRouting('GET', PROVIDER_CONFIGURATIONS, RECORD),
	fields: [withDeletedOption({ resource: ['appEventProviderConfiguration'], operation: ['get'] })],
};
