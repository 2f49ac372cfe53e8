import { accountCreateOperation } from '../../../shared/ads/adsRouting';
import { enumCheck } from '../../../shared/ads/enums';
import { lineItemLocator } from '../../../shared/ads/lineItemLocator';
import { locatorQuery } from '../../shared/locatorQuery';
import { TRACKING_TAGS } from './trackingTagLocator';
import { validateParameters } from '../../../shared/validation';
import { TAG_TYPES, typeField, URL_CHECK, urlField } from './tagFields';

const show = { resource: ['trackingTag'], operation: ['create'] };
const LINE_ITEM = 'tagLineItemId';

/** POST /12/accounts/:account_id/tracking_tags */
export const createOperation = accountCreateOperation({
	collection: TRACKING_TAGS,
	action: 'Create a tracking tag',
	description: "Add a measurement partner's impression tag or click tracker to a line item",
	preSend: [
		locatorQuery([{ parameter: LINE_ITEM, field: 'Line Item', property: 'line_item_id' }]),
		validateParameters(enumCheck('trackingTagType', 'Tracking Tag Type', TAG_TYPES), {
			...URL_CHECK,
			required: true,
		}),
	],
	fields: [lineItemLocator(show, LINE_ITEM), typeField, urlField(show)],
});
