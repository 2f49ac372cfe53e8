import { accountListOperation } from '../../../shared/ads/adsList';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { PROMOTABLE_USERS } from '../../shared/promotableUserLocator';

const ids = adsIdsOption({
	name: 'promotableUserIds',
	displayName: 'Promotable User IDs',
	property: 'promotable_user_ids',
	placeholder: '1b9wj,1b9wk',
	description: 'Only these promotable users',
});

/** GET /12/accounts/:account_id/promotable_users */
export const getManyOperation = accountListOperation({
	resource: 'promotableUser',
	collection: PROMOTABLE_USERS,
	action: 'Get many promotable users',
	description:
		'List the users whose posts the account may promote: its own user (FULL) and those who allowed it to promote their posts (REPOSTS_ONLY)',
	options: [ids.option],
	checks: [ids.check],
});
