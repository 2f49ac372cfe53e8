import { recordRouting } from '../../../shared/ads/adsRouting';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP_EVENT_TAGS, RECORD } from './appEventTagLocator';

/** GET /12/accounts/:account_id/app_event_tags/:app_event_tag_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get an app event tag',
	description: 'Retrieve one app event tag',
	routing: recordRouting('GET', APP_EVENT_TAGS, RECORD),
	fields: [withDeletedOption({ resource: ['appEventTag'], operation: ['get'] })],
};
