import {
	type IDataObject,
	type IExecuteSingleFunctions,
	type IN8nHttpFullResponse,
	type INodeExecutionData,
} from 'n8n-workflow';

import { HttpFailureError } from '../../../shared/transport/httpFailure';

/** The platform takes filtered-stream rules of at most 2,048 characters. */
export const MAX_RULE_LENGTH = 2048;

export const RULES_PATH = '/2/posts/search/stream/rules';

/**
 * POST stream/rules answers 200 even when nothing was done: the reasons (duplicate-rules,
 * invalid-rules, ...) are problems in `errors`. An answer that changed nothing fails the item with
 * the first of them; otherwise each rule of `data` becomes an item, or `meta` when there are none.
 */
export async function rulesOrProblem(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = (response.body ?? {}) as IDataObject;
	const data = (body.data as IDataObject[] | undefined) ?? [];
	const errors = (body.errors as IDataObject[] | undefined) ?? [];
	const summary = ((body.meta as IDataObject | undefined)?.summary ?? {}) as IDataObject;
	const changed = data.length > 0 || Number(summary.deleted ?? 0) > 0;
	if (!changed && errors.length > 0) {
		// Mapped like any failed answer (routing/executeWithPolicy.ts), from the first problem.
		throw new HttpFailureError({
			status: response.statusCode,
			headers: response.headers as never,
			body: errors[0],
		});
	}
	if (data.length > 0)
		return data.map((rule) => ({ json: { ...rule, ...(errors.length ? { errors } : {}) } }));
	return [{ json: { ...(body.meta as IDataObject), ...(errors.length ? { errors } : {}) } }];
}
