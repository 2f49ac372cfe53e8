import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { ACCOUNT_FIELD, accountPath } from '../../descriptions/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../helpers/adsList';
import { requireIds } from '../../helpers/adsRouting';

const settings: AdsListSettings = {
	show: { resource: ['account'], operation: ['getApps'] },
	url: accountPath('/account_apps'),
	maxCount: 1000,
	preSend: [requireIds(ACCOUNT_FIELD)],
};

/** GET /12/accounts/:account_id/account_apps */
export const getAppsOperation: INodePropertyOptions = {
	name: 'List Apps',
	value: 'getApps',
	action: 'List the apps of an account',
	description: 'List the mobile apps associated with an ads account',
	routing: adsListRouting(settings),
};

export const getAppsFields: INodeProperties[] = adsListFields(settings);
