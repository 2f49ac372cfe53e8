import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	INodePropertyRouting,
} from 'n8n-workflow';

import type { Executor } from '../../shared/routing/listRouting';

/**
 * The routing with its executor (the pagination hook every operation passes through) replaced by
 * `around(executor)`: to change what an operation's items or errors say after it ran.
 */
export function aroundExecutor(
	routing: INodePropertyRouting,
	around: (execute: Executor) => Executor,
): INodePropertyRouting {
	const pagination = routing.operations?.pagination;
	if (typeof pagination !== 'function') return routing;
	return { ...routing, operations: { ...routing.operations, pagination: around(pagination) } };
}

/** What an error of the platform carries, as a rewording reads and changes it. */
export interface FailedCall {
	httpCode?: string | null;
	message: string;
	description?: string | null;
	errorResponse?: { code?: unknown };
}

/**
 * The routing whose errors `reword` may change in place (message, description), seeing the
 * request sent and the item's context; the error is thrown on either way.
 */
export function rewordErrors(
	routing: INodePropertyRouting,
	reword: (
		failed: FailedCall,
		sent: DeclarativeRestApiSettings.ResultOptions,
		context: IExecutePaginationFunctions,
	) => void,
): INodePropertyRouting {
	return aroundExecutor(
		routing,
		(execute) =>
			async function executeReworded(requestData) {
				return await execute.call(this, requestData).catch((error: unknown) => {
					if (error) reword(error as FailedCall, requestData, this);
					return Promise.reject(error);
				});
			},
	);
}

/**
 * Gives one HTTP status of one operation a message that says what it means there (the platform's
 * own 404 body only says "not found"). The routing executor already mapped the error; this
 * replaces its first line and puts the platform's words after the explanation. With `code`, only
 * an answer with that ads error code is explained (one status, several causes).
 */
export function explainStatus(
	routing: INodePropertyRouting,
	status: number,
	message: string,
	code?: string,
): INodePropertyRouting {
	return rewordErrors(routing, (failed) => {
		if (
			failed.httpCode === String(status) &&
			(code === undefined || failed.errorResponse?.code === code)
		) {
			failed.description = [failed.message, failed.description].filter(Boolean).join(' ');
			failed.message = message;
		}
	});
}
