import type { INodeProperties } from 'n8n-workflow';

import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { CAMPAIGN_FIELD, campaignLocator } from '../../../shared/ads/campaignLocator';
import { enumField } from '../../../shared/ads/enums';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { additionalFieldsCollection } from '../../shared/fieldCollections';
import { amountUnitProperty, moneyOptions } from '../../shared/moneyFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { CREATE_PARAMETERS, createParams } from './createParams';
import { MONEY_FIELDS, OBJECTIVES, PLACEMENTS, PRODUCT_TYPES } from './lineItemEnums';
import { bidStrategyField, lineItemOptions } from './updateFields';
import { createStatusField } from '../../shared/createStatus';
import {
	findBeforeCreateField,
	existingRecord,
	listedRecords,
	type ExistingRecordSearch,
} from '../../shared/findBeforeCreate';

/** The campaign's line item this create would make again: same name (drafts included). */
const sameLineItem: ExistingRecordSearch = async (context, collectionPath, sent) => {
	const name = String(sent.name ?? '');
	const campaign = String(sent.campaign_id ?? '');
	if (!name || !campaign) return undefined;
	const [found] = await listedRecords(
		context,
		collectionPath,
		{ campaign_ids: campaign, q: name, with_draft: true },
		(record) => record.name === name && String(record.campaign_id) === campaign,
	);
	return found;
};

/** Checked, then every value as a query parameter, amounts in micros, times in UTC. */
const createQuery: PreSend = async function (options) {
	options.qs = { ...options.qs, ...(await createParams(this, this.getItemIndex())) };
	return options;
};

/** The fields of a line item create (Create and Create Many). */
export const createFields: INodeProperties[] = [
	campaignLocator(),
	{
		displayName: 'Name',
		name: CREATE_PARAMETERS.name,
		type: 'string',
		default: '',
		placeholder: 'Spring sale, desktop',
		description: 'The name of the line item (1 to 255 characters), as reports and pickers show it',
	},
	enumField(
		{
			displayName: 'Objective',
			name: CREATE_PARAMETERS.objective,
			required: true,
			default: 'WEBSITE_CLICKS',
			description:
				'What the line item is optimized for; every line item of a campaign has the same',
		},
		OBJECTIVES,
	),
	enumField(
		{
			displayName: 'Product Type',
			name: CREATE_PARAMETERS.productType,
			required: true,
			default: 'PROMOTED_POSTS',
			description: 'What is promoted; every line item of a campaign has the same',
		},
		PRODUCT_TYPES,
	),
	enumField(
		{
			displayName: 'Placements',
			name: CREATE_PARAMETERS.placements,
			required: true,
			default: ['ALL_ON_PLATFORM'],
			description:
				'Where the ads run (Line Item > Get Placements lists the valid combinations). PUBLISHER_NETWORK needs Advertiser Domain and Categories; REACH needs the timeline.',
		},
		PLACEMENTS,
		true,
	),
	// The money in view, as on a campaign: how it bids and what it may spend.
	bidStrategyField(),
	...MONEY_FIELDS.flatMap((field) => moneyOptions(field)),
	{
		displayName: 'Start Time',
		name: CREATE_PARAMETERS.startTime,
		type: 'dateTime',
		default: '',
		description:
			'When serving starts; a time without zone is in the workflow time zone. Empty: now (the time the node runs).',
		hint: 'Empty: starts now',
	},
	createStatusField('line item'),
	additionalFieldsCollection(lineItemOptions('create')),
	amountUnitProperty(),
];

/** POST /12/accounts/:account_id/line_items */
export const createOperation: Operation = {
	name: 'Create',
	value: 'create',
	action: 'Create a line item',
	description:
		'Create a line item (ad group) in a campaign, with its objective, placements and bid',
	routing: adsRouting(
		{ method: 'POST', url: accountPath('/line_items') },
		{
			preSend: [requireIds(ACCOUNT_FIELD, CAMPAIGN_FIELD), createQuery],
			findBeforeCreate: existingRecord(sameLineItem),
		},
	),
	fields: [
		...createFields,
		findBeforeCreateField('a line item of the same name in the same campaign'),
		envelopeProperty(),
	],
};
