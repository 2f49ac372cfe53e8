import type { IContextObject, IExecuteFunctions, IExecuteSingleFunctions } from 'n8n-workflow';

/** Where the answers live on n8n's context of the running execution (see below). */
const ANSWERS = Symbol.for('n8n-nodes-platform.oncePerExecution');

type ExecutionContext = IExecuteSingleFunctions | IExecuteFunctions;
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
	context: ExecutionContext,
	key: string,
	lookup: () => Promise<string>,
): Promise<string> {
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

/** The node's Authentication field, read the way each kind of context reads parameters. */
export function authenticationOf(context: ExecutionContext): string {
	return 'getItemIndex' in context
		? String(context.getNodeParameter('authentication', 'oAuth1'))
		: String(context.getNodeParameter('authentication', 0, 'oAuth1'));
}
