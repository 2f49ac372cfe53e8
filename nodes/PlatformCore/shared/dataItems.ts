import type {
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { answerRecords, recordsWithErrors } from '../../shared/routing/answerShapes';
import { foundItems } from '../../shared/routing/foundItems';
import { UnexpectedAnswerError } from '../../shared/transport/unexpectedAnswer';

/**
 * postReceive of core operations that answer records: one item per record (in `data`, object or
 * list, or flat at the top level), none when the answer says nothing matched (a search without
 * matches answers only `meta`), and one item per partial error, so a missing id is seen in the
 * output. Any other answer fails the item, saying so. (n8n's own rootProperty would turn a
 * missing `data` into an empty item.)
 */
export async function dataItems(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	return foundItems(
		answerRecords(response.body),
		{ status: response.statusCode, body: response.body },
		'expected records, in `data` or flat, or `meta` when nothing matched',
	);
}

/**
 * postReceive of a delete: as dataItems ({deleted: true} in `data`), and an empty answer (a 204)
 * as `{deleted: true}`, which is what it says.
 */
export async function deletedItems(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	if (isEmptyAnswer(response)) return [{ json: { deleted: true } }];
	return await dataItems.call(this, items, response);
}

/**
 * postReceive of an operation that must give back the record it made or changed: as dataItems,
 * but an answer without any record fails the item, saying what was expected.
 */
export function recordItems(expected: string) {
	return async function oneOrMoreRecords(
		this: IExecuteSingleFunctions,
		items: INodeExecutionData[],
		response: IN8nHttpFullResponse,
	): Promise<INodeExecutionData[]> {
		const records = recordsWithErrors(answerRecords(response.body), response.body);
		if (records.length > 0) return records.map((json) => ({ json }));
		throw new UnexpectedAnswerError(`expected ${expected}, flat or in \`data\``, {
			status: response.statusCode,
			body: response.body,
		});
	};
}

/** An answer with no body at all (204, or an empty 200): nothing to read. */
export const isEmptyAnswer = (response: IN8nHttpFullResponse) =>
	response.body === undefined || response.body === null || response.body === '';
