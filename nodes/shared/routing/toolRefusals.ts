import type {
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import type { CodeOperation, CodeOperationContext } from '../descriptions/codeOperation';
import { runsAsTool, spokenToTool, toolErrorAnswer } from '../toolErrors';
import { preSendInSequence } from './inSequence';
import { routedError } from './operationError';
import type { PreSend } from './preSend';

/**
 * How an operation's errors leave the node, the same for a workflow step and for a tool. n8n runs
 * an operation's checks (its preSend) before the pagination hook, and for a failed item its
 * routing engine hands a tool's caller `{}` (it keeps the error beside the item, where a model
 * never looks), while an AI Agent before version 3 stops on a tool error it is not handed. So:
 * - the checks keep their error on the request instead of throwing, and the hook throws it
 *   (policyRouting.ts): every error of a routed operation leaves through answeredOrThrown;
 * - there, when the node runs as a tool with On Error set to continue, the error becomes the
 *   tool's answer, `{error, details}`; otherwise it is thrown, as n8n would have seen it from the
 *   check itself;
 * - every error is worded for a model when the node runs as a tool (toolErrors.ts), here only:
 *   in answeredOrThrown for routing, in toldToTool for the customOperations of a workflow step.
 */
const REFUSAL = Symbol('refusal before sending');

type WithRefusal = IHttpRequestOptions & { [REFUSAL]?: unknown };

/**
 * An operation's checks before sending as one preSend (n8n runs them in order; inSequence.ts),
 * keeping a refusal on the request for the hook. A field's own checks (its routing's preSend) are
 * declared through it too: n8n runs them after the operation's, and after a refusal none runs.
 * What the checks carry (see validateParameters) stays on it.
 */
export function checkedBeforeSending(steps: PreSend[]): PreSend {
	const checks = preSendInSequence(steps);
	const check = async function checkBeforeSending(
		this: IExecuteSingleFunctions,
		options: WithRefusal,
	) {
		if (options[REFUSAL]) return options;
		try {
			return await checks.call(this, options);
		} catch (error) {
			return { ...options, [REFUSAL]: error };
		}
	};
	return Object.assign(check, checks);
}

/** Throws the refusal a check kept on the request, if any. */
export function throwKeptRefusal(options: object): void {
	const kept = (options as WithRefusal)[REFUSAL];
	if (kept) throw kept;
}

/**
 * The one exit of a routed operation's error: an operation error stays one (operationError.ts),
 * worded for a model when the node runs as a tool; answered to the model when that tool continues
 * on errors, thrown to n8n otherwise.
 */
export function answeredOrThrown(
	context: IExecutePaginationFunctions,
	error: unknown,
): INodeExecutionData[] {
	const routed = spokenToTool(routedError(error));
	if (!(runsAsTool(context.getNode()) && context.continueOnFail())) throw routed;
	return [{ json: toolErrorAnswer(routed), pairedItem: { item: context.getItemIndex() } }];
}

/**
 * The code as n8n's customOperations run it (a workflow step, an AI Agent from version 3), its
 * errors worded for a model when the node runs as a tool.
 */
export function toldToTool(code: CodeOperation): CodeOperation {
	return async function run(this: CodeOperationContext) {
		try {
			return await code.call(this);
		} catch (error) {
			throw spokenToTool(error);
		}
	};
}
