import { recordRouting } from '../../../shared/ads/adsRouting';
import { TRACKING_TAGS } from './trackingTagLocator';
import { RECORD } from './tagFields';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/accounts/:account_id/tracking_tags/:tracking_tag_id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a tracking tag',
	description: 'Remove the tag from its line item (answers it with deleted=true)',
	routing: recordRouting('DELETE', TRACKING_TAGS, RECORD),
};
