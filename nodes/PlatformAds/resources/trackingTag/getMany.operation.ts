import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsListFields, adsListRouting, type AdsListSettings } from '../../../shared/ads/adsList';
import { requireIds } from '../../../shared/ads/adsRouting';
import { adsIdsOption, lineItemIdsFilter } from '../../../shared/ads/commaList';
import { TRACKING_TAGS } from './trackingTagLocator';
import { validateParameters } from '../../../shared/validation';
import type { Operation } from '../../../shared/descriptions/resource';

const lineItemIds = lineItemIdsFilter();
const tagIds = adsIdsOption({
	name: 'trackingTagIds',
	displayName: 'Tracking Tag IDs',
	property: 'tracking_tag_ids',
	placeholder: '8v7jo,8v7jp',
	description: 'Only these tracking tags',
});

const listSettings: AdsListSettings = {
	show: { resource: ['trackingTag'], operation: ['getAll'] },
	url: accountPath(TRACKING_TAGS),
	maxCount: 1000,
	options: [lineItemIds.option, tagIds.option],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(lineItemIds.check, tagIds.check)],
};

/** GET /12/accounts/:account_id/tracking_tags */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many tracking tags',
	description: 'List the tracking tags of the account, of some line items or by ID',
	routing: adsListRouting(listSettings),
	fields: adsListFields(listSettings),
};
