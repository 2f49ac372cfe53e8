import type { IDataObject, INode, INodeProperties } from 'n8n-workflow';

import { AMOUNT_UNIT_LABELS, toMicrosOrProblem, type AmountUnit } from '../../shared/ads/money';
import { invalidField } from '../../shared/validation';

/** An amount field's label: plain in currency units, the usual way; marked when typed in micros. */
export const amountLabel = (label: string, unit: AmountUnit): string =>
	unit === 'currency' ? label : `${label} (${AMOUNT_UNIT_LABELS[unit]})`;

/** The node parameter choosing how amounts are typed. */
export const AMOUNT_UNIT = 'amountUnit';

/** "Amounts In": currency units (12.50) or micros (12500000), for every `_local_micro` field of the operation. */
export const amountUnitProperty = (show: Record<string, string[]> = {}): INodeProperties => ({
	displayName: 'Amounts In',
	name: AMOUNT_UNIT,
	type: 'options',
	options: [
		{
			name: 'Currency Units',
			value: 'currency',
			description: 'Type amounts as money: 12.50 is sent as 12500000 micros, exactly',
		},
		{
			name: 'Micros',
			value: 'micro',
			description: 'Type amounts as the platform stores them: millionths of the currency unit',
		},
	],
	default: 'currency',
	displayOptions: { show },
	description:
		'Advanced: how the amounts (bid, budgets) are typed. Leave Currency Units to type them as money; the platform always receives micros.',
});

// The placeholder gives the example and the label says micros: the hint (under every amount
// field, in the description once per field) says only what is left.
const EXAMPLES: Record<AmountUnit, { placeholder: string; hint: string }> = {
	currency: {
		placeholder: 'e.g. 12.50',
		hint: "In the funding instrument's currency",
	},
	micro: {
		placeholder: 'e.g. 12500000',
		hint: 'Millionths of the unit: 12500000 is 12.50',
	},
};

/**
 * One amount field per unit, shown by "Amounts In", so the field's name and hint say which unit
 * is in use. Both store their value under the spec's parameter name.
 */
export function moneyOptions(field: {
	name: string;
	label: string;
	description: string;
}): INodeProperties[] {
	return (['currency', 'micro'] as const).map((unit) => ({
		displayName: amountLabel(field.label, unit),
		name: field.name,
		type: 'string',
		default: '',
		placeholder: EXAMPLES[unit].placeholder,
		hint: EXAMPLES[unit].hint,
		// No "Sent as <name>": the parameter's name is the platform's field name already.
		description: field.description,
		displayOptions: { show: { [`/${AMOUNT_UNIT}`]: [unit] } },
	}));
}

/** The given amounts of a collection, in micros; an amount that is not one names item and field. */
export function amountsInMicros(
	node: INode,
	itemIndex: number,
	values: IDataObject,
	unit: AmountUnit,
	fields: ReadonlyArray<{ name: string; label: string }>,
): Record<string, string> {
	const micros: Record<string, string> = {};
	for (const { name, label } of fields) {
		const value = values[name];
		if (value === undefined || value === null || value === '') continue;
		const amount = toMicrosOrProblem(value, unit);
		if (amount.problem !== undefined) {
			throw invalidField(node, itemIndex, amountLabel(label, unit), amount.problem);
		}
		micros[name] = amount.micros;
	}
	return micros;
}
