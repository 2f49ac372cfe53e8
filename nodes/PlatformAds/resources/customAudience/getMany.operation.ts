import { rules, validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import {
	adsListFields,
	adsListRouting,
	LIST_OPTIONS,
	type AdsListSettings,
} from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption } from '../../../shared/ads/commaList';
import { enumCheck } from '../../../shared/ads/enums';
import { COLLECTION, withTargetableExplained } from './customAudienceRecord';
import type { Operation } from '../../../shared/descriptions/resource';

const SCOPES = ['OWNER', 'SHARED'];

const audienceIds = adsIdsOption({
	name: 'customAudienceIds',
	displayName: 'Custom Audience IDs',
	property: 'custom_audience_ids',
	placeholder: '1nmth,1nmu2',
	description: 'Only these audiences',
});

const settings: AdsListSettings = {
	show: { resource: ['customAudience'], operation: ['getAll'] },
	url: accountPath(COLLECTION),
	maxCount: 1000,
	options: [
		audienceIds.option,
		{
			displayName: 'Name Starts With',
			name: 'q',
			type: 'string',
			default: '',
			placeholder: 'news',
			description:
				'Only audiences whose name starts with this text (any case, 1 to 255 characters)',
			routing: { send: { type: 'query', property: 'q' } },
		},
	],
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(
			{ ...enumCheck('permission_scope', 'Audiences', SCOPES), required: true },
			audienceIds.check,
			{ parameter: `${LIST_OPTIONS}.q`, field: 'Name Starts With', rules: [rules.chars(1, 255)] },
		),
	],
	extensions: { readItems: withTargetableExplained },
};

/** GET /12/accounts/:account_id/custom_audiences */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many custom audiences',
	description: 'List the custom audiences the account owns, or those shared with it',
	routing: adsListRouting(settings),
	fields: [
		{
			displayName: 'Audiences',
			name: 'permission_scope',
			type: 'options',
			options: [
				{ name: 'Owned by This Account', value: 'OWNER' },
				{ name: 'Shared With This Account', value: 'SHARED' },
			],
			default: 'OWNER',
			description:
				'Whether to list the audiences the account owns or those other accounts share with it',
			routing: { send: { type: 'query', property: 'permission_scope' } },
		},
		...adsListFields(settings),
	],
};
