import type {
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	PostReceiveAction,
} from 'n8n-workflow';

import type { PreSend } from './preSend';

/**
 * An operation's preSends as one function. n8n runs them in order, each on the request the one
 * before returned, which this does; and the description n8n sends to the editor writes each
 * function as `null`, some 150 of them in an action node. The checks they carry (see
 * validateParameters) stay, on the one function.
 */
export function preSendInSequence(steps: PreSend[]): PreSend {
	if (steps.length === 1) return steps[0];
	const inSequence: PreSend = async function inSequence(options) {
		for (const step of steps) options = await step.call(this, options);
		return options;
	};
	const checks = steps.flatMap((step) => (step as { checks?: unknown[] }).checks ?? []);
	return checks.length > 0 ? Object.assign(inSequence, { checks }) : inSequence;
}

type Reader = (
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
) => Promise<INodeExecutionData[]>;

/**
 * An operation's postReceive functions as one, as n8n runs them: each on the items the one
 * before returned, all with the same answer. Declarative actions stay as they are.
 */
export function postReceiveInSequence(actions: PostReceiveAction[]): PostReceiveAction[] {
	if (actions.length < 2 || actions.some((action) => typeof action !== 'function')) return actions;
	const readers = actions as Reader[];
	const inSequence: Reader = async function inSequence(items, response) {
		for (const reader of readers) items = await reader.call(this, items, response);
		return items;
	};
	return [inSequence];
}
