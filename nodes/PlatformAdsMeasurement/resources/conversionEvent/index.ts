import { describeResource } from '../../../shared/descriptions/resource';
import { envelopeProperty } from '../../../shared/ads/envelope';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { sendOperation } from './send.operation';

/** Mobile app conversions a measurement partner reports (not account-scoped). */
export const conversionEventResource: ResourceModule = describeResource(
	'conversionEvent',
	'send',
	[sendOperation],
	{ after: [envelopeProperty({ resource: ['conversionEvent'], operation: ['send'] })] },
);
