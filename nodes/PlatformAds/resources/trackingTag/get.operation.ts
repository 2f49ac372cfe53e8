import { recordRouting } from '../../../shared/ads/adsRouting';
import { TRACKING_TAGS } from './trackingTagLocator';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import { RECORD } from './tagFields';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/tracking_tags/:tracking_tag_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a tracking tag',
	description: 'Retrieve one tracking tag',
	routing: recordRouting('GET', TRACKING_TAGS, RECORD),
	fields: [withDeletedOption({ resource: ['trackingTag'], operation: ['get'] })],
};
