import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import type { Operation } from '../../../shared/descriptions/resource';

const settings: AdsListSettings = {
	show: { resource: ['account'], operation: ['getApps'] },
	url: accountPath('/account_apps'),
	maxCount: 1000,
	preSend: [requireIds(ACCOUNT_FIELD)],
};

/** GET /12/accounts/:account_id/account_apps */
export const getAppsOperation: Operation = {
	name: 'List Apps',
	value: 'getApps',
	action: 'List the apps of an account',
	description: 'List the mobile apps associated with an ads account',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
