import { recordRouting } from '../../../shared/ads/adsRouting';
import { TRACKING_TAGS } from './trackingTagLocator';
import { validateParameters } from '../../../shared/validation';
import { RECORD, URL_CHECK, urlField } from './tagFields';
import type { Operation } from '../../../shared/descriptions/resource';

/** PUT /12/accounts/:account_id/tracking_tags/:tracking_tag_id (the URL is all it changes). */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a tracking tag',
	description: "Replace the tracking tag's URL",
	routing: recordRouting('PUT', TRACKING_TAGS, RECORD, [
		validateParameters({ ...URL_CHECK, required: true }),
	]),
	fields: [urlField({ resource: ['trackingTag'], operation: ['update'] })],
};
