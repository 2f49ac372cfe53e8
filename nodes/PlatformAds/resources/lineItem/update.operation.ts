import type { IDataObject, IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import { nodeParameter } from '../../../shared/nodeContext';
import { someFieldToChange } from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { LINE_ITEM_PARAMETER, lineItemSegment } from '../../../shared/ads/lineItemLocator';
import { adsRouting, requireIds, type PreSend } from '../../../shared/ads/adsRouting';
import { amountUnitProperty } from '../../shared/moneyFields';
import { UPDATE_FIELDS, updateFieldsCollection } from '../../shared/fieldCollections';
import { lineItemOptions, PUBLISHER_NETWORK } from './updateFields';
import { collectionParams } from './createParams';
import type { Operation } from '../../../shared/descriptions/resource';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/**
 * Every rule of the PUT line_items table that can be checked without the line item itself, then
 * every value as a query parameter (amounts in micros, times in UTC, lists without spaces).
 */
const lineItemQuery: PreSend = async function (options) {
	options.qs = { ...options.qs, ...updateParams(this, this.getItemIndex()) };
	return options;
};

/** One item's PUT line_items parameters, checked (Update and Update Many). */
export const updateParams = (
	context: CodeOperationContext | IExecuteSingleFunctions,
	item: number,
) =>
	collectionParams(
		context,
		item,
		'update',
		nodeParameter(context, UPDATE_FIELDS, {}, item) as IDataObject,
		nodeParameter(context, PUBLISHER_NETWORK, false, item) === true,
	);

/** Checked, then written into the request, before anything is sent. */
const updateChecks = [
	requireIds(ACCOUNT_FIELD, { parameter: LINE_ITEM_PARAMETER, field: 'Line Item' }),
	someFieldToChange(),
	lineItemQuery,
];

/** The fields of a line item update (Update and Update Many). */
export const updateFields = (): INodeProperties[] => [
	{
		displayName: 'Placement Includes Publisher Network',
		name: PUBLISHER_NETWORK,
		type: 'boolean',
		default: false,
		description:
			'Whether the line item also runs on the publisher network (apps and sites beyond the platform). Turn it on for such a line item: the update then needs Advertiser Domain and Categories, as the platform requires them there. The switch only decides what is checked; it does not change where the line item runs.',
	},
	updateFieldsCollection(lineItemOptions('update')),
	// After the amounts: typing them in micros is for people who have them that way.
	amountUnitProperty(),
];

/** PUT /12/accounts/:account_id/line_items/:line_item_id, every parameter as a query parameter. */
export const updateOperation: Operation = {
	name: 'Update',
	value: 'update',
	action: 'Update a line item',
	description: 'Change the bid, budgets, schedule, status or delivery settings of a line item',
	routing: adsRouting(
		{ method: 'PUT', url: accountPath(lineItemSegment()) },
		{ preSend: updateChecks },
	),
	fields: [...updateFields(), envelopeProperty()],
};
