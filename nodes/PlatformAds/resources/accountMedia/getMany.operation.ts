import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { rules } from '../../../shared/validation';
import { accountPath } from '../../descriptions/accountLocator';
import { ADS_ID_PATTERN } from '../../descriptions/locators';
import { adsListFields, adsListRouting, LIST_OPTIONS, type AdsListSettings } from '../../helpers/adsList';
import { requireIds } from '../../helpers/adsRouting';
import { commaListQuery } from '../../helpers/commaListQuery';
import { enumField } from '../../helpers/enums';
import { account, COLLECTION, CREATIVE_TYPES, show } from './shared';

const settings: AdsListSettings = {
	show: show('getAll'),
	url: accountPath(COLLECTION),
	maxCount: 1000,
	options: [
		{
			displayName: 'Account Media IDs',
			name: 'accountMediaIds',
			type: 'string',
			default: '',
			placeholder: '2pnfd,2pnfe',
			description: 'Comma-separated IDs (at most 200) to return only these assets',
		},
		enumField(
			{ displayName: 'Creative Types', name: 'creativeTypes', description: 'Only assets of these creative types' },
			CREATIVE_TYPES,
			true,
		),
	],
	preSend: [
		requireIds(account),
		commaListQuery({
			parameter: `${LIST_OPTIONS}.accountMediaIds`,
			field: 'Account Media IDs',
			property: 'account_media_ids',
			max: 200,
			entry: rules.matches(new RegExp(ADS_ID_PATTERN), 'a comma-separated list of account media IDs'),
		}),
		commaListQuery({
			parameter: `${LIST_OPTIONS}.creativeTypes`,
			field: 'Creative Types',
			property: 'creative_types',
			max: CREATIVE_TYPES.length,
			entry: rules.oneOf(CREATIVE_TYPES),
		}),
	],
};

/** GET /12/accounts/:account_id/account_media */
export const getManyOperation: INodePropertyOptions = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many account media assets',
	description: 'List the media assets of the account (banners, interstitials, preroll videos, ...)',
	routing: adsListRouting(settings),
};

export const getManyFields: INodeProperties[] = adsListFields(settings);
