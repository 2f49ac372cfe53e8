import {
	accountListOperation,
	NAME_STARTS_WITH_OPTION,
	WITH_DRAFT_OPTION,
} from '../../../shared/ads/adsList';
import {
	campaignIdsFilter,
	fundingInstrumentIdsFilter,
	lineItemIdsFilter,
} from '../../../shared/ads/commaList';

// The list's own errors name what the ids are ids of.
const FILTERS = [
	campaignIdsFilter('campaign IDs of letters and digits'),
	fundingInstrumentIdsFilter('funding instrument IDs of letters and digits'),
	lineItemIdsFilter('line item IDs of letters and digits'),
];

/** GET /12/accounts/:account_id/line_items, one item per line item. */
export const getManyOperation = accountListOperation({
	resource: 'lineItem',
	collection: '/line_items',
	action: 'Get many line items',
	description:
		'List the line items of an account, filtered by campaign, funding instrument, ID or name',
	options: [...FILTERS.map((filter) => filter.option), NAME_STARTS_WITH_OPTION, WITH_DRAFT_OPTION],
	checks: FILTERS.map((filter) => filter.check),
});
