import { customAudienceLocator } from '../../shared/customAudienceLocator';
import { getManyOperation } from './getMany.operation';
import { grantOperation } from './grant.operation';
import { revokeOperation } from './revoke.operation';
import { AUDIENCE_PARAMETER } from './permissionsPath';
import { accountRecordsResource } from '../../../shared/ads/accountRecordsResource';
import { searchAudiencePermissions } from './searchPermissions';
import type { ResourceModule } from '../../../shared/descriptions/registry';

export const audiencePermissionResource: ResourceModule = {
	...accountRecordsResource(
		'audiencePermission',
		[getManyOperation, grantOperation, revokeOperation],
		(show) =>
			customAudienceLocator(
				show,
				'The tailored (custom) audience; granting and revoking need the account to own it',
				{ name: AUDIENCE_PARAMETER, displayName: 'Tailored Audience' },
			),
		['getAll', 'grant', 'revoke'],
	),
	listSearch: { searchAudiencePermissions },
};
