import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { answersNothingFound, recordsWithErrors } from './answerShapes';
import { UnexpectedAnswerError } from '../transport/unexpectedAnswer';

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
