import { recordRouting } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP_EVENT_TAGS, RECORD } from './appEventTagLocator';

/** DELETE /12/accounts/:account_id/app_event_tags/:app_event_tag_id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete an app event tag',
	description: 'Delete the tag (answers it with deleted=true)',
	routing: recordRouting('DELETE', APP_EVENT_TAGS, RECORD),
};
