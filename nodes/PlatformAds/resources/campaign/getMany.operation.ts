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
import { campaignIdsFilter, fundingInstrumentIdsFilter } from '../../../shared/ads/commaList';
import type { Operation } from '../../../shared/descriptions/resource';

const campaignIds = campaignIdsFilter();
const instrumentIds = fundingInstrumentIdsFilter();

const settings: AdsListSettings = {
	show: { resource: ['campaign'], operation: ['getAll'] },
	url: accountPath('/campaigns'),
	maxCount: 1000,
	options: [campaignIds.option, instrumentIds.option, NAME_STARTS_WITH_OPTION, WITH_DRAFT_OPTION],
	preSend: [requireIds(ACCOUNT_FIELD), validateParameters(campaignIds.check, instrumentIds.check)],
};

/** GET /12/accounts/:account_id/campaigns, one item per campaign. */
export const getManyOperation: Operation = {
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many campaigns',
	description: 'List the campaigns of an account, filtered by ID, funding instrument or name',
	routing: adsListRouting(settings),
	fields: adsListFields(settings),
};
