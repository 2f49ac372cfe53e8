import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { CAMPAIGN_FIELD, campaignSegment } from '../../../shared/ads/campaignLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { withDeletedOption } from '../../../shared/ads/withDeleted';
import type { Operation } from '../../../shared/descriptions/resource';

/** GET /12/accounts/:account_id/campaigns/:campaign_id */
export const getOperation: Operation = {
	name: 'Get',
	value: 'get',
	action: 'Get a campaign',
	description: 'Retrieve one campaign with its budgets and status',
	routing: adsRouting(
		{ method: 'GET', url: accountPath(campaignSegment()) },
		{ preSend: [requireIds(ACCOUNT_FIELD, CAMPAIGN_FIELD)] },
	),
	fields: [withDeletedOption(), envelopeProperty()],
};
