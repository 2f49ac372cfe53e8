import type { IDataObject } from 'n8n-workflow';

import { checkRequired, checkValue, invalidField, rules } from '../../../shared/validation';
import { NOT_A_TIME, toRfc3339 } from '../../../shared/times';
import { checkTimeOrder } from '../../../shared/fields/timeWindow';
import { ACCOUNT_FIELD, accountPath } from '../../../shared/ads/accountLocator';
import {
	adsRouting,
	requireIds,
	SANDBOX_ONLY_NOTE,
	type PreSend,
} from '../../../shared/ads/adsRouting';
import { amountProblem } from '../../shared/currencyRules';
import { enumCheck, enumField } from '../../../shared/ads/enums';
import { envelopeProperty } from '../../../shared/ads/envelope';
import { additionalFieldsCollection } from '../../shared/fieldCollections';
import { type AmountUnit } from '../../../shared/ads/money';
import {
	AMOUNT_UNIT,
	amountLabel,
	amountsInMicros,
	amountUnitProperty,
	moneyOptions,
} from '../../shared/moneyFields';
import type { Operation } from '../../../shared/descriptions/resource';
import { requiredDateTime, requiredText } from '../../../shared/descriptions/properties';

export const FUNDING_INSTRUMENT_TYPES = [
	'AGENCY_CREDIT_LINE',
	'CREDIT_CARD',
	'CREDIT_LINE',
	'INSERTION_ORDER',
	'PARTNER_MANAGED',
] as const;

const MONEY_FIELDS = [
	{
		name: 'credit_limit_local_micro',
		label: 'Credit Limit',
		description: 'The credit limit (meaningful for CREDIT_CARD and CREDIT_LINE)',
	},
	{
		name: 'funded_amount_local_micro',
		label: 'Funded Amount',
		description: 'The allocated budget (meaningful for INSERTION_ORDER)',
	},
] as const;

const TIMES = [
	['start_time', 'Start Time'],
	['end_time', 'End Time'],
] as const;

/** Checks every value, then writes the query: times in UTC, amounts in exact micros. */
const createQuery: PreSend = async function (options) {
	const node = this.getNode();
	const item = this.getItemIndex();
	const fail = (field: string, problem: string) => invalidField(node, item, field, problem);
	const currency = String(this.getNodeParameter('currency', '')).trim().toUpperCase();
	checkRequired(node, item, 'Currency', currency);
	checkValue(node, item, 'Currency', currency, [
		rules.matches(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code such as USD'),
	]);
	const type = this.getNodeParameter('type', '') as string;
	checkRequired(node, item, 'Type', type);
	const typeCheck = enumCheck('type', 'Type', FUNDING_INSTRUMENT_TYPES);
	checkValue(node, item, typeCheck.field, type, typeCheck.rules);
	const fields: IDataObject = {
		start_time: this.getNodeParameter('start_time', ''),
		...(this.getNodeParameter('additionalFields', {}) as IDataObject),
	};
	checkRequired(node, item, 'Start Time', fields.start_time);
	const query: IDataObject = { currency, type };
	for (const [name, field] of TIMES) {
		if (!fields[name]) continue;
		const time = toRfc3339(String(fields[name]), this.getTimezone());
		if (!time) throw fail(field, `${NOT_A_TIME}, got "${String(fields[name]).slice(0, 40)}"`);
		query[name] = time;
	}
	checkTimeOrder(node, item, ['Start Time', query.start_time], ['End Time', query.end_time]);
	const unit = this.getNodeParameter(AMOUNT_UNIT, 'currency') as AmountUnit;
	const micros = amountsInMicros(node, item, fields, unit, MONEY_FIELDS);
	for (const { name, label } of MONEY_FIELDS) {
		const problem = micros[name] && amountProblem(micros[name], currency, undefined);
		if (problem) throw fail(amountLabel(label, unit), problem);
	}
	options.qs = { ...options.qs, ...query, ...micros };
	return options;
};

/** POST {sandbox}/12/accounts/:account_id/funding_instruments: every value a query parameter. */
export const createOperation: Operation = {
	name: 'Create (Sandbox)',
	value: 'create',
	action: 'Create a sandbox funding instrument',
	description: `Create a funding instrument in a sandbox account to test campaigns. ${SANDBOX_ONLY_NOTE}.`,
	routing: adsRouting(
		{ method: 'POST', url: accountPath('/funding_instruments'), sandboxOnly: true },
		{ preSend: [requireIds(ACCOUNT_FIELD), createQuery] },
	),
	fields: [
		requiredText('Currency', 'currency', 'ISO 4217 code of the currency', 'USD'),
		enumField(
			{ displayName: 'Type', name: 'type', required: true, default: 'CREDIT_CARD' },
			FUNDING_INSTRUMENT_TYPES,
		),
		requiredDateTime(
			'Start Time',
			'start_time',
			'When the instrument starts to fund; a time without zone is in the workflow time zone',
		),
		additionalFieldsCollection([
			...MONEY_FIELDS.flatMap((field) => moneyOptions(field)),
			{
				displayName: 'End Time',
				name: 'end_time',
				type: 'dateTime',
				default: '',
				description: 'When the instrument stops funding',
			},
		]),
		amountUnitProperty(),
		envelopeProperty(),
	],
};
