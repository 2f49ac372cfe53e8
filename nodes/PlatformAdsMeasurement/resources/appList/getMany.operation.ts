import { idsListOperation } from '../../shared/idsListOperation';
import { APP_LISTS } from './appListLocator';

/** GET /12/accounts/:account_id/app_lists */
export const getManyOperation = idsListOperation({
	resource: 'appList',
	collection: APP_LISTS,
	records: 'app lists',
	description: 'List the app lists of the account (names and IDs; Get shows the apps)',
	ids: {
		name: 'appListIds',
		displayName: 'App List IDs',
		property: 'app_list_ids',
		placeholder: 'al1,al2',
	},
});
