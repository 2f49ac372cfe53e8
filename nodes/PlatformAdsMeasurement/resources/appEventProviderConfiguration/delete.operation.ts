import { recordRouting } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { PROVIDER_CONFIGURATIONS, RECORD } from './providerConfigurationLocator';

/** DELETE /12/accounts/:account_id/app_event_provider_configurations/:id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete an app event provider configuration',
	description: 'Unlink the measurement partner (answers the configuration with deleted=true)',
	routing: recordRouting('DELETE', PROVIDER_CONFIGURATIONS, RECORD),
};
