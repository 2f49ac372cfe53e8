import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { PROMOTABLE_USERS } from '../../shared/promotableUserLocator';
import { validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';

const ids = adsIdsOption({
	name: 'promotableUserIds',
	displayName: 'Promotable User IDs',
	property: 'promotable_user_ids',
	placeholder: '1b9wj,1b9wk',
	description: 'Only these promotable users',
});

const listSettings: AdsListSettings = {
	show: { resource: ['promotableUser'], operation: ['getAll'] },
	url: accountPath(PROMOTABLE_USERS),
	maxCount: 1000,
	options: [ids.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(ids.check)],
};

/** GET /12/accounts/:account_id/promotable_users */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many promotable users',
	description:
		'List the users whose posts the account may promote: its own user (FULL) and those who allowed it to promote their posts (REPOSTS_ONLY)',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
