import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { additionalFieldsCollection } from '../../shared/fieldCollections';
import {
	FUNDING_INSTRUMENT_FIELD,
	fundingInstrumentLocator,
} from '../../shared/fundingInstrumentLocator';
import { amountUnitProperty } from '../../shared/moneyFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { createStatusField } from '../../shared/createStatus';
import { budgetFields, campaignOptions, nameField } from './campaignFields';
import { currencyOf, locatorId } from './campaignIds';
import { campaignParams } from './campaignParams';
import { findBeforeCreateField, existingRecord } from '../../shared/findBeforeCreate';
import { recentCampaign, withinMinutesField } from './recentCampaign';

/** Checked, then every value as a query parameter, amounts in micros. */
const createQuery: PreSend = async function (options) {
	const item = this.getItemIndex();
	options.qs = {
		...options.qs,
		funding_instrument_id: locatorId(this, item, FUNDING_INSTRUMENT_FIELD),
		...(await campaignParams(this, item, 'create', currencyOf(this, item, 'create'))),
	};
	return options;
};

/** The fields of a campaign create (Create and Create Many). */
export const createFields = [
	fundingInstrumentLocator(),
	nameField,
	// What every campaign needs, in sight: its budgets, and a status that spends nothing yet.
	...budgetFields(),
	createStatusField('campaign'),
	additionalFieldsCollection(campaignOptions('create')),
	amountUnitProperty(),
];

/** POST /12/accounts/:account_id/campaigns */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a campaign',
	description: 'Create a campaign with its budget, drawing on a funding instrument',
	routing: adsRouting(
		{ method: 'POST', url: accountPath('/campaigns') },
		{
			preSend: [requireIds(ACCOUNT_FIELD, FUNDING_INSTRUMENT_FIELD), createQuery],
			findBeforeCreate: existingRecord(recentCampaign),
		},
	),
	fields: [
		...createFields,
		findBeforeCreateField(
			'a campaign of the same name and funding instrument created in the last minutes',
		),
		withinMinutesField,
		envelopeProperty(),
	],
};
