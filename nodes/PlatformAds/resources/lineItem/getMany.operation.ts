import { validateParameters } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { requireIds } from '../../../shared/ads/adsRouting';
import {
	adsListFields,
	adsListRouting,
	NAME_STARTS_WITH_OPTION,
	WITH_DRAFT_OPTION,
	type AdsListSettings,
} from '../../../shared/ads/adsList';
import {
	campaignIdsFilter,
	fundingInstrumentIdsFilter,
	lineItemIdsFilter,
} from '../../../shared/ads/commaList';
import type { Operation } from '../../../shared/descriptions/resource';

// The list's own errors name what the ids are ids of.
const FILTERS = [
	campaignIdsFilter('campaign IDs of letters and digits'),
	fundingInstrumentIdsFilter('funding instrument IDs of letters and digits'),
	lineItemIdsFilter('line item IDs of letters and digits'),
];

const settings: AdsListSettings = {
	show: { resource: ['lineItem'], operation: ['getAll'] },
	url: accountPath('/line_items'),
	maxCount: 1000,
	options: [...FILTERS.map((filter) => filter.option), NAME_STARTS_WITH_OPTION, WITH_DRAFT_OPTION],
	preSend: [
		requireIds(ACCOUNT_FIELD),
		validateParameters(...FILTERS.map((filter) => filter.check)),
	],
};

/** GET /12/accounts/:account_id/line_items, one item per line item. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many line items',
	description:
		'List the line items of an account, filtered by campaign, funding instrument, ID or name',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
