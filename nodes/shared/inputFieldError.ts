import type { INode } from 'n8n-workflow';

import { RoutedOperationError } from './routing/operationError';
import { invalidField, itemLabel } from './validation';

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
