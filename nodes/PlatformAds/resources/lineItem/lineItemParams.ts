import type { IDataObject, INode } from 'n8n-workflow';

import { compareMicros, type AmountUnit } from '../../../shared/ads/money';
import { DIGITS_ONLY } from '../../../shared/patterns';
import { checkValue, invalidField, listOf, locatorValue, rules } from '../../../shared/validation';
import { enumCheck } from '../../../shared/ads/enums';
import { amountLabel, amountsInMicros } from '../../shared/moneyFields';
import { NOT_A_TIME, toRfc3339 } from '../../../shared/times';
import { checkTimeOrder } from '../../../shared/fields/timeWindow';
import {
	AUDIENCE_EXPANSIONS,
	BID_STRATEGIES,
	CREATE_GOALS,
	DURATIONS_IN_DAYS,
	ENTITY_STATUSES,
	GOALS,
	MONEY_FIELDS,
	PAY_BY,
	STRATEGIES_NEEDING_BID,
} from './lineItemEnums';
import { goalPayByProblem } from './goalRules';
import { CREATE_STATUSES } from '../../shared/createStatus';

export type LineItemMode = 'create' | 'update';

/** Field checks of single values: the enums (an expression bypasses the dropdown) and formats. */
const fieldChecks = (mode: LineItemMode) => [
	enumCheck('audience_expansion', 'Audience Expansion', AUDIENCE_EXPANSIONS),
	enumCheck('bid_strategy', 'Bid Strategy', BID_STRATEGIES),
	enumCheck('duration_in_days', 'Duration In Days', DURATIONS_IN_DAYS),
	mode === 'create'
		? enumCheck('entity_status', 'Status', CREATE_STATUSES)
		: enumCheck('entity_status', 'Status', ENTITY_STATUSES),
	enumCheck('goal', 'Goal', mode === 'create' ? CREATE_GOALS : GOALS),
	enumCheck('pay_by', 'Pay By', PAY_BY),
	{ parameter: 'name', field: 'Name', rules: [rules.chars(1, 255)] },
	{
		parameter: 'frequency_cap',
		field: 'Frequency Cap',
		rules: [rules.intBetween(1, 2_147_483_647)],
	},
	{ parameter: 'advertiser_user_id', field: 'Advertiser User ID', rules: [rules.id] },
	{ parameter: 'primary_web_event_tag', field: 'Primary Web Event Tag', rules: [rules.adsId] },
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
		rules: [rules.matches(DIGITS_ONLY, 'the numeric part of the store identifier')],
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

/** Values converted by this module rather than sent as typed. */
const CONVERTED = new Set([
	...MONEY_FIELDS.map((field) => field.name),
	'start_time',
	'end_time',
	'categories',
]);

export interface LineItemInput {
	node: INode;
	itemIndex: number;
	mode: LineItemMode;
	/** The optional values of the item (Update Fields or Additional Fields), plus the create's required ones. */
	fields: IDataObject;
	unit: AmountUnit;
	timeZone: string;
	/** Whether the line item runs on PUBLISHER_NETWORK (its placements, or the update's switch). */
	publisherNetwork: boolean;
}

/**
 * The rules create and update share (enums, formats, goal/pay_by/bid strategy, bid above zero,
 * required with MAX or TARGET and refused with AUTO, daily at most total, end after start,
 * PUBLISHER_NETWORK's domain and categories), then the parameters as the platform takes them: amounts in micros, times in UTC,
 * lists without spaces. Throws the error naming the item and the field.
 */
export function lineItemParams(input: LineItemInput): IDataObject {
	const { node, itemIndex: item, unit } = input;
	// The web event tag is a picker (a resource locator): its ID is what the platform takes.
	const fields = { ...input.fields };
	if (fields.primary_web_event_tag !== undefined)
		fields.primary_web_event_tag = locatorValue(fields.primary_web_event_tag) as string;
	const fail = (field: string, problem: string) => invalidField(node, item, field, problem);
	for (const check of fieldChecks(input.mode))
		checkValue(node, item, check.field, fields[check.parameter], check.rules);
	const disagreement = goalPayByProblem(fields);
	if (disagreement) throw fail(...disagreement);

	const micros = amountsInMicros(node, item, fields, unit, MONEY_FIELDS);
	const label = (name: string) =>
		amountLabel(MONEY_FIELDS.find((field) => field.name === name)?.label ?? name, unit);
	const bid = micros.bid_amount_local_micro;
	if (bid !== undefined && compareMicros(bid, '0') <= 0)
		throw fail(label('bid_amount_local_micro'), 'must be greater than zero');
	const strategy = fields.bid_strategy as string | undefined;
	if (bid === undefined && strategy && STRATEGIES_NEEDING_BID.includes(strategy))
		throw fail(label('bid_amount_local_micro'), `is required with Bid Strategy ${strategy}`);
	// The platform drops the bid without a word under AUTO: the user meant one of the others.
	if (bid !== undefined && strategy === 'AUTO')
		throw fail(
			label('bid_amount_local_micro'),
			'cannot be set with Bid Strategy AUTO, which bids by itself and ignores it: remove the bid, or choose MAX or TARGET',
		);
	const { daily_budget_amount_local_micro: daily, total_budget_amount_local_micro: total } = micros;
	if (daily !== undefined && total !== undefined && compareMicros(daily, total) > 0) {
		throw fail(
			label('daily_budget_amount_local_micro'),
			`must be at most the total budget (${daily} > ${total} micros)`,
		);
	}
	if (input.publisherNetwork) {
		for (const [name, field] of [
			['advertiser_domain', 'Advertiser Domain'],
			['categories', 'Categories'],
		]) {
			if (!fields[name])
				throw fail(field, 'is required when the placements include PUBLISHER_NETWORK');
		}
	}

	const params: IDataObject = {};
	for (const [name, value] of Object.entries(fields)) {
		if (CONVERTED.has(name) || value === '' || value === undefined || value === null) continue;
		params[name] = typeof value === 'string' ? value.trim() : value;
	}
	for (const [name, field] of [
		['start_time', 'Start Time'],
		['end_time', 'End Time'],
	]) {
		if (!fields[name]) continue;
		const time = toRfc3339(String(fields[name]), input.timeZone);
		if (!time) throw fail(field, `${NOT_A_TIME}, got "${String(fields[name]).slice(0, 40)}"`);
		params[name] = time;
	}
	checkTimeOrder(node, item, ['Start Time', params.start_time], ['End Time', params.end_time]);
	if (fields.categories) params.categories = listOf(fields.categories).join(',');
	return { ...params, ...micros };
}
