import { describeResource } from '../../../shared/descriptions/resource';
import { envelopeProperty } from '../../../shared/ads/envelope';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { getOperation } from './get.operation';

/** The attribution of a mobile app conversion, looked up without recording it (not account-scoped). */
export const conversionAttributionResource: ResourceModule = describeResource(
	'conversionAttribution',
	'get',
	[getOperation],
	{ after: [envelopeProperty({ resource: ['conversionAttribution'], operation: ['get'] })] },
);
