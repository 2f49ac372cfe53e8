import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { createOperation } from './create.operation';
import { deleteOperation } from './delete.operation';
import { getOperation } from './get.operation';
import { getManyOperation } from './getMany.operation';
import {
	providerConfigurationLocator,
	searchProviderConfigurations,
} from './providerConfigurationLocator';

export const appEventProviderConfigurationResource: ResourceModule = {
	...accountRecordsResource(
		'appEventProviderConfiguration',
		[createOperation, deleteOperation, getOperation, getManyOperation],
		providerConfigurationLocator,
		['delete', 'get'],
	),
	listSearch: { searchProviderConfigurations },
};
