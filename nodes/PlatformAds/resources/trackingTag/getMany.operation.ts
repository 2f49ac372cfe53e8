import { accountListOperation } from '../../../shared/ads/adsList';
import { adsIdsOption, lineItemIdsFilter } from '../../../shared/ads/commaList';
import { TRACKING_TAGS } from './trackingTagLocator';

const lineItemIds = lineItemIdsFilter();
const tagIds = adsIdsOption({
	name: 'trackingTagIds',
	displayName: 'Tracking Tag IDs',
	property: 'tracking_tag_ids',
	placeholder: '8v7jo,8v7jp',
	description: 'Only these tracking tags',
});

/** GET /12/accounts/:account_id/tracking_tags */
export const getManyOperation = accountListOperation({
	resource: 'trackingTag',
	collection: TRACKING_TAGS,
	action: 'Get many tracking tags',
	description: 'List the tracking tags of the account, of some line items or by ID',
	options: [lineItemIds.option, tagIds.option],
	checks: [lineItemIds.check, tagIds.check],
});
