import type { IExecuteSingleFunctions, ILoadOptionsFunctions, IPollFunctions } from 'n8n-workflow';
import type { CodeOperationContext } from './descriptions/codeOperation';

/**
 * The contexts that read a node's parameters and send its lookups: routing, custom operations,
 * polls and pickers.
 */
export type NodeContext =
	| IExecuteSingleFunctions
	| CodeOperationContext
	| IPollFunctions
	| ILoadOptionsFunctions;

/**
 * The item a context works on when none is named: routing knows its item, a poll has none (its
 * errors are item 1's), a custom operation names the item on each read.
 */
export const itemIndexOf = (context: NodeContext): number =>
	'getItemIndex' in context ? context.getItemIndex() : 0;

/**
 * A parameter read the way each kind of context reads it: a custom operation (execute) names the
 * item, routing and polls do not, and a picker reads the value the panel holds now (saved or not).
 */
export function nodeParameter(
	context: NodeContext,
	name: string,
	fallback: unknown,
	itemIndex = itemIndexOf(context),
): unknown {
	if ('getCurrentNodeParameter' in context)
		return context.getCurrentNodeParameter(name) ?? fallback;
	return 'getItemIndex' in context || !('getInputData' in context)
		? context.getNodeParameter(name, fallback)
		: context.getNodeParameter(name, itemIndex, fallback);
}

/** The node's Authentication field. */
export const authenticationOf = (context: NodeContext): string =>
	String(nodeParameter(context, 'authentication', 'oAuth1'));
