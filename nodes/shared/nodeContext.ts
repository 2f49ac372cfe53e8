import type { IExecuteFunctions, IExecuteSingleFunctions, IPollFunctions } from 'n8n-workflow';

/** The contexts that read a node's parameters and send its lookups: routing, custom operations, polls. */
export type NodeContext = IExecuteSingleFunctions | IExecuteFunctions | IPollFunctions;

/**
 * The item a context works on when none is named: routing knows its item, a poll has none (its
 * errors are item 1's), a custom operation names the item on each read.
 */
export const itemIndexOf = (context: NodeContext): number =>
	'getItemIndex' in context ? context.getItemIndex() : 0;

/**
 * A parameter read the way each kind of context reads it: a custom operation (execute) names the
 * item, routing and polls do not.
 */
export function nodeParameter(
	context: NodeContext,
	name: string,
	fallback: unknown,
	itemIndex = itemIndexOf(context),
): unknown {
	return 'getItemIndex' in context || !('getInputData' in context)
		? context.getNodeParameter(name, fallback)
		: context.getNodeParameter(name, itemIndex, fallback);
}

/** The node's Authentication field. */
export const authenticationOf = (context: NodeContext): string =>
	String(nodeParameter(context, 'authentication', 'oAuth1'));
