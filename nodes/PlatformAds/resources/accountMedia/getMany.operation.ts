import { JOINED_LIST, rules, validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption, listCheck } from '../../../shared/ads/commaList';
import { enumField } from '../../../shared/ads/enums';
import { COLLECTION, CREATIVE_TYPES } from './accountMediaRecord';
import type { Operation } from '../../../shared/descriptions/resource';

const mediaIds = adsIdsOption({
	name: 'accountMediaIds',
	displayName: 'Account Media IDs',
	property: 'account_media_ids',
	what: 'account media IDs of letters and digits',
	placeholder: '2pnfd,2pnfe',
	description: 'Only these assets, by ID',
});

const settings: AdsListSettings = {
	show: { resource: ['accountMedia'], operation: ['getAll'] },
	url: accountPath(COLLECTION),
	maxCount: 1000,
	options: [
		mediaIds.option,
		enumField(
			{
				displayName: 'Creative Types',
				name: 'creativeTypes',
				description: 'Only assets of these creative types',
				routing: { send: { type: 'query', property: 'creative_types', value: JOINED_LIST } },
			},
			CREATIVE_TYPES,
			true,
		),
	],
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(
			mediaIds.check,
			listCheck(
				'creativeTypes',
				'Creative Types',
				CREATIVE_TYPES.length,
				rules.oneOf(CREATIVE_TYPES),
			),
		),
	],
};

/** GET /12/accounts/:account_id/account_media */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many account media assets',
	description: 'List the media assets of the account (banners, interstitials, preroll videos, ...)',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
