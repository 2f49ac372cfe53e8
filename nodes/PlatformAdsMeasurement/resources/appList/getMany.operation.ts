import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';
import { APP_LISTS } from './appListLocator';

const ids = adsIdsOption({
	name: 'appListIds',
	displayName: 'App List IDs',
	property: 'app_list_ids',
	placeholder: 'al1,al2',
	description: 'Only these app lists',
});

const listSettings: AdsListSettings = {
	show: { resource: ['appList'], operation: ['getAll'] },
	url: accountPath(APP_LISTS),
	maxCount: 1000,
	options: [ids.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(ids.check)],
};

/** GET /12/accounts/:account_id/app_lists */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many app lists',
	description: 'List the app lists of the account (names and IDs; Get shows the apps)',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
