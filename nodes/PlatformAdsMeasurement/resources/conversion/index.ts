import { accountLocator } from '../../../shared/ads/accountLocator';
import { searchWebEventTags } from '../../../shared/ads/webEventTagLocator';
import type { ResourceModule } from '../../../shared/descriptions/registry';
import { describeResource } from '../../../shared/descriptions/resource';
import { searchPixels } from './pixelLocator';
import { sendFields } from './send.fields';
import { sendConversions } from './send.operation';

const show = { resource: ['conversion'] };

/** Conversion > Send: many items make one request (500 conversions a request). */
export const conversionResource: ResourceModule = {
	...describeResource(
		'conversion',
		'send',
		[
			{
				name: 'Send',
				value: 'send',
				action: 'Send conversions',
				description:
					"Report each input item as a website conversion (a purchase, a lead, ...) of one of the account's events",
				requests: 'POST /12/measurement/conversions/{pixel_id} (500 conversions a request)',
				execute: sendConversions,
				fields: sendFields,
			},
		],
		{ before: [accountLocator(show)] },
	),
	listSearch: { searchWebEventTags, searchPixels },
};
