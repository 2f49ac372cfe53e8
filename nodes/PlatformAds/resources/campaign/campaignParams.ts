import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import {
	checkRequired,
	checkValue,
	invalidField,
	rules,
	type FieldCheck,
} from '../../../shared/validation';
import { checkAmountsInCurrency } from '../../shared/currencyRules';
import { enumCheck } from '../../../shared/ads/enums';
import { type AmountUnit, compareMicros } from '../../../shared/ads/money';
import { AMOUNT_UNIT, amountLabel, amountsInMicros } from '../../shared/moneyFields';
import { CREATE_STATUS, CREATE_STATUSES } from '../../shared/createStatus';
import {
	BUDGET_OPTIMIZATIONS,
	MAX_NAME,
	MAX_PURCHASE_ORDER,
	MONEY_FIELDS,
	UPDATE_STATUSES,
} from './campaignFields';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

export type CampaignMode = 'create' | 'update';

/** The collection holding the optional values of each mode. */
export const OPTIONS_OF: Record<CampaignMode, string> = {
	create: 'additionalFields',
	update: 'updateFields',
};

/** A node parameter of one item, whichever context reads it (routing or custom code). */
export type ItemParameter = (name: string, fallback: unknown, locator?: boolean) => unknown;

type Context = CodeOperationContext | IExecuteSingleFunctions;

/** A reader of one item's parameters, for a routed operation (its item) or custom code. */
export function itemParameter(context: Context, itemIndex: number): ItemParameter {
	const options = (locator?: boolean) => (locator ? { extractValue: true } : undefined);
	return 'getItemIndex' in context
		? (name, fallback, locator) => context.getNodeParameter(name, fallback, options(locator))
		: (name, fallback, locator) =>
				context.getNodeParameter(name, itemIndex, fallback, options(locator));
}

const checksOf = (mode: CampaignMode): FieldCheck[] => [
	mode === 'create'
		? enumCheck('entity_status', 'Status', CREATE_STATUSES)
		: enumCheck('entity_status', 'Status', UPDATE_STATUSES),
	enumCheck('budget_optimization', 'Budget Optimization', BUDGET_OPTIMIZATIONS),
	{ parameter: 'name', field: 'Name', rules: [rules.chars(1, MAX_NAME)] },
	{
		parameter: 'purchase_order_number',
		field: 'Purchase Order Number',
		rules: [rules.chars(1, MAX_PURCHASE_ORDER)],
	},
];

/** A create's own fields outside Additional Fields: Status and the budgets. */
function createValues(get: ItemParameter): IDataObject {
	const values: IDataObject = {};
	for (const [name, fallback] of [
		[CREATE_STATUS, 'PAUSED'],
		...MONEY_FIELDS.map(({ name }) => [name, '']),
	])
		values[name] = get(name, fallback) as IDataObject[string];
	return values;
}

/**
 * One item's campaign parameters, checked (enums, lengths, daily at most total, amounts in the
 * currency's decimals and denomination) and written as the platform takes them: amounts in
 * micros. `currency` gives the currency of the funding instrument (create) or campaign (update),
 * asked for only when the item sets an amount.
 */
export async function campaignParams(
	context: Context,
	itemIndex: number,
	mode: CampaignMode,
	currency: () => Promise<string>,
): Promise<IDataObject> {
	const node = context.getNode();
	const get = itemParameter(context, itemIndex);
	const options = (get(OPTIONS_OF[mode], {}) as IDataObject) ?? {};
	const values = mode === 'create' ? { ...options, ...createValues(get) } : { ...options };
	if (mode === 'create') {
		values.name = get('name', '') as string;
		checkRequired(node, itemIndex, 'Name', values.name);
	}
	for (const check of checksOf(mode))
		checkValue(node, itemIndex, check.field, values[check.parameter], check.rules);
	const unit = get(AMOUNT_UNIT, 'currency') as AmountUnit;
	const micros = amountsInMicros(node, itemIndex, values, unit, MONEY_FIELDS);
	const { daily_budget_amount_local_micro: daily, total_budget_amount_local_micro: total } = micros;
	const labels = MONEY_FIELDS.map(({ name, label }) => ({ name, label: amountLabel(label, unit) }));
	if (daily !== undefined && total !== undefined && compareMicros(daily, total) > 0)
		throw invalidField(node, itemIndex, labels[0].label, 'must be at most the total budget');
	if (Object.keys(micros).length > 0)
		await checkAmountsInCurrency(context, itemIndex, micros, await currency(), labels, []);
	const params: IDataObject = {};
	for (const [name, value] of Object.entries(values)) {
		if (value === '' || value === undefined || value === null) continue;
		params[name] = typeof value === 'string' ? value.trim() : value;
	}
	return { ...params, ...micros };
}
