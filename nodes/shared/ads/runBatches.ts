import { NodeOperationError, type IDataObject, type INodeExecutionData } from 'n8n-workflow';

import { invalidField, itemLabel } from '../validation';
import { variesByItem } from './sameForEveryItem';
import type { CodeOperationContext } from '../descriptions/codeOperation';

/**
 * A custom operation that gathers one entry per input item into batch requests (products: 25
 * a request; custom audience users: 2,500 and 5,000,000 bytes a request) and maps each result
 * back to its item.
 */
export interface BatchOperation<Entry> {
	/** Entries per request. */
	size: number;
	/**
	 * A second limit of one request, on the sum of its entries' weights (e.g. body bytes); absent
	 * when only the count limits. An entry heavier than this alone still goes, alone.
	 */
	maxWeight?: number;
	weight?(entry: Entry): number;
	/**
	 * Consecutive entries share a request only when their keys are equal (promoted posts: the
	 * post IDs of one line item); absent when any entries may share one.
	 */
	group?(entry: Entry): string;
	/**
	 * What the error of a refused entry tells the person; by default that the other entries of
	 * its request were processed (an all-or-nothing endpoint says otherwise).
	 */
	refusalAdvice?: string;
	/**
	 * Resource locators that name where the whole run's requests go (account, catalog, audience):
	 * read from the first item, so an item whose value differs is refused rather than sent there.
	 */
	sameForEveryItem?: Array<{ parameter: string; field: string }>;
	/**
	 * Reads and checks one item's entry; throws (naming item and field) when it is bad. It may
	 * ask the platform first (a currency's rules), so it may answer a promise.
	 */
	read(itemIndex: number): Entry | Promise<Entry>;
	/** Sends one batch; answers one result per entry, in the order given. */
	send(entries: Entry[]): Promise<IDataObject[]>;
	/** Why the platform refused one entry, or undefined when it was accepted. */
	refusal(result: IDataObject): string | undefined;
}

/**
 * Every item is read and checked before the first request, so a bad item stops the node before
 * anything is sent; under Continue On Fail it becomes that item's error item and the others go
 * on. The output keeps the input order, one item each, with pairedItem.
 */
export async function runBatches<Entry>(
	context: CodeOperationContext,
	operation: BatchOperation<Entry>,
): Promise<INodeExecutionData[][]> {
	const itemCount = context.getInputData().length;
	const output: INodeExecutionData[] = new Array(itemCount);
	const fail = (itemIndex: number, error: Error, details: IDataObject = {}) => {
		if (!context.continueOnFail()) throw error;
		output[itemIndex] = {
			json: { ...details, error: error.message },
			pairedItem: { item: itemIndex },
		};
	};

	const checkSameTarget = sameTargetCheck(context, operation.sameForEveryItem ?? []);

	const pending: Array<{ itemIndex: number; entry: Entry }> = [];
	for (let itemIndex = 0; itemIndex < itemCount; itemIndex++) {
		try {
			checkSameTarget(itemIndex);
			pending.push({ itemIndex, entry: await operation.read(itemIndex) });
		} catch (error) {
			fail(itemIndex, error as Error);
		}
	}

	for (const batch of cutBatches(pending, operation)) {
		let results: IDataObject[];
		try {
			results = await operation.send(batch.map(({ entry }) => entry));
		} catch (error) {
			// The whole request failed: the error names the items it carried, and each of them gets it.
			const first = batch[0].itemIndex;
			const last = batch[batch.length - 1].itemIndex;
			const items =
				first === last ? itemLabel(first) : `Items ${first + 1} to ${last + 1} (one request)`;
			(error as Error).message = `${items}: ${(error as Error).message}`;
			for (const { itemIndex } of batch) fail(itemIndex, error as Error);
			continue;
		}
		batch.forEach(({ itemIndex }, position) => {
			const result = results[position];
			const refusal = operation.refusal(result);
			if (refusal === undefined) {
				output[itemIndex] = { json: result, pairedItem: { item: itemIndex } };
				return;
			}
			const error = new NodeOperationError(
				context.getNode(),
				`${itemLabel(itemIndex)}: ${refusal}`,
				{
					itemIndex,
					description:
						operation.refusalAdvice ??
						`Correct this item and send it again. The platform processed the other entries of the same request; without Continue On Fail, later requests are not sent.`,
				},
			);
			fail(itemIndex, error, result);
		});
	}
	return [output];
}

/**
 * The check that an item names the same account and record as the first item: the resource
 * locators that name where a whole run's requests go, read from the first item, so an item whose
 * value differs is refused rather than sent there.
 */
export function sameTargetCheck(
	context: CodeOperationContext,
	locators: Array<{ parameter: string; field: string }>,
): (itemIndex: number) => void {
	const locatorValue = (parameter: string, itemIndex: number) =>
		String(context.getNodeParameter(parameter, itemIndex, '', { extractValue: true }) ?? '').trim();
	// A locator without an expression names the same record for every item: nothing to compare.
	const varying = locators.filter(({ parameter }) => variesByItem(context, [parameter]));
	const firstValues = varying.map(({ parameter }) =>
		context.getInputData().length ? locatorValue(parameter, 0) : '',
	);
	return (itemIndex: number) =>
		varying.forEach(({ parameter, field }, position) => {
			const value = locatorValue(parameter, itemIndex);
			if (value !== firstValues[position]) {
				throw invalidField(
					context.getNode(),
					itemIndex,
					field,
					`is "${value.slice(0, 40)}" but "${firstValues[position].slice(0, 40)}" for item 1: one run sends all its items to the first item's ${field}, so split the items by ${field} (e.g. with a Loop Over Items or one node per ${field})`,
				);
			}
		});
}

/**
 * Consecutive runs of entries, in input order, each within the count and the weight limit and of
 * one group.
 */
export function cutBatches<Item extends { entry: Entry }, Entry>(
	pending: Item[],
	operation: Pick<BatchOperation<Entry>, 'size' | 'maxWeight' | 'weight' | 'group'>,
): Item[][] {
	const batches: Item[][] = [];
	let current: Item[] = [];
	let weight = 0;
	for (const item of pending) {
		const itemWeight = operation.weight?.(item.entry) ?? 0;
		const full =
			current.length >= operation.size ||
			(operation.group !== undefined &&
				current.length > 0 &&
				operation.group(current[0].entry) !== operation.group(item.entry)) ||
			(operation.maxWeight !== undefined && weight + itemWeight > operation.maxWeight);
		if (full && current.length > 0) {
			batches.push(current);
			current = [];
			weight = 0;
		}
		current.push(item);
		weight += itemWeight;
	}
	if (current.length > 0) batches.push(current);
	return batches;
}
