import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { identifierFields, userOptions } from '../../audienceUsers/fields';
import { IDENTIFIER_KINDS } from '../../audienceUsers/identifiers';
import type { OperationType } from '../../audienceUsers/readUser';
import { batchLocatorId } from '../../audienceUsers/target';
import { uploadUsers } from '../../audienceUsers/upload';
import { ACCOUNT_PARAMETER, accountLocator } from '../../descriptions/accountLocator';
import { idLocator } from '../../descriptions/locators';

export const RESOURCE = 'customAudienceUser';
const AUDIENCE_PARAMETER = 'customAudienceId';

const show = { resource: [RESOURCE] };

/** Fields of both operations: the audience, one field per identifier kind, and the membership window. */
export const customAudienceUserFields: INodeProperties[] = [
	accountLocator(show),
	idLocator(
		{ name: AUDIENCE_PARAMETER, displayName: 'Custom Audience', description: 'The custom audience whose users change', placeholder: '1nmth' },
		show,
	),
	{
		displayName:
			'Each input item is one user. Identifiers are normalized and SHA-256 hashed on this machine (Partner User ID is sent as is), then sent up to 2,500 users a request.',
		name: 'customAudienceUserNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
	...identifierFields(IDENTIFIER_KINDS, show),
	userOptions(show, {
		effectiveAt: true,
		expiresAtWhenEmpty: 'none is sent and the platform keeps the user for 13 months after the request',
	}),
];

/** POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/users with one operation per item. */
export const uploadAudienceUsers = (operationType: OperationType) =>
	async function (this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const accountId = batchLocatorId(this, ACCOUNT_PARAMETER, 'Account');
		const audienceId = batchLocatorId(this, AUDIENCE_PARAMETER, 'Custom Audience');
		return await uploadUsers(this, {
			kinds: IDENTIFIER_KINDS,
			operationType,
			effectiveAt: true,
			path: `/12/accounts/${accountId}/custom_audiences/${audienceId}/users`,
			target: { custom_audience_id: decodeURIComponent(audienceId) },
		});
	};
