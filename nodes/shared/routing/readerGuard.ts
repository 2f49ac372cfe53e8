import {
	NodeApiError,
	NodeOperationError,
	type IExecuteSingleFunctions,
	type IN8nHttpFullResponse,
	type INodeExecutionData,
	type PostReceiveAction,
} from 'n8n-workflow';

import { HttpFailureError } from '../transport/httpFailure';
import { UnexpectedAnswerError } from '../transport/unexpectedAnswer';

type PostReceiveFunction = (
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
) => Promise<INodeExecutionData[]>;

/**
 * A postReceive that reads the answer, guarded: whatever it throws that is not a deliberate error
 * (a TypeError of an answer shaped differently, say) becomes an UnexpectedAnswerError carrying
 * the answer's status and body, so the transport reports an answer it could not read instead of
 * a lost connection (and does not send the request again).
 */
export function guardReader(action: PostReceiveAction): PostReceiveAction {
	if (typeof action !== 'function') return action;
	const read = action as PostReceiveFunction;
	return async function guardedReader(this: IExecuteSingleFunctions, items, response) {
		const outcome = await Promise.resolve()
			.then(async () => await read.call(this, items, response))
			.then(
				(read) => ({ read }),
				(error: unknown) => ({ error }),
			);
		if ('read' in outcome) return outcome.read;
		if (isDeliberate(outcome.error)) throw outcome.error;
		throw new UnexpectedAnswerError("it could not be read as this operation's result", {
			status: response.statusCode,
			body: response.body,
		});
	} as PostReceiveAction;
}

const isDeliberate = (error: unknown) =>
	error instanceof HttpFailureError ||
	error instanceof UnexpectedAnswerError ||
	error instanceof NodeApiError ||
	error instanceof NodeOperationError;
