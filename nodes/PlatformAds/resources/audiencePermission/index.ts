import { accountLocator } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { idLocator } from '../../shared/locators';
import { describeResource } from '../../../shared/descriptions/resource';
import { getManyOperation } from './getMany.operation';
import { grantOperation } from './grant.operation';
import { revokeOperation } from './revoke.operation';
import { AUDIENCE_PARAMETER } from './permissionsPath';

export { searchAudiencePermissions } from './searchPermissions';

export const audiencePermissionResource = describeResource(
	'audiencePermission',
	'getAll',
	[getManyOperation, grantOperation, revokeOperation],
	{
		before: [
			accountLocator({
				resource: ['audiencePermission'],
				operation: ['getAll', 'grant', 'revoke'],
			}),
			idLocator(
				{
					name: AUDIENCE_PARAMETER,
					displayName: 'Tailored Audience',
					description:
						'The tailored (custom) audience; granting and revoking need the account to own it',
					placeholder: '1nmth',
				},
				{ resource: ['audiencePermission'], operation: ['getAll', 'grant', 'revoke'] },
			),
		],
		after: [envelopeProperty({ resource: ['audiencePermission'], operation: ['grant', 'revoke'] })],
	},
);
