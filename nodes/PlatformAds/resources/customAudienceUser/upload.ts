import type { INodeProperties } from 'n8n-workflow';

import { usersUploadFields } from '../../shared/audienceUsers/fields';
import { IDENTIFIER_KINDS } from '../../shared/audienceUsers/identifiers';
import type { OperationType } from '../../shared/audienceUsers/readUser';
import { usersUploadOperation, type UsersTarget } from '../../shared/audienceUsers/upload';
import { accountLocator } from '../../../shared/ads/accountLocator';
import {
	CUSTOM_AUDIENCE_PARAMETER as AUDIENCE_PARAMETER,
	customAudienceLocator,
} from '../../shared/customAudienceLocator';

const show = { resource: ['customAudienceUser'] };

/** Fields of both operations: the audience, one field per identifier kind, and the membership window. */
export const customAudienceUserFields: INodeProperties[] = [
	accountLocator(show),
	customAudienceLocator(show),
	...usersUploadFields(IDENTIFIER_KINDS, show, {
		notice:
			'Each input item is one user. Identifiers are normalized and SHA-256 hashed on this machine (Partner User ID is sent as is), then sent up to 2,500 users a request.',
		effectiveAt: true,
		expiresAtWhenEmpty:
			'none is sent and the platform keeps the user for 13 months after the request',
	}),
];

/** Where custom audience users go. */
export const CUSTOM_AUDIENCE_TARGET: UsersTarget = {
	parameter: AUDIENCE_PARAMETER,
	field: 'Custom Audience',
	outputKey: 'custom_audience_id',
	path: (accountId, id) => `/12/accounts/${accountId}/custom_audiences/${id}/users`,
};

/** POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/users with one operation per item. */
export const uploadAudienceUsers = (operationType: OperationType) =>
	usersUploadOperation(CUSTOM_AUDIENCE_TARGET, {
		kinds: IDENTIFIER_KINDS,
		operationType,
		effectiveAt: true,
	});
