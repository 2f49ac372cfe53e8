import { idsListOperation } from '../../shared/idsListOperation';
import { APP_EVENT_TAGS } from './appEventTagLocator';

/** GET /12/accounts/:account_id/app_event_tags */
export const getManyOperation = idsListOperation({
	resource: 'appEventTag',
	collection: APP_EVENT_TAGS,
	records: 'app event tags',
	description: 'List the app event tags of the account, or some by ID',
	ids: {
		name: 'appEventTagIds',
		displayName: 'App Event Tag IDs',
		property: 'app_event_tag_ids',
		placeholder: 'jhp,jhq',
	},
});
