import { NodeOperationError, type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { invalidField } from '../../../shared/validation';
import { ACCOUNT_FIELD, ACCOUNT_PARAMETER } from '../../../shared/ads/accountLocator';
import type { ExpectedAnswer } from '../../../shared/transport/platformRequest';
import { adsRequest } from '../../../shared/ads/adsRequest';
import { runBatches } from '../../../shared/ads/runBatches';
import { identifierNames, userReader, type ReadSettings, type UserEntry } from './readUser';
import { batchLocatorId } from './target';
import { messageOf, refusedOperations, requestErrors } from '../batch/operationErrors';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';
import { counted } from '../../../shared/descriptions/thousands';
import { isRecord } from '../../../shared/isRecord';

/** Operations per request. */
export const MAX_OPERATIONS = 2500;
/** Bytes of one request's JSON body. */
export const MAX_BODY_BYTES = 5_000_000;
/** Requests one batch may take: the first, then at most two more after a count mismatch or operation errors. */
export const MAX_ATTEMPTS = 3;

export interface UploadSettings extends ReadSettings {
	/** Path of the batch endpoint, ids encoded. */
	path: string;
	/** The locators of that path, the same for every item. */
	locators: Array<{ parameter: string; field: string }>;
}

interface Counts {
	success_count?: unknown;
	total_count?: unknown;
}

/** The counts of an answer: `data: {success_count, total_count}` or `data: [{...}]` (do-not-reach lists). */
function countsOf(body: IDataObject): Counts {
	const data = body.data as Counts | Counts[] | undefined;
	const counts = Array.isArray(data) ? data[0] : data;
	return counts && typeof counts === 'object' ? counts : {};
}

/**
 * A batch answer can be read when it holds the counts, operation_errors or errors; anything else
 * is reported as unexpected rather than taken for a count mismatch and sent again.
 */
const BATCH_ANSWER: ExpectedAnswer = {
	what: 'expected `data` with success_count and total_count (or operation_errors, or errors)',
	holds: (body) => {
		if (!isRecord(body)) return false;
		const { success_count, total_count } = countsOf(body);
		return (
			(typeof success_count === 'number' && typeof total_count === 'number') ||
			Array.isArray(body.operation_errors) ||
			requestErrors(body).length > 0
		);
	},
};

/**
 * Sends one batch until the platform confirms it: success_count and total_count both equal to the
 * operations sent. A count mismatch is sent again as is; operations refused under operation_errors
 * fail their items, and the others are sent again without them (a batch succeeds or fails
 * together, so none of them was applied). Sending again cannot apply anything twice: Update and
 * Delete set a user's membership, and setting it again leaves the same state. Request-level
 * `errors` fail the whole batch. Answers one result per entry; a refused entry carries `error`.
 * `sent.requests` counts the requests made.
 */
export async function sendBatch(
	context: CodeOperationContext,
	settings: Pick<UploadSettings, 'path'>,
	entries: UserEntry[],
	batchNumber: number,
	sent = { requests: 0 },
): Promise<IDataObject[]> {
	const results: IDataObject[] = new Array(entries.length);
	let pending = entries.map((entry, position) => ({ entry, position }));
	let lastProblem = '';
	for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
		sent.requests++;
		const body = await adsRequest.call(context, {
			method: 'POST',
			path: settings.path,
			body: pending.map(({ entry }) => entry.operation),
			idempotent: true,
			expect: BATCH_ANSWER,
			acceptFailure: (status, answer) =>
				status === 400 &&
				refusedOperations((answer ?? {}) as IDataObject, pending.length).size > 0 &&
				requestErrors(answer as IDataObject).length === 0,
		});
		const errors = requestErrors(body);
		if (errors.length > 0)
			throw new NodeOperationError(
				context.getNode(),
				`the platform refused the request: ${errors.map(messageOf).join('; ')}`,
			);
		const refused = refusedOperations(body, pending.length);
		if (refused.size > 0) {
			for (const [index, message] of refused) {
				const { entry, position } = pending[index];
				results[position] = {
					...entry.output,
					error: `the platform refused this user: ${message}`,
				};
			}
			pending = pending.filter((_, index) => !refused.has(index));
			lastProblem = `the platform refused ${counted(refused.size, 'operation')} of the request, so none was applied`;
			if (pending.length === 0) return results;
			continue;
		}
		const { success_count: success, total_count: total } = countsOf(body);
		if (success === pending.length && total === pending.length) {
			const batch = {
				number: batchNumber,
				operations: pending.length,
				success_count: success,
				total_count: total,
				attempts: attempt,
			};
			// The output item is the entry's own, built once when it was read (100,000 items a run).
			for (const { entry, position } of pending) {
				entry.output.batch = batch;
				results[position] = entry.output;
			}
			return results;
		}
		lastProblem = `the platform counted success_count ${String(success)} and total_count ${String(total)} for ${counted(pending.length, 'operation')} sent`;
	}
	throw new NodeOperationError(
		context.getNode(),
		`not confirmed after ${MAX_ATTEMPTS} requests: ${lastProblem}`,
		{
			description:
				'The platform did not confirm that it processed every user of this request. Run the node again: adding or removing a user twice leaves the same membership.',
		},
	);
}

/** How users are cut into requests: 2,500 operations and 5,000,000 bytes of body a request. */
export const USERS_BATCH_LIMITS = {
	size: MAX_OPERATIONS,
	// The array's brackets take 2 bytes; every operation its JSON and one separator (one too many).
	maxWeight: MAX_BODY_BYTES - 1,
	weight: (entry: UserEntry) => entry.bytes,
};

/**
 * A users batch operation (custom audience users, do-not-reach users): one input item is one user
 * and one operation; all items are checked first, then sent in input order, at most 2,500
 * operations and 5,000,000 bytes of body a request; one output item per input item.
 */
async function uploadUsers(
	context: CodeOperationContext,
	settings: UploadSettings,
): Promise<INodeExecutionData[][]> {
	let batchNumber = 0;
	const readUser = userReader(context, settings);
	return await runBatches<UserEntry>(context, {
		...USERS_BATCH_LIMITS,
		sameForEveryItem: settings.locators,
		read: (itemIndex) => {
			const entry = readUser(itemIndex);
			if (entry.bytes + 1 > MAX_BODY_BYTES) {
				throw invalidField(
					context.getNode(),
					itemIndex,
					identifierNames(settings),
					`make a request body over ${MAX_BODY_BYTES.toLocaleString('en-US')} bytes on their own: spread the values over several items`,
				);
			}
			return entry;
		},
		send: async (entries) => await sendBatch(context, settings, entries, ++batchNumber),
		refusal: (result) => (typeof result.error === 'string' ? result.error : undefined),
	});
}

/** Where a users upload goes: the account and one record of it, each a resource locator. */
export interface UsersTarget {
	/** Locator parameter and display name of the record (custom audience, do-not-reach list). */
	parameter: string;
	field: string;
	/** Its key in the output items, e.g. custom_audience_id. */
	outputKey: string;
	/** The batch path from the encoded account and record ids. */
	path: (accountId: string, id: string) => string;
}

/** The custom operation of one users upload (operation Update or Delete) to one kind of target. */
export const usersUploadOperation = (target: UsersTarget, settings: ReadSettings) =>
	async function (this: CodeOperationContext): Promise<INodeExecutionData[][]> {
		const accountId = batchLocatorId(this, ACCOUNT_PARAMETER, 'Account');
		const id = batchLocatorId(this, target.parameter, target.field);
		return await uploadUsers(this, {
			...settings,
			path: target.path(accountId, id),
			locators: [ACCOUNT_FIELD, { parameter: target.parameter, field: target.field }],
			target: { [target.outputKey]: decodeURIComponent(id) },
		});
	};
