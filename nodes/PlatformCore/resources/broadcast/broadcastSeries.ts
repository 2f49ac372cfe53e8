import type { IDataObject, IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import { checkValue, invalidField, rules } from '../../../shared/validation';

/**
 * A broadcast that repeats (`recurrence`: Daily or Weekly, a number of times) and the fields only
 * Create takes (its telecast). Update and Delete of one broadcast of a series may shift the whole
 * series (`roll_forward`).
 */
const FREQUENCIES = [
	{ name: 'Daily', value: 'Daily' },
	{ name: 'Weekly', value: 'Weekly' },
];

/** The platform takes the number of repeats as digits: a whole number from 1. */
const REPEATS = /^[1-9][0-9]{0,18}$/;

export const seriesCreateDetails: INodeProperties[] = [
	{
		displayName: 'Repeat',
		name: 'repeatFrequency',
		type: 'options',
		options: FREQUENCIES,
		default: 'Weekly',
		description:
			'Schedule a series: the broadcast repeats every day or week (needs Repeat Count). Sent as recurrence.frequency.',
	},
	{
		displayName: 'Repeat Count',
		name: 'repeatCount',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 4,
		description: 'How many times the broadcast repeats (needs Repeat). Sent as recurrence.repeats.',
	},
	{
		displayName: 'Telecast ID',
		name: 'telecast_id',
		type: 'string',
		default: '',
		description: 'ID of the telecast the broadcast belongs to. Sent as telecast_id.',
	},
];

export const rollForwardProperty: INodeProperties = {
	displayName: 'Shift the Series',
	name: 'roll_forward',
	type: 'boolean',
	default: false,
	description:
		'Whether a change to the first broadcast of a series moves the rest of the series with it. Sent as roll_forward.',
};

/** The details without the repeat fields, and `recurrence` built from them (both or neither). */
export function seriesOf(
	context: IExecuteSingleFunctions,
	details: IDataObject,
): { details: IDataObject; recurrence?: IDataObject } {
	const { repeatFrequency, repeatCount, ...rest } = details;
	if (repeatFrequency === undefined && repeatCount === undefined) return { details: rest };
	const node = context.getNode();
	const item = context.getItemIndex();
	if (repeatFrequency === undefined)
		throw invalidField(node, item, 'Repeat', 'is required with Repeat Count');
	checkValue(node, item, 'Repeat', repeatFrequency, [
		rules.oneOf(FREQUENCIES.map((one) => one.value)),
	]);
	const count = repeatCount ?? 4;
	checkValue(node, item, 'Repeat Count', String(count), [
		rules.matches(REPEATS, 'a whole number from 1'),
	]);
	return { details: rest, recurrence: { frequency: repeatFrequency, repeats: String(count) } };
}
