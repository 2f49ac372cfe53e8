import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { rules, validateParameters } from '../../../shared/validation';
import { adsListFields, adsListRouting, LIST_OPTIONS, type AdsListSettings } from '../../helpers/adsList';
import { requireIds } from '../../helpers/adsRouting';
import { account, audience, permissionsPath, show } from './shared';

/** granted_account_ids and tailored_audience_permission_ids: up to 200 ads ids each. */
const idList = (name: string, field: string, property: string, description: string) => ({
	option: {
		displayName: field,
		name,
		type: 'string',
		default: '',
		placeholder: '18ce54d4x5t,18ce54bgxky',
		description: `${description} (comma-separated, up to 200)`,
		routing: { send: { type: 'query', property } },
	} as INodeProperties,
	check: {
		parameter: `${LIST_OPTIONS}.${name}`,
		field,
		rules: [rules.matches(/^\s*[0-9a-zA-Z]+(\s*,\s*[0-9a-zA-Z]+)*\s*$/, 'a comma-separated list of IDs'), rules.entries(1, 200)],
	},
});

const granted = idList('grantedAccountIds', 'Granted Account IDs', 'granted_account_ids', 'Only permissions granted to these accounts');
const permissionIds = idList('permissionIds', 'Permission IDs', 'tailored_audience_permission_ids', 'Only these permissions');

/**
 * The permissions endpoint takes no with_deleted (document 3): a revoked permission, deleted
 * as document 2 says, is no longer listed.
 */
const settings: AdsListSettings = {
	show: show('getAll'),
	url: permissionsPath(),
	maxCount: 1000,
	withDeleted: false,
	options: [granted.option, permissionIds.option],
	preSend: [requireIds(account, audience), validateParameters(granted.check, permissionIds.check)],
};

/** GET /5/accounts/:account_id/tailored_audiences/:tailored_audience_id/permissions */
export const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many audience permissions',
	description: 'List the accounts a tailored audience is shared with',
	routing: adsListRouting(settings),
};

export const getManyFields: INodeProperties[] = adsListFields(settings);
