import { validateParameters } from '../../../shared/validation';
import { idLocator } from '../../../shared/ads/adsLocators';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { enumCheck, enumField } from '../../../shared/ads/enums';
import { locatorQuery } from '../../shared/locatorQuery';
import { audience, permissionsPath } from './permissionsPath';
import { ACCOUNT_FIELD } from '../../../shared/ads/accountLocator';
import type { Operation } from '../../../shared/descriptions/resource';

const PERMISSION_LEVELS = ['READ_ONLY', 'READ_WRITE'] as const;
const GRANTED_ACCOUNT = 'grantedAccountId';

/** POST /5/accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions */
export const grantOperation: Operation = {
	name: 'Grant',
	value: 'grant',
	action: 'Grant an audience permission',
	description: 'Share a tailored audience the account owns with another ads account',
	routing: adsRouting(
		{ method: 'POST', url: permissionsPath() },
		{
			preSend: [
				requireIds(ACCOUNT_FIELD, audience),
				locatorQuery([
					{ parameter: GRANTED_ACCOUNT, field: 'Granted Account', property: 'granted_account_id' },
				]),
				validateParameters({
					...enumCheck('permission_level', 'Permission Level', PERMISSION_LEVELS),
					required: true,
				}),
			],
		},
	),
	fields: [
		idLocator(
			{
				name: GRANTED_ACCOUNT,
				displayName: 'Granted Account',
				description:
					'The ads account to share the audience with: one under the same business, or any account when the owning account has the SHARE_AUDIENCE_OUTSIDE_BUSINESS feature',
				placeholder: '18ce54bgxky',
				searchListMethod: 'searchAccounts',
			},
			{ resource: ['audiencePermission'], operation: ['grant'] },
		),
		enumField(
			{
				displayName: 'Permission Level',
				name: 'permission_level',
				required: true,
				default: 'READ_ONLY',
				displayOptions: { show: { resource: ['audiencePermission'], operation: ['grant'] } },
				description: 'Whether the granted account may only target the audience, or also change it',
				routing: { send: { type: 'query', property: 'permission_level' } },
			},
			PERMISSION_LEVELS,
		),
	],
};
