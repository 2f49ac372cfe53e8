import { validateParameters } from '../../../shared/validation';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { audience, permissionsPath } from './permissionsPath';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** granted_account_ids and tailored_audience_permission_ids: up to 200 ads ids each. */
const granted = adsIdsOption({
	name: 'grantedAccountIds',
	displayName: 'Granted Account IDs',
	property: 'granted_account_ids',
	placeholder: '18ce54d4x5t,18ce54bgxky',
	description: 'Only permissions granted to these accounts',
});
const permissionIds = adsIdsOption({
	name: 'permissionIds',
	displayName: 'Permission IDs',
	property: 'tailored_audience_permission_ids',
	placeholder: '18ce54d4x5t,18ce54bgxky',
	description: 'Only these permissions',
});

/**
 * The permissions endpoint takes no with_deleted: a revoked permission, deleted
 * as the platform does, is no longer listed.
 */
const settings: AdsListSettings = {
	show: { resource: ['audiencePermission'], operation: ['getAll'] },
	url: permissionsPath(),
	maxCount: 1000,
	withDeleted: false,
	options: [granted.option, permissionIds.option],
	preSend: [
		requireIds(ACCOUNT_FIELD, audience),
		validateParameters(granted.check, permissionIds.check),
	],
};

/** GET /5/accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many audience permissions',
	description: 'List the accounts a tailored audience is shared with',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
