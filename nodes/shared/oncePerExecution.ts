import type { IContextObject } from 'n8n-workflow';

import type { RequestContext } from './transport/platformRequest';

/** Where the answers live on n8n's context of the running execution (see below). */
const ANSWERS = Symbol.for('n8n-nodes-platform.oncePerExecution');

type FlowContext = IContextObject & { [ANSWERS]?: Map<string, Promise<unknown>> };

/**
 * A lookup made at most once per execution (the signed-in user's id, a username's id), whatever
 * the number of items and nodes asking. It is kept on n8n's flow context of the execution, which
 * every node and item of one run shares and the next run starts without, under a symbol, so the
 * execution's saved data never holds it. The promise is kept, not the answer: n8n starts the
 * requests of all items of a declarative node together. A failed lookup is forgotten, so a later
 * item asks again.
 */
export async function oncePerExecution<T>(
	context: RequestContext,
	key: string,
	lookup: () => Promise<T>,
): Promise<T> {
	// A poll runs before any execution exists: it looks up, and keeps the answer in its own state.
	// A picker or a trigger's activation has no execution either: it asks each time.
	if (!('getContext' in context)) return await lookup();
	const flow = context.getContext('flow') as FlowContext;
	const answers = (flow[ANSWERS] ??= new Map());
	let answer = answers.get(key) as Promise<T> | undefined;
	if (!answer) {
		answer = lookup();
		answers.set(key, answer);
		answer.catch(() => answers.delete(key));
	}
	return await answer;
}
