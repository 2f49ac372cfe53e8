import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { answersNothingFound, recordsWithErrors } from './answerShapes';
import { UnexpectedAnswerError } from '../transport/unexpectedAnswer';
import { wantsFullResponse } from '../descriptions/output';

/**
 * The items of an answer that lists records: one per record read from it and one per partial
 * error, none when the answer says nothing matched (`meta` only). Any other answer fails the
 * item, saying what was `expected`.
 */
export function foundItems(
	records: IDataObject[],
	answer: { status?: number; body?: unknown },
	expected: string,
): INodeExecutionData[] {
	const found = recordsWithErrors(records, answer.body);
	if (found.length > 0 || answersNothingFound(answer.body)) return found.map((json) => ({ json }));
	throw new UnexpectedAnswerError(expected, answer);
}

/**
 * postReceive of answers that carry expanded objects apart from the records (posts, spaces): each
 * record with its own expanded objects merged in by `merge`, or the answer whole when Output asks
 * for the full response.
 */
export function mergedItems(merge: (body: IDataObject) => IDataObject[], expected: string) {
	return async function mergedOutput(
		this: IExecuteSingleFunctions,
		_items: INodeExecutionData[],
		response: IN8nHttpFullResponse,
	): Promise<INodeExecutionData[]> {
		const body = response.body as IDataObject;
		const records = foundItems(merge(body ?? {}), { status: response.statusCode, body }, expected);
		return wantsFullResponse(this) ? [{ json: body }] : records;
	};
}
