import { recordRouting } from '../../../shared/ads/adsRouting';
import { WEB_EVENT_TAGS } from '../../../shared/ads/webEventTagLocator';
import type { Operation } from '../../../shared/descriptions/resource';
import { RECORD } from './tagFields';

/** DELETE /12/accounts/:account_id/web_event_tags/:web_event_tag_id */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a web event tag',
	description: 'Remove the conversion event (answers it with deleted=true)',
	routing: recordRouting('DELETE', WEB_EVENT_TAGS, RECORD),
};
