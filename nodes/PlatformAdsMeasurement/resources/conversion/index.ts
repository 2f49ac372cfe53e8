import { NodeOperationError } from 'n8n-workflow';

import { accountLocator } from '../../../shared/ads/accountLocator';
import { describeResource } from '../../../shared/descriptions/resource';

const show = { resource: ['conversion'] };

/** Conversion > Send: a stub until its batched upload is written. */
export const conversionResource = describeResource(
	'conversion',
	'send',
	[
		{
			name: 'Send',
			value: 'send',
			action: 'Send conversions',
			description: "Report each input item as a website conversion of one of the account's events",
			requests: 'POST /12/measurement/conversions/{pixel_id} (500 conversions a request)',
			execute: async function () {
				throw new NodeOperationError(this.getNode(), 'Conversion > Send is not available yet');
			},
		},
	],
	{ before: [accountLocator(show)] },
);
