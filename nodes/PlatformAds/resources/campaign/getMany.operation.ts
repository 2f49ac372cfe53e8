import {
	accountListOperation,
	NAME_STARTS_WITH_OPTION,
	WITH_DRAFT_OPTION,
} from '../../../shared/ads/adsList';
import { campaignIdsFilter, fundingInstrumentIdsFilter } from '../../../shared/ads/commaList';

const campaignIds = campaignIdsFilter();
const instrumentIds = fundingInstrumentIdsFilter();

/** GET /12/accounts/:account_id/campaigns, one item per campaign. */
export const getManyOperation = accountListOperation({
	resource: 'campaign',
	collection: '/campaigns',
	action: 'Get many campaigns',
	description: 'List the campaigns of an account, filtered by ID, funding instrument or name',
	options: [campaignIds.option, instrumentIds.option, NAME_STARTS_WITH_OPTION, WITH_DRAFT_OPTION],
	checks: [campaignIds.check, instrumentIds.check],
});
