import { idLocator, idSegment } from '../../../shared/ads/adsLocators';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { audience, permission, PERMISSION_PARAMETER, permissionsPath } from './permissionsPath';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /5/accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions/:id */
export const revokeOperation: Operation = {
	name: 'Revoke',
	value: 'revoke',
	action: 'Revoke an audience permission',
	description:
		'Stop sharing a tailored audience (answers the permission with deleted=true): the account can no longer target it in new campaigns; running campaigns keep it',
	routing: adsRouting(
		{ method: 'DELETE', url: permissionsPath(`/${idSegment(PERMISSION_PARAMETER)}`) },
		{ preSend: [requireIds(ACCOUNT_FIELD, audience, permission)] },
	),
	fields: [
		idLocator(
			{
				name: PERMISSION_PARAMETER,
				displayName: 'Permission',
				description:
					'The permission to revoke: picked from the accounts the audience is shared with, or by ID',
				placeholder: 'perm1',
				searchListMethod: 'searchAudiencePermissions',
			},
			{ resource: ['audiencePermission'], operation: ['revoke'] },
		),
	],
};
