import { NodeOperationError, type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { itemLabel } from '../../../shared/validation';
import { adsRequest, type AdsCall } from '../../../shared/ads/adsRequest';
import { runBatches } from '../../../shared/ads/runBatches';
import { withAmountsInCurrency } from '../../../shared/ads/money';
import type { LocatorField } from '../../../shared/ads/adsRouting';
import { messageOf, refusedOperations, requestErrors } from './operationErrors';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';
import { counted } from '../../../shared/descriptions/thousands';

/**
 * How one operation sends its input items in batches: the size, how to read one item's params,
 * the request of a batch and how to read its answer. See sendInBatches().
 */
export interface ItemBatches<Params> {
	/** Items per request (40 campaigns or line items, 500 targeting criteria, 50 post IDs). */
	size: number;
	/**
	 * One item's params, checked; throws invalidField (naming the item and the field) when bad.
	 * May be async (to read a currency's rules, once per execution).
	 */
	params(itemIndex: number): Params | Promise<Params>;
	/** The request carrying these items, in order (batchEndpoint() builds the usual one). */
	request(params: Params[]): AdsCall;
	/** One record per item, in order; by default `data` of the answer, one record per item. */
	results?(answer: IDataObject, params: Params[]): IDataObject[];
	/** Consecutive items share a request only when their keys are equal (posts of one line item). */
	group?(params: Params): string;
	/** Locators every item must agree on (the account of the path): see runBatches(). */
	sameForEveryItem?: LocatorField[];
	/**
	 * The record an item would create again (Find Before Create), looked up when its batch is due,
	 * after every item was checked: that item is not sent, and its output is this record.
	 */
	existing?(params: Params): Promise<IDataObject | undefined>;
	/**
	 * One refused item's error (from operation_errors) in the operation's own words, as its single
	 * create says it; undefined keeps the platform's "CODE: message".
	 */
	refusalMessage?(error: unknown, params: Params): string | undefined;
}

interface Entry<Params> {
	itemIndex: number;
	params: Params;
}

const ALL_OR_NOTHING =
	'The platform applies a batch all or nothing: no item of this request was applied. Correct the refused items and run the node again for the items of this request.';

/** `data` of the answer, which must hold one record per item sent. */
function dataInOrder(
	this: CodeOperationContext,
	answer: IDataObject,
	sent: unknown[],
): IDataObject[] {
	const data = Array.isArray(answer.data) ? (answer.data as IDataObject[]) : undefined;
	if (!data || data.length !== sent.length)
		throw new NodeOperationError(
			this.getNode(),
			`the platform answered ${data ? counted(data.length, 'record') : 'no records'} for ${counted(sent.length, 'item')} sent; the request may have been applied, check the account before running the node again`,
		);
	return data;
}

/**
 * Sends the input items in batches, in input order, and gives one output item per input item
 * (pairedItem set).
 * - Every item's params are read and checked before the first request. A bad item fails before
 *   anything is sent: without Continue On Fail the node stops and nothing is sent; with it, the
 *   item becomes its error item and is left out, and the other items are still sent (their
 *   batches simply close over the gap).
 * - A refused batch (HTTP 400 with operation_errors) applied nothing: each item with an entry
 *   fails with its own errors; the items without one fail with the reason the request was not
 *   applied (the items that were refused).
 * - A request-level error (errors, 4xx, 5xx, no answer) fails every item of its request.
 * - Continue On Fail lets the later batches go on.
 * - Nothing is sent twice: a batch is not marked idempotent, so the transport sends it again only
 *   after a 429 (which the platform did not process), never after an answer that may mean it was
 *   applied (500, 503, timeout).
 */
export async function sendInBatches<Params>(
	context: CodeOperationContext,
	batches: ItemBatches<Params>,
): Promise<INodeExecutionData[][]> {
	const refusals = new WeakMap<IDataObject, string>();
	const readResults = batches.results ?? dataInOrder.bind(context);
	const sendBatch = async (entries: Array<Entry<Params>>): Promise<IDataObject[]> => {
		const params = entries.map((entry) => entry.params);
		const call = batches.request(params);
		const answer = await adsRequest.call(context, {
			idempotent: false,
			...call,
			acceptFailure: (status, body) =>
				status === 400 &&
				!!body &&
				typeof body === 'object' &&
				requestErrors(body as IDataObject).length === 0 &&
				refusedOperations(body as IDataObject, entries.length).size > 0,
		});
		const refused = refusedOperations(
			answer,
			entries.length,
			(error, index) => batches.refusalMessage?.(error, params[index]) ?? messageOf(error),
		);
		if (refused.size === 0)
			return readResults(answer, params).map((record) => withAmountsInCurrency(record));
		const refusedItems = [...refused.keys()].map((index) => itemLabel(entries[index].itemIndex));
		return entries.map((_, index) => {
			const result: IDataObject = {};
			refusals.set(
				result,
				refused.get(index) ??
					`not applied: the platform refused this request because of ${refusedItems.join(', ')}, and a batch is applied all or nothing`,
			);
			return result;
		});
	};
	return await runBatches<Entry<Params>>(context, {
		size: batches.size,
		group: batches.group && ((entry) => batches.group!(entry.params)),
		sameForEveryItem: batches.sameForEveryItem,
		refusalAdvice: ALL_OR_NOTHING,
		read: async (itemIndex) => ({ itemIndex, params: await batches.params(itemIndex) }),
		send: async (entries) => {
			const found: Array<IDataObject | undefined> = [];
			for (const entry of entries) found.push(await batches.existing?.(entry.params));
			const toSend = entries.filter((_, index) => found[index] === undefined);
			const sent = toSend.length > 0 ? await sendBatch(toSend) : [];
			let next = 0;
			return found.map((record) =>
				record === undefined ? sent[next++] : withAmountsInCurrency(record),
			);
		},
		refusal: (result) => refusals.get(result),
	});
}
