import { type IDataObject } from 'n8n-workflow';

import { compareMicros, type AmountUnit } from '../../shared/money';
import {
	checkValue,
	invalidField,
	listOf,
	rules,
	someFieldToChange,
} from '../../../shared/validation';
import { ACCOUNT_FIELD, accountPath } from '../../shared/accountLocator';
import { envelopeProperty } from '../../shared/envelope';
import { LINE_ITEM_PARAMETER, lineItemSegment } from '../../shared/lineItemLocator';
import { adsRouting, requireIds, type PreSend } from '../../shared/adsRouting';
import { enumCheck } from '../../shared/enums';
import {
	AMOUNT_UNIT,
	amountLabel,
	amountsInMicros,
	amountUnitProperty,
} from '../../shared/moneyFields';
import { NOT_A_TIME, toRfc3339 } from '../../../shared/times';
import { UPDATE_FIELDS, updateFieldsCollection } from '../../shared/fieldCollections';
import { lineItemUpdateOptions, PUBLISHER_NETWORK } from './updateFields';
import {
	AUDIENCE_EXPANSIONS,
	BID_STRATEGIES,
	DURATIONS_IN_DAYS,
	ENTITY_STATUSES,
	GOALS,
	MONEY_FIELDS,
	PAY_BY,
	STRATEGIES_NEEDING_BID,
} from './lineItemEnums';
import { goalPayByProblem } from './goalRules';
import type { Operation } from '../../../shared/descriptions/resource';

/** Field checks of single values: the enums (an expression bypasses the dropdown) and formats. */
const FIELD_CHECKS = [
	enumCheck('audience_expansion', 'Audience Expansion', AUDIENCE_EXPANSIONS),
	enumCheck('bid_strategy', 'Bid Strategy', BID_STRATEGIES),
	enumCheck('duration_in_days', 'Duration In Days', DURATIONS_IN_DAYS),
	enumCheck('entity_status', 'Entity Status', ENTITY_STATUSES),
	enumCheck('goal', 'Goal', GOALS),
	enumCheck('pay_by', 'Pay By', PAY_BY),
	{
		parameter: 'frequency_cap',
		field: 'Frequency Cap',
		rules: [rules.intBetween(1, 2_147_483_647)],
	},
	{ parameter: 'advertiser_user_id', field: 'Advertiser User ID', rules: [rules.id] },
	{
		parameter: 'advertiser_domain',
		field: 'Advertiser Domain',
		rules: [
			rules.matches(
				/^(?!.*:\/\/)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
				'a website domain without protocol, such as example.com',
			),
		],
	},
	{
		parameter: 'ios_app_store_identifier',
		field: 'iOS App Store Identifier',
		rules: [rules.matches(/^\d+$/, 'the numeric part of the store identifier')],
	},
	{
		parameter: 'categories',
		field: 'Categories',
		rules: [
			rules.matches(
				/^\s*IAB\d+(-\d+)?(\s*,\s*IAB\d+(-\d+)?)*\s*$/i,
				'comma-separated IAB category codes such as IAB3-1',
			),
		],
	},
];

/**
 * Every rule of the PUT line_items table that can be checked without the line item itself, then
 * the query: amounts in micros, times in UTC, lists without spaces.
 */
const lineItemQuery: PreSend = async function (options) {
	const node = this.getNode();
	const item = this.getItemIndex();
	const fields = this.getNodeParameter(UPDATE_FIELDS, {}) as IDataObject;
	const fail = (field: string, problem: string) => invalidField(node, item, field, problem);
	for (const check of FIELD_CHECKS)
		checkValue(node, item, check.field, fields[check.parameter], check.rules);
	const disagreement = goalPayByProblem(fields);
	if (disagreement) throw fail(...disagreement);

	const unit = this.getNodeParameter(AMOUNT_UNIT, 'currency') as AmountUnit;
	const micros = amountsInMicros(node, item, fields, unit, MONEY_FIELDS);
	const label = (name: string) =>
		amountLabel(MONEY_FIELDS.find((field) => field.name === name)?.label ?? name, unit);
	const bid = micros.bid_amount_local_micro;
	if (bid !== undefined && compareMicros(bid, '0') <= 0)
		throw fail(label('bid_amount_local_micro'), 'must be greater than zero');
	const strategy = fields.bid_strategy as string | undefined;
	if (bid === undefined && strategy && STRATEGIES_NEEDING_BID.includes(strategy)) {
		throw fail(label('bid_amount_local_micro'), `is required with Bid Strategy ${strategy}`);
	}
	const { daily_budget_amount_local_micro: daily, total_budget_amount_local_micro: total } = micros;
	if (daily !== undefined && total !== undefined && compareMicros(daily, total) > 0) {
		throw fail(
			label('daily_budget_amount_local_micro'),
			`must be at most the total budget (${daily} > ${total} micros)`,
		);
	}
	if (this.getNodeParameter(PUBLISHER_NETWORK, false) === true) {
		for (const [name, field] of [
			['advertiser_domain', 'Advertiser Domain'],
			['categories', 'Categories'],
		]) {
			if (!fields[name])
				throw fail(field, 'is required when the placements include PUBLISHER_NETWORK');
		}
	}

	const query: IDataObject = { ...micros };
	for (const [name, field] of [
		['start_time', 'Start Time'],
		['end_time', 'End Time'],
	]) {
		if (!fields[name]) continue;
		const time = toRfc3339(String(fields[name]), this.getTimezone());
		if (!time) throw fail(field, `${NOT_A_TIME}, got "${String(fields[name]).slice(0, 40)}"`);
		query[name] = time;
	}
	if (fields.categories) query.categories = listOf(fields.categories).join(',');
	options.qs = { ...options.qs, ...query };
	return options;
};

/** Checked, then written into the request, before anything is sent. */
const updateChecks = [
	requireIds(ACCOUNT_FIELD, { parameter: LINE_ITEM_PARAMETER, field: 'Line Item' }),
	someFieldToChange(),
	lineItemQuery,
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
	fields: [
		{
			displayName: 'Placement Includes Publisher Network',
			name: PUBLISHER_NETWORK,
			type: 'boolean',
			default: false,
			description:
				'Whether the line item also runs on the publisher network (apps and sites beyond the platform). Turn it on for such a line item: the update then needs Advertiser Domain and Categories, as the platform requires them there. The switch only decides what is checked; it does not change where the line item runs.',
		},
		updateFieldsCollection(lineItemUpdateOptions()),
		// After the amounts: typing them in micros is for people who have them that way.
		amountUnitProperty(),
		envelopeProperty(),
	],
};
