import type {
	IDataObject,
	IExecuteSingleFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { adsRequest } from '../../shared/ads/adsRequest';
import type { ExpectedAnswer } from '../../shared/transport/platformRequest';
import { withAmountsInCurrency } from '../../shared/ads/money';
import { wantsFullResponse } from '../../shared/descriptions/output';
import type { RoutingExtensions } from '../../shared/routing/policyRouting';
import type { CodeOperationContext } from '../../shared/descriptions/codeOperation';

/**
 * Why creates look first: n8n runs every step above the one a person executes, so reopening a
 * workflow and executing "Promote posts" creates its campaign and line item again. With Find
 * Before Create on, a create whose record is already in the account (recognised by what the
 * create sends) returns that record, marked `foundExisting: true`, and sends nothing.
 */
export const FIND_BEFORE_CREATE = 'findBeforeCreate';

/** Marks a record returned instead of created. */
export const FOUND_EXISTING = 'foundExisting';

/** The Find Before Create switch of one create; `what` says how its record is recognised. */
export const findBeforeCreateField = (what: string): INodeProperties => ({
	displayName: 'Find Before Create',
	name: FIND_BEFORE_CREATE,
	type: 'boolean',
	default: true,
	description: `Whether to return ${what} instead of creating it again (marked foundExisting: true), so that re-running the workflow does not duplicate it. Off: always create.`,
});

/** An ads context reading the item's parameters (routing or custom code). */
type ItemContext = IExecuteSingleFunctions | CodeOperationContext;

/**
 * A page of the list: its records in `data`. An answer without them is reported, not read as
 * "no record": the create would then make a second one.
 */
const LIST_PAGE: ExpectedAnswer = {
	what: 'expected the records of the list in `data`',
	holds: (body) => Array.isArray((body as { data?: unknown } | undefined)?.data),
};

/** Pages of at most this many records are read, and at most this many pages. */
const PAGE_SIZE = 1000;
const MAX_PAGES = 5;

/**
 * The records of an account's list (path under the ads base URL) that `keep` accepts, over its
 * pages. `stop` ends the reading early (a list sorted newest first is read up to the window).
 */
export async function listedRecords(
	context: ItemContext,
	path: string,
	query: IDataObject,
	keep: (record: IDataObject) => boolean,
	stop: (record: IDataObject) => boolean = () => false,
): Promise<IDataObject[]> {
	const kept: IDataObject[] = [];
	let cursor: string | undefined;
	for (let page = 0; page < MAX_PAGES; page++) {
		const body = await adsRequest.call(context, {
			method: 'GET',
			path,
			qs: { ...query, count: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
			expect: LIST_PAGE,
		});
		for (const record of body.data as IDataObject[]) {
			if (stop(record)) return kept;
			if (keep(record)) kept.push(record);
		}
		cursor = (body.next_cursor as string | null | undefined) ?? undefined;
		if (!cursor) break;
	}
	return kept;
}

/** How a routed create recognises its record: from the query the create is about to send. */
export type ExistingRecordSearch = (
	context: IExecuteSingleFunctions,
	collectionPath: string,
	sent: IDataObject,
) => Promise<IDataObject | undefined>;

/** A record found, as the create's output would show it (Output Records or Full Response). */
function foundItems(context: IExecuteSingleFunctions, record: IDataObject): INodeExecutionData[] {
	const json = wantsFullResponse(context)
		? { data: record, [FOUND_EXISTING]: true }
		: { ...withAmountsInCurrency(record), [FOUND_EXISTING]: true };
	return [{ json }];
}

/**
 * What a create looks up before sending (the hook's `findBeforeCreate`, policyRouting.ts), when
 * Find Before Create is on: it runs after the preSend checks, reads the values they prepared, and
 * answers the record found instead of sending.
 */
export function existingRecord(
	search: ExistingRecordSearch,
): RoutingExtensions['findBeforeCreate'] {
	return async function findExisting(requestData) {
		if (this.getNodeParameter(FIND_BEFORE_CREATE, false) !== true) return undefined;
		const { url, qs } = requestData.options;
		const found = await search(this, String(url), (qs ?? {}) as IDataObject);
		return found ? foundItems(this, found) : undefined;
	};
}
