import type { INodeProperties } from 'n8n-workflow';

import { accountLocator } from '../../descriptions/accountLocator';
import { envelopeProperty } from '../../descriptions/envelope';
import { idLocator } from '../../descriptions/locators';
import { operationList } from '../../../shared/descriptions/operationList';
import { getManyFields, getManyOperation } from './getMany.operation';
import { grantFields, grantOperation } from './grant.operation';
import { revokeFields, revokeOperation } from './revoke.operation';
import { AUDIENCE_PARAMETER } from './permissionsPath';

export { searchAudiencePermissions } from './searchPermissions';

export const audiencePermissionOperations = operationList('audiencePermission', 'getAll', [
	getManyOperation,
	grantOperation,
	revokeOperation,
]);

export const audiencePermissionFields: INodeProperties[] = [
	accountLocator({ resource: ['audiencePermission'], operation: ['getAll', 'grant', 'revoke'] }),
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
	...getManyFields,
	...grantFields,
	...revokeFields,
	envelopeProperty({ resource: ['audiencePermission'], operation: ['grant', 'revoke'] }),
];
