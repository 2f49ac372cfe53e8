import { someFieldToChange } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { CAMPAIGN_FIELD, campaignSegment } from '../../../shared/ads/campaignLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { updateFieldsCollection } from '../../shared/fieldCollections';
import { amountUnitProperty } from '../../shared/moneyFields';
import { optional } from '../../../shared/descriptions/properties';
import type { Operation } from '../../../shared/descriptions/resource';
import { campaignOptions, nameField } from './campaignFields';
import { currencyOf } from './campaignIds';
import { campaignParams } from './campaignParams';

const updateQuery: PreSend = async function (options) {
	const item = this.getItemIndex();
	options.qs = {
		...options.qs,
		...(await campaignParams(this, item, 'update', currencyOf(this, item, 'update'))),
	};
	return options;
};

/** The fields of a campaign update (Update and Update Many). */
export const updateFields = [
	updateFieldsCollection(campaignOptions('update', [optional(nameField)])),
	amountUnitProperty(),
];

/** PUT /12/accounts/:account_id/campaigns/:campaign_id, every value a query parameter. */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a campaign',
	description: 'Change the name, budgets or status of a campaign (pause or resume it)',
	routing: adsRouting(
		{ method: 'PUT', url: accountPath(campaignSegment()) },
		{ preSend: [requireIds(ACCOUNT_FIELD, CAMPAIGN_FIELD), someFieldToChange(), updateQuery] },
	),
	fields: [...updateFields, envelopeProperty()],
};
