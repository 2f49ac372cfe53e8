import { validateParameters } from '../../../shared/validation';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { commaListOption } from '../../../shared/ads/commaList';
import type { Operation } from '../../../shared/descriptions/resource';
import { ADS_ID } from '../../../shared/patterns';

const accountIds = commaListOption({
	name: 'accountIds',
	displayName: 'Account IDs',
	property: 'account_ids',
	entry: { pattern: ADS_ID, what: 'account IDs of letters and digits' },
	placeholder: '18ce54d4x5t,18ce54bgxky',
	description: 'Only these accounts, by ID',
});

const settings: AdsListSettings = {
	show: { resource: ['account'], operation: ['getAll'] },
	url: '/12/accounts',
	maxCount: 1000,
	options: [
		accountIds.option,
		{
			displayName: 'Name Starts With',
			name: 'q',
			type: 'string',
			default: '',
			description: 'Only accounts whose name starts with this text (case-insensitive)',
			routing: { send: { type: 'query', property: 'q' } },
		},
	],
	preSend: [validateParameters(accountIds.check)],
};

/** GET /12/accounts: the ads accounts the credential can reach, one item per account. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many accounts',
	description: 'List the ads accounts the credential can access',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
