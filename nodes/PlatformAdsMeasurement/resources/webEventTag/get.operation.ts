import { recordRouting } from '../../../shared/ads/adsRouting';
import { WEB_EVENT_TAGS } from '../../../shared/ads/webEventTagLocator';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import type { Operation } from '../../../shared/descriptions/resource';
import { RECORD } from './tagFields';

/** GET /12/accounts/:account_id/web_event_tags/:web_event_tag_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a web event tag',
	description: 'Retrieve one web event tag, with its status and the snippet for the page',
	routing: recordRouting('GET', WEB_EVENT_TAGS, RECORD),
	fields: [withDeletedOption({ resource: ['webEventTag'], operation: ['get'] })],
};
