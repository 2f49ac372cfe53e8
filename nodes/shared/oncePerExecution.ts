import type {
	IContextObject,
	IExecuteFunctions,
	IExecuteSingleFunctions,
	IPollFunctions,
} from 'n8n-workflow';

/** Where the answers live on n8n's context of the running execution (see below). */
const ANSWERS = Symbol.for('n8n-nodes-platform.oncePerExecution');

/** The contexts that read a node's parameters and send its lookups: routing, custom operations, polls. */
export type NodeContext = IExecuteSingleFunctions | IExecuteFunctions | IPollFunctions;
type FlowContext = IContextObject & { [ANSWERS]?: Map<string, Promise<string>> };

/**
 * A lookup made at most once per execution (the signed-in user's id, a username's id), whatever
 * the number of items and nodes asking. It is kept on n8n's flow context of the execution, which
 * every node and item of one run shares and the next run starts without, under a symbol, so the
 * execution's saved data never holds it. The promise is kept, not the answer: n8n starts the
 * requests of all items of a declarative node together. A failed lookup is forgotten, so a later
 * item asks again.
 */
export async function oncePerExecution(
	context: NodeContext,
	key: string,
	lookup: () => Promise<string>,
): Promise<string> {
	// A poll runs before any execution exists: it looks up, and keeps the answer in its own state.
	if (!('getContext' in context)) return await lookup();
	const flow = context.getContext('flow') as FlowContext;
	const answers = (flow[ANSWERS] ??= new Map());
	let answer = answers.get(key);
	if (!answer) {
		answer = lookup();
		answers.set(key, answer);
		answer.catch(() => answers.delete(key));
	}
	return await answer;
}

/**
 * A parameter read the way each kind of context reads it: a custom operation (execute) names the
 * item, routing and polls do not.
 */
export function nodeParameter(
	context: NodeContext,
	name: string,
	fallback: unknown,
	itemIndex = 0,
): unknown {
	return 'getItemIndex' in context || !('getInputData' in context)
		? context.getNodeParameter(name, fallback)
		: context.getNodeParameter(name, itemIndex, fallback);
}

/** The node's Authentication field. */
export const authenticationOf = (context: NodeContext): string =>
	String(nodeParameter(context, 'authentication', 'oAuth1'));
