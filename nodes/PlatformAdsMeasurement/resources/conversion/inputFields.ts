import type { IDataObject, INode } from 'n8n-workflow';

import { RoutedOperationError } from '../../../shared/routing/operationError';
import { invalidField, itemLabel } from '../../../shared/validation';

/** A field name as Map Automatically compares it: lower case, without spaces, "_" or "-". */
export const fieldKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The item fields each value is read from when its panel field is left empty, by preference. */
export const INPUT_FIELDS = {
	value: ['value', 'total', 'revenue', 'amount', 'price'],
	currency: ['currency', 'currencycode', 'pricecurrency'],
	time: ['createdat', 'conversiontime', 'time', 'timestamp'],
	conversionId: ['conversionid', 'orderid', 'ordernumber', 'id'],
} as const;

const isBlank = (value: unknown) =>
	value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The item's field with the first of `names` (compared as fieldKey does) that holds a value; a
 * field of the item that is empty is passed over for the next name.
 */
export function fieldByName(
	json: IDataObject,
	names: readonly string[],
): { field: string; value: unknown } | undefined {
	const byKey = new Map<string, string>();
	for (const key of Object.keys(json)) {
		const normalized = fieldKey(key);
		if (!byKey.has(normalized)) byKey.set(normalized, key);
	}
	for (const name of names) {
		const field = byKey.get(name);
		if (field !== undefined && !isBlank(json[field])) return { field, value: json[field] };
	}
	return undefined;
}

/**
 * Where a value came from: a field of the panel (its label) or, in Map Automatically, fields of
 * the input item (their names there), which the panel does not show; none for the item as a whole.
 */
export type Source = { panel: string } | { input: string[] };

const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

export function describeSource(source: Source): string {
	if ('panel' in source) return source.panel;
	if (source.input.length === 0) return 'Input item';
	return `Input field${source.input.length === 1 ? '' : 's'} ${quoted(source.input)}`;
}

/**
 * The error for a bad value, naming the item and where the value came from: a panel field is
 * changed in the panel, an input field in the data before this node.
 */
export function sourceError(
	node: INode,
	itemIndex: number,
	source: Source,
	problem: string,
): RoutedOperationError {
	if ('panel' in source) return invalidField(node, itemIndex, source.panel, problem);
	const where =
		source.input.length === 0
			? "Map Automatically reads the input item's fields by their names: add the field to the data before this node"
			: `Map Automatically read the input item's ${quoted(source.input)}: correct it in the data before this node`;
	return new RoutedOperationError(
		node,
		`${itemLabel(itemIndex)}: ${describeSource(source)} ${problem}`,
		{
			itemIndex,
			description: `${where} (or set the value in this node's panel) and run the node again. Nothing was sent for this item.`,
		},
	);
}
