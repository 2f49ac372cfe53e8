import { accountListOperation } from '../../../shared/ads/adsList';

/** GET /12/accounts/:account_id/account_apps */
export const getAppsOperation = accountListOperation({
	resource: 'account',
	operation: { name: 'List Apps', value: 'getApps' },
	collection: '/account_apps',
	action: 'List the apps of an account',
	description: 'List the mobile apps associated with an ads account',
});
