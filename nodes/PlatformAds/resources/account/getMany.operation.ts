import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { rules, validateParameters } from '../../../shared/validation';
import { adsListFields, adsListRouting, LIST_OPTIONS, type AdsListSettings } from '../../helpers/adsList';
import { RESOURCE } from './values';

const settings: AdsListSettings = {
	show: { resource: [RESOURCE], operation: ['getAll'] },
	url: '/12/accounts',
	maxCount: 1000,
	options: [
		{
			displayName: 'Account IDs',
			name: 'accountIds',
			type: 'string',
			default: '',
			placeholder: '18ce54d4x5t,18ce54bgxky',
			description: 'Comma-separated account IDs to return only these accounts',
			routing: { send: { type: 'query', property: 'account_ids' } },
		},
		{
			displayName: 'Name Starts With',
			name: 'q',
			type: 'string',
			default: '',
			description: 'Only accounts whose name starts with this text (case-insensitive)',
			routing: { send: { type: 'query', property: 'q' } },
		},
	],
	preSend: [
		validateParameters({
			parameter: `${LIST_OPTIONS}.accountIds`,
			field: 'Account IDs',
			rules: [rules.matches(/^\s*[0-9a-zA-Z]+(\s*,\s*[0-9a-zA-Z]+)*\s*$/, 'a comma-separated list of account IDs')],
		}),
	],
};

/** GET /12/accounts: the ads accounts the credential can reach, one item per account. */
export const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many accounts',
	description: 'List the ads accounts the credential can access',
	routing: adsListRouting(settings),
};

export const getManyFields: INodeProperties[] = adsListFields(settings);
