import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { rules, type FieldCheck } from '../validation';
import { byName } from '../descriptions/optionOrder';

/** `BUSINESS_TO_BUSINESS` as a person reads it: `Business To Business`. */
const label = (value: string): string =>
	value
		.toLowerCase()
		.split('_')
		.map((word) => word.charAt(0).toUpperCase() + word.slice(1))
		.join(' ');

/** Dropdown options for the spec's values, sorted by label as n8n lists them. */
export const enumOptions = (values: readonly string[]): INodePropertyOptions[] =>
	values.map((value) => ({ name: label(value), value })).sort(byName);

/**
 * The check of a dropdown: a value set by an expression bypasses the dropdown, so it is
 * checked against the same values before sending.
 */
export const enumCheck = (
	parameter: string,
	field: string,
	values: readonly string[],
): FieldCheck => ({
	parameter,
	field,
	rules: [rules.oneOf(values.map(String))],
});

/** A dropdown (or multi-select) of the spec's values. */
export function enumField(
	field: Omit<INodeProperties, 'type' | 'options' | 'default'> & {
		default?: INodeProperties['default'];
	},
	values: readonly string[],
	multiple = false,
): INodeProperties {
	return {
		default: multiple ? [] : '',
		...field,
		type: multiple ? 'multiOptions' : 'options',
		options: enumOptions(values),
	} as INodeProperties;
}
