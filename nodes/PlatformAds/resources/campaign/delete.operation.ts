import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds } from '../../../shared/ads/adsRouting';
import { CAMPAIGN_FIELD, campaignSegment } from '../../../shared/ads/campaignLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { explainStatus } from '../../shared/explainStatus';
import type { Operation } from '../../../shared/descriptions/resource';

/** DELETE /12/accounts/:account_id/campaigns/:campaign_id: irreversible; again answers 404. */
export const deleteOperation: Operation = {
	name: 'Delete',
	value: 'delete',
	action: 'Delete a campaign',
	description: 'Delete a campaign (cannot be undone)',
	routing: adsRouting(
		{ method: 'DELETE', url: accountPath(campaignSegment()) },
		{
			preSend: [requireIds(ACCOUNT_FIELD, CAMPAIGN_FIELD)],
			explainErrors: [
				explainStatus(
					404,
					'The campaign was not found: it is already deleted (a second delete answers 404) or the ID is wrong',
				),
			],
		},
	),
	fields: [envelopeProperty()],
};
